import 'server-only';
import { env } from '@/lib/env';
import { resolveHost, type ResolveHost } from '@/lib/upstream';
import { createDiscoveryCache } from './create-discovery-cache';
import { createGuardedLookup } from './create-guarded-lookup';
import { fetchOidcDiscovery } from './fetch-oidc-discovery';
import { judgeOidcEndpoint, type OidcAddressRule } from './judge-oidc-endpoint';
import { ENDPOINT_FIELDS, parseOidcDiscovery, type OidcDiscovery } from './parse-oidc-discovery';

/** The provider as the sign-in uses it: its discovery document with every address judged, and the guarded lookup. */
export interface JudgedOidcProvider {
  discovery: OidcDiscovery;
  lookup: ReturnType<typeof createGuardedLookup>;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FAILURE_TTL_MS = 30 * 1000;

const cache = createDiscoveryCache<JudgedOidcProvider>({ ttlMs: DISCOVERY_TTL_MS, failureTtlMs: FAILURE_TTL_MS });

export function oidcAddressRule(issuer: string): OidcAddressRule {
  const e = env();
  return { issuer, allowInsecureLoopback: e.ALLOW_INSECURE_UPSTREAM, allowPrivate: e.OIDC_ALLOW_PRIVATE_ISSUER };
}

/** Fetches, validates and judges the provider's document, with no cache: what the cache below keeps. */
export async function loadOidcProvider(rule: OidcAddressRule, resolve: ResolveHost): Promise<JudgedOidcProvider> {
  const body = await fetchOidcDiscovery(rule, { resolve });
  const discovery = parseOidcDiscovery(body, rule.issuer);
  for (const field of ENDPOINT_FIELDS) {
    const value = discovery[field];
    if (value !== undefined) await judgeOidcEndpoint(field, value, rule, resolve);
  }
  return { discovery, lookup: createGuardedLookup(rule, resolve) };
}

/**
 * The configured provider, judged, from this instance's cache (an hour; a failure for 30 seconds). Throws an
 * AppError (upstream_error, details.reason) saying why the company sign-in cannot be used; the reason is logged
 * for the admin once per failed fetch, not once per click.
 */
export function discoverOidcProvider(issuer: string): Promise<JudgedOidcProvider> {
  return cache.get(issuer, () =>
    loadOidcProvider(oidcAddressRule(issuer), resolveHost).catch((error: unknown) => {
      console.error(`[slotboard] ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }),
  );
}
