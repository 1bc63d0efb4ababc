import 'server-only';
import { env } from '@/lib/env';
import { deriveSecretKey, type SecretKeys } from './encrypt-secret';

let cached: SecretKeys | undefined;

export function getSecretKeys(): SecretKeys {
  if (cached) return cached;
  const e = env();
  cached = {
    current: deriveSecretKey(e.APP_SECRET),
    previous: e.APP_SECRET_PREVIOUS ? deriveSecretKey(e.APP_SECRET_PREVIOUS) : undefined,
  };
  return cached;
}
