import 'server-only';
import { AppError, readLimitedBody } from '@/lib/errors';
import { AddressRefused, createGuardedDispatcher, type ResolveHost } from '@/lib/upstream';
import { judgeOidcEndpoint, loopbackAllowedFor, oidcProviderError, type OidcAddressRule } from './judge-oidc-endpoint';

/** A discovery document is a few KB; Entra ID's and Keycloak's are under 10 KB. */
export const DISCOVERY_MAX_BYTES = 256 * 1024;
export const DISCOVERY_TIMEOUT_MS = 10_000;

interface FetchOptions {
  resolve: ResolveHost;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * The issuer's discovery document as JSON, fetched through the same guard as the service's connections (resolved
 * once, judged, pinned), with a timeout over the whole exchange and a size cap. No redirects: the document is at the
 * issuer's own address, and a redirect is how a judged name would send the request elsewhere.
 */
export async function fetchOidcDiscovery(rule: OidcAddressRule, options: FetchOptions): Promise<unknown> {
  // Judged here too, so the admin reads the rule's message rather than a connection error.
  await judgeOidcEndpoint('issuer', rule.issuer, rule, options.resolve);
  const url = `${rule.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const allowLoopback = loopbackAllowedFor(new URL(url), rule);
  const dispatcher = createGuardedDispatcher({
    allowLoopback: () => allowLoopback,
    allowPrivate: rule.allowPrivate,
    resolve: options.resolve,
  });
  const maxBytes = options.maxBytes ?? DISCOVERY_MAX_BYTES;
  try {
    // Node's fetch takes an undici dispatcher (package.json pins undici to the version Node 20 bundles).
    const init: RequestInit & { dispatcher: typeof dispatcher } = {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? DISCOVERY_TIMEOUT_MS),
      dispatcher,
    };
    const response = await fetch(url, init);
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      const what = response.status >= 300 && response.status < 400 ? 'a redirect' : 'an error';
      throw oidcProviderError(
        'unreachable',
        `the discovery document ${url} answered with ${what} (${response.status})`,
      );
    }
    const body = await readLimitedBody(response, maxBytes, (limit) =>
      oidcProviderError('invalid_document', `the discovery document ${url} is larger than ${limit} bytes`),
    );
    try {
      return JSON.parse(new TextDecoder().decode(body)) as unknown;
    } catch {
      throw oidcProviderError('invalid_document', `the discovery document ${url} is not JSON`);
    }
  } catch (error) {
    throw describeFetchFailure(error, url);
  } finally {
    void dispatcher.close().catch(() => undefined);
  }
}

function describeFetchFailure(error: unknown, url: string): Error {
  if (error instanceof AppError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof AddressRefused) return oidcProviderError('refused_address', `issuer ${cause.message}`, 'issuer');
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return oidcProviderError('unreachable', `the discovery document ${url} did not arrive in time`);
  }
  const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return oidcProviderError('unreachable', `the discovery document ${url} could not be fetched (${reason})`);
}
