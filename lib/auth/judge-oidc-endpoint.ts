import { isIP } from 'node:net';
import { AppError } from '@/lib/errors';
import { findAddressProblem, type AddressRule, type ResolveHost } from '@/lib/upstream';

// The address rule for the identity provider, applied to the issuer and to every endpoint its discovery document
// names, before the document is used, and again (by host) at every connection (./create-guarded-lookup.ts).

export interface OidcAddressRule {
  /** The configured issuer; loopback is allowed on its own origin only. */
  issuer: string;
  /** ALLOW_INSECURE_UPSTREAM: a provider on this machine (loopback, plain http), on the issuer's origin only. */
  allowInsecureLoopback: boolean;
  /** OIDC_ALLOW_PRIVATE_ISSUER: a provider inside the company's network, for the issuer and its endpoints alike. */
  allowPrivate: boolean;
}

/** Why the provider cannot be used; `reason` tells the sign-in page which message to show. */
export type OidcProviderReason = 'refused_address' | 'invalid_document' | 'unreachable';

export function oidcProviderError(reason: OidcProviderReason, message: string, field?: string): AppError {
  return new AppError('upstream_error', `company sign-in: ${message}`, { reason, ...(field ? { field } : {}) });
}

/** The sign-in page's code for a provider that cannot be used (features/sign-in), or null for any other error. */
export function signInErrorCodeOf(error: unknown): 'ProviderRefused' | 'ProviderUnavailable' | null {
  if (!(error instanceof AppError) || error.code !== 'upstream_error') return null;
  const reason = (error.details as { reason?: OidcProviderReason } | undefined)?.reason;
  if (reason === 'unreachable') return 'ProviderUnavailable';
  return reason === 'refused_address' || reason === 'invalid_document' ? 'ProviderRefused' : null;
}

/**
 * A local development provider has all its endpoints on the issuer's origin. Anything else on loopback (another port,
 * another name) is where an attacker's document would point on a developer's or test machine: Redis, the dashboard
 * itself. So ALLOW_INSECURE_UPSTREAM lets loopback through for the issuer's own origin only.
 */
export function loopbackAllowedFor(url: URL, rule: OidcAddressRule): boolean {
  return rule.allowInsecureLoopback && url.origin === new URL(rule.issuer).origin;
}

/** The parts of an endpoint that need no DNS: an absolute http(s) URL without credentials. Null when it is fine. */
export function findUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https://';
  if (url.username || url.password) return 'must not contain a username or password';
  return null;
}

/** The rule that findAddressProblem applies to `url`'s addresses. */
export function addressRuleFor(url: URL, rule: OidcAddressRule): AddressRule {
  const allowLoopback = loopbackAllowedFor(url, rule);
  return {
    allowLoopback: () => allowLoopback,
    allowPrivate: rule.allowPrivate,
    protocol: url.protocol === 'http:' ? 'http:' : 'https:',
  };
}

/**
 * Resolves and judges one endpoint of the provider (`field` names it in the messages, e.g. token_endpoint). Throws
 * the reason it cannot be used; returns the URL as given.
 */
export async function judgeOidcEndpoint(
  field: string,
  raw: string,
  rule: OidcAddressRule,
  resolve: ResolveHost,
): Promise<string> {
  const urlProblem = findUrlProblem(raw);
  if (urlProblem) throw oidcProviderError('invalid_document', `${field} ${urlProblem}`, field);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw oidcProviderError(
      'unreachable',
      `${field} ${url.origin}: the host name ${host} could not be resolved`,
      field,
    );
  }
  const problem = findAddressProblem(addresses, addressRuleFor(url, rule));
  if (!problem) return raw;
  const message =
    problem.kind === 'loopback' && rule.allowInsecureLoopback
      ? `points at this machine (loopback, ${problem.address}) on another origin than the issuer's; ` +
        `ALLOW_INSECURE_UPSTREAM allows loopback for the issuer's own origin (${new URL(rule.issuer).origin}) only`
      : problem.message;
  throw oidcProviderError('refused_address', `${field} ${url.origin} ${message}`, field);
}
