import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveSecretKey, encryptSecret, needsReencryption, SecretDecryptionError } from './encrypt-secret';

const oldKey = deriveSecretKey('the-old-app-secret-that-is-long-enough');
const newKey = deriveSecretKey('the-new-app-secret-that-is-long-enough');

describe('encryptSecret', () => {
  it('round-trips and never contains the plaintext', () => {
    const blob = encryptSecret('api-password', { current: newKey });
    expect(blob).not.toContain('api-password');
    expect(decryptSecret(blob, { current: newKey })).toBe('api-password');
  });

  it('uses a fresh nonce every time', () => {
    const a = encryptSecret('same', { current: newKey });
    const b = encryptSecret('same', { current: newKey });
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
  });

  it('detects tampering', () => {
    const parts = encryptSecret('api-password', { current: newKey }).split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => decryptSecret(parts.join('.'), { current: newKey })).toThrow(SecretDecryptionError);
  });

  it('still opens blobs sealed with the previous key, and says they need re-encrypting', () => {
    const blob = encryptSecret('rotating', { current: oldKey });
    expect(() => decryptSecret(blob, { current: newKey })).toThrow(/neither APP_SECRET/);
    expect(decryptSecret(blob, { current: newKey, previous: oldKey })).toBe('rotating');
    expect(needsReencryption(blob, { current: newKey, previous: oldKey })).toBe(true);
    expect(needsReencryption(encryptSecret('x', { current: newKey }), { current: newKey })).toBe(false);
  });

  it('refuses what is not a blob', () => {
    expect(() => decryptSecret('plain text', { current: newKey })).toThrow(SecretDecryptionError);
  });
});
