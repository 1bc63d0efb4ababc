// Minimal HS256 JWTs: enough for the Token endpoint and Bearer checks, with a real expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  tenant: string;
  roles: string[];
  iat: number;
  exp: number;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export function signToken(claims: TokenClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The claims of a valid, unexpired token; a reason string otherwise. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenClaims | string {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed token';
  const [head, body, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid signature';
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return 'malformed token';
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return 'token expired';
  return claims;
}
