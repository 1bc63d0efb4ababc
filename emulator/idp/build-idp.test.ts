import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tamperWith, withOverrides } from './build-idp';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const header = b64(JSON.stringify({ alg: 'RS256', kid: 'k1' }));
const payload = b64(JSON.stringify({ iss: 'http://idp', aud: 'slotboard', nonce: 'n1', sub: 'u1' }));
const token = `${header}.${payload}.${b64(sign('sha256', Buffer.from(`${header}.${payload}`), privateKey))}`;

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const verifies = (jwt: string) => {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  return verify('sha256', Buffer.from(`${h}.${p}`), publicKey, Buffer.from(s, 'base64url'));
};

describe('tamperWith', () => {
  it('changes one claim and signs again with the same key, so only that claim is wrong', () => {
    expect(verifies(token)).toBe(true);
    expect(claimsOf(tamperWith(token, 'issuer', privateKey))).toMatchObject({
      iss: 'https://idp.attacker.example',
      aud: 'slotboard',
      nonce: 'n1',
    });
    expect(claimsOf(tamperWith(token, 'audience', privateKey))).toMatchObject({
      iss: 'http://idp',
      aud: 'another-client',
    });
    expect(claimsOf(tamperWith(token, 'nonce', privateKey)).nonce).not.toBe('n1');
    for (const mode of ['issuer', 'audience', 'nonce'] as const)
      expect(verifies(tamperWith(token, mode, privateKey))).toBe(true);
  });

  it('breaks the signature and nothing else', () => {
    const broken = tamperWith(token, 'signature', privateKey);
    expect(claimsOf(broken)).toEqual(claimsOf(token));
    expect(verifies(broken)).toBe(false);
  });
});

describe('withOverrides', () => {
  it('sets claims exactly as asked, leaves out the null ones, and never changes the subject', () => {
    const base = { sub: 'u1', email: 'u1@example.com', email_verified: true, name: 'U1' };
    expect(withOverrides(base)).toEqual(base);
    expect(withOverrides(base, { email_verified: 'false' })).toEqual({ ...base, email_verified: 'false' });
    expect(withOverrides(base, { email: null, email_verified: null, preferred_username: 'u1@example.com' })).toEqual({
      sub: 'u1',
      name: 'U1',
      preferred_username: 'u1@example.com',
    });
    expect(withOverrides(base, { sub: 'someone-else' }).sub).toBe('u1');
  });
});
