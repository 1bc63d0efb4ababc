import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './sign-token';

const claims = { sub: 'api', tenant: 'demo', roles: ['API access'], iat: 100, exp: 200 };

describe('signToken / verifyToken', () => {
  it('round-trips claims before the expiry', () => {
    expect(verifyToken(signToken(claims, 's'), 's', 150_000)).toEqual(claims);
  });

  it('refuses expired, tampered and foreign tokens', () => {
    const token = signToken(claims, 's');
    expect(verifyToken(token, 's', 200_000)).toBe('token expired');
    expect(verifyToken(token, 'other', 150_000)).toBe('invalid signature');
    expect(verifyToken(token.replace(/\.[^.]+\./, '.e30.'), 's', 150_000)).toBe('invalid signature');
    expect(verifyToken('abc', 's', 0)).toBe('malformed token');
  });
});
