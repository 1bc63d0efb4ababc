// When a bearer token should be renewed, read from the JWT's own exp claim (the spec does not give a lifetime).

/** The exp claim of a JWT in epoch milliseconds, or null when the token is opaque or carries no exp. */
export function readTokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The moment to stop using a token: a margin before exp, so a request started just before expiry does not
 * arrive with a dead token. The margin is 20% of the remaining lifetime, at most 60 s, so short-lived tokens
 * are still used for most of their life. Null exp: use it until the service answers 401.
 */
export function computeRenewAt(expiresAtMs: number | null, issuedAtMs: number): number {
  if (expiresAtMs === null) return Number.POSITIVE_INFINITY;
  const lifetime = Math.max(0, expiresAtMs - issuedAtMs);
  return expiresAtMs - Math.min(60_000, lifetime * 0.2);
}
