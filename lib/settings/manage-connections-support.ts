import { createCipheriv, randomBytes } from 'node:crypto';
import { deriveSecretKey } from './encrypt-secret';

// What the manage-connections tests save, and the older secret format it migrates from.

export const INPUT = {
  baseUrl: 'http://127.0.0.1:4010/',
  tenant: 'demo',
  authMethod: 'bearer' as const,
  username: 'api',
  password: 'api-password',
  webhookSecrets: { add: 'demo-webhook-secret', removeIds: [] },
  units: [{ id: '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11', name: 'Pallet' }],
  branchTimeZones: { '5c1e0f3a-4b7d-4a2e-9c8f-1d2e3f4a5b6c': 'Europe/Prague' },
};

/** A secret in the v1 format (no associated data), as databases written before v2 hold them. */
export function sealV1(plaintext: string, appSecret: string): string {
  const { id, key } = deriveSecretKey(appSecret);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v1',
    id,
    nonce.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

export function withoutPasswordOf<T extends { password?: string }>(input: T): Omit<T, 'password'> {
  const copy: Partial<T> = { ...input };
  delete copy.password;
  return copy as Omit<T, 'password'>;
}
