import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  deriveSecretKey,
  encryptSecret,
  needsReencryption,
  SecretDecryptionError,
  type SecretPlace,
} from './encrypt-secret';

const oldKey = deriveSecretKey('the-old-app-secret-that-is-long-enough');
const newKey = deriveSecretKey('the-new-app-secret-that-is-long-enough');
const password: SecretPlace = { environment: 'production', field: 'password' };

/** Sealed by the v1 code (no associated data) with oldKey: what databases written before v2 hold. */
const V1_BLOB = 'v1.Kh_uvXee.WXPWcTz4KTwewt-s.Lu2kar9QdmCJjg7SBMcThq48Kg.-wnKpTn66uIMKML6CdgqPQ';

/** The blob with its base64url part `index` changed by `change`. */
function alter(blob: string, index: number, change: (bytes: Buffer) => Buffer): string {
  const parts = blob.split('.');
  parts[index] = change(Buffer.from(parts[index]!, 'base64url')).toString('base64url');
  return parts.join('.');
}

describe('encryptSecret', () => {
  it('round-trips in the v2 format and never contains the plaintext', () => {
    const blob = encryptSecret('api-password', { current: newKey }, password);
    expect(blob).toMatch(/^v2\./);
    expect(blob).not.toContain('api-password');
    expect(decryptSecret(blob, { current: newKey }, password)).toBe('api-password');
  });

  it('uses a fresh nonce every time', () => {
    const a = encryptSecret('same', { current: newKey }, password);
    const b = encryptSecret('same', { current: newKey }, password);
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
  });

  it('detects tampering', () => {
    const blob = alter(encryptSecret('api-password', { current: newKey }, password), 3, (b) =>
      Buffer.from(b.map((x, i) => (i === 0 ? x ^ 1 : x))),
    );
    expect(() => decryptSecret(blob, { current: newKey }, password)).toThrow(SecretDecryptionError);
  });

  it('refuses a truncated tag, whatever its length, and a v1 blob with one', () => {
    const blob = encryptSecret('api-password', { current: newKey }, password);
    for (const length of [4, 8, 12, 15]) {
      expect(() =>
        decryptSecret(
          alter(blob, 4, (tag) => tag.subarray(0, length)),
          { current: newKey },
          password,
        ),
      ).toThrow(SecretDecryptionError);
      expect(() =>
        decryptSecret(
          alter(V1_BLOB, 4, (tag) => tag.subarray(0, length)),
          { current: oldKey },
          password,
        ),
      ).toThrow(SecretDecryptionError);
    }
    expect(() =>
      decryptSecret(
        alter(blob, 4, (tag) => Buffer.concat([tag, Buffer.from([0])])),
        { current: newKey },
        password,
      ),
    ).toThrow(SecretDecryptionError);
  });

  it('binds the environment and the field: a blob moved elsewhere does not open', () => {
    const keys = { current: newKey };
    const blob = encryptSecret('api-password', keys, password);
    expect(() => decryptSecret(blob, keys, { environment: 'sandbox', field: 'password' })).toThrow(
      /another environment or field/,
    );
    expect(() =>
      decryptSecret(blob, keys, {
        environment: 'production',
        field: 'webhookSecret/0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11',
      }),
    ).toThrow(SecretDecryptionError);
    const webhook = encryptSecret('hook', keys, { environment: 'production', field: 'webhookSecret/a' });
    expect(decryptSecret(webhook, keys, { environment: 'production', field: 'webhookSecret/a' })).toBe('hook');
    expect(() => decryptSecret(webhook, keys, { environment: 'production', field: 'webhookSecret/b' })).toThrow(
      SecretDecryptionError,
    );
  });

  it('still reads v1 blobs, and says they need re-encrypting even under the current key', () => {
    expect(decryptSecret(V1_BLOB, { current: oldKey }, password)).toBe('legacy-api-password');
    expect(
      decryptSecret(V1_BLOB, { current: newKey, previous: oldKey }, { environment: 'sandbox', field: 'password' }),
    ).toBe('legacy-api-password');
    expect(needsReencryption(V1_BLOB, { current: oldKey })).toBe(true);
  });

  it('still opens blobs sealed with the previous key, and says they need re-encrypting', () => {
    const blob = encryptSecret('rotating', { current: oldKey }, password);
    expect(() => decryptSecret(blob, { current: newKey }, password)).toThrow(/neither APP_SECRET/);
    expect(decryptSecret(blob, { current: newKey, previous: oldKey }, password)).toBe('rotating');
    expect(needsReencryption(blob, { current: newKey, previous: oldKey })).toBe(true);
    expect(needsReencryption(encryptSecret('x', { current: newKey }, password), { current: newKey })).toBe(false);
  });

  it('refuses what is not a blob, or a version it does not know', () => {
    expect(() => decryptSecret('plain text', { current: newKey }, password)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(V1_BLOB.replace(/^v1/, 'v3'), { current: oldKey }, password)).toThrow(
      /not an encrypted secret/,
    );
    expect(() => decryptSecret(`${V1_BLOB}.extra`, { current: oldKey }, password)).toThrow(/not an encrypted secret/);
  });
});
