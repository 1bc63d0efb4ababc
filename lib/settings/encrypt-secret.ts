import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// Secrets at rest: AES-256-GCM with a fresh 96-bit nonce per encryption, key derived from APP_SECRET by HKDF.
// Format: v1.<key id>.<nonce>.<ciphertext>.<tag> (base64url), so a blob names the key that sealed it and a
// rotation can tell which blobs still need re-encrypting.

interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretKeys {
  current: SecretKey;
  previous?: SecretKey;
}

export function deriveSecretKey(appSecret: string): SecretKey {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'slotboard-settings', 'aes-256-gcm secrets v1', 32));
  return { key, id: createHash('sha256').update(key).digest('base64url').slice(0, 8) };
}

export function encryptSecret(plaintext: string, keys: SecretKeys): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', keys.current.id, nonce.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export class SecretDecryptionError extends Error {}

export function decryptSecret(blob: string, keys: SecretKeys): string {
  const [version, keyId, nonce, ciphertext, tag] = blob.split('.');
  if (version !== 'v1' || !keyId || !nonce || ciphertext === undefined || !tag) throw new SecretDecryptionError('not an encrypted secret');
  const key = [keys.current, keys.previous].find((k) => k?.id === keyId);
  if (!key) throw new SecretDecryptionError('sealed with a key that is neither APP_SECRET nor APP_SECRET_PREVIOUS');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError('the secret was altered or the key is wrong');
  }
}

/** True when the blob is sealed with an older key and should be re-encrypted. */
export function needsReencryption(blob: string, keys: SecretKeys): boolean {
  return blob.split('.')[1] !== keys.current.id;
}
