import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// Secrets at rest: AES-256-GCM with a fresh 96-bit nonce per encryption, key derived from APP_SECRET by HKDF.
// Format: v2.<key id>.<nonce>.<ciphertext>.<tag> (base64url), so a blob names the key that sealed it and a
// rotation can tell which blobs still need re-encrypting. v2 binds where the secret belongs (environment and
// field) as additional authenticated data: a blob copied into another environment or field does not open.
// v1 (the same without associated data) is still read until `npm run secrets:reencrypt` has migrated it.

interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretKeys {
  current: SecretKey;
  previous?: SecretKey;
}

/**
 * Where a secret is stored: the environment's API password, or one of its webhook secrets (by id); or the company
 * sign-in's client secret (environment 'sso', field 'clientSecret').
 */
export interface SecretPlace {
  environment: string;
  field: 'password' | `webhookSecret/${string}` | 'clientSecret';
}

const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
/** GCM's full tag: a shorter one would make forging a blob far cheaper, so nothing else is accepted. */
const TAG_BYTES = 16;
const NONCE_BYTES = 12;

const associatedData = (place: SecretPlace) => Buffer.from(`slotboard/${place.environment}/${place.field}`, 'utf8');

export function deriveSecretKey(appSecret: string): SecretKey {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'slotboard-settings', 'aes-256-gcm secrets v1', 32));
  return { key, id: createHash('sha256').update(key).digest('base64url').slice(0, 8) };
}

export function encryptSecret(plaintext: string, keys: SecretKeys, place: SecretPlace): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(place));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    keys.current.id,
    nonce.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

export class SecretDecryptionError extends Error {}

export function decryptSecret(blob: string, keys: SecretKeys, place: SecretPlace): string {
  const parts = blob.split('.');
  const [version, keyId, nonceText, ciphertext, tagText] = parts;
  if (
    parts.length !== 5 ||
    (version !== VERSION && version !== LEGACY_VERSION) ||
    !keyId ||
    !nonceText ||
    ciphertext === undefined ||
    !tagText
  ) {
    throw new SecretDecryptionError('not an encrypted secret');
  }
  const key = [keys.current, keys.previous].find((k) => k?.id === keyId);
  if (!key) throw new SecretDecryptionError('sealed with a key that is neither APP_SECRET nor APP_SECRET_PREVIOUS');
  const nonce = Buffer.from(nonceText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  // Node would accept a tag cut to 4 bytes; both versions always wrote 16, so anything else is an alteration.
  if (tag.length !== TAG_BYTES || nonce.length !== NONCE_BYTES)
    throw new SecretDecryptionError('the secret was altered or the key is wrong');
  const decipher = createDecipheriv('aes-256-gcm', key.key, nonce, { authTagLength: TAG_BYTES });
  if (version === VERSION) decipher.setAAD(associatedData(place));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError(
      'the secret was altered, belongs to another environment or field, or the key is wrong',
    );
  }
}

/** True when the blob is in the old format or sealed with an older key, and should be re-encrypted. */
export function needsReencryption(blob: string, keys: SecretKeys): boolean {
  const [version, keyId] = blob.split('.');
  return version !== VERSION || keyId !== keys.current.id;
}
