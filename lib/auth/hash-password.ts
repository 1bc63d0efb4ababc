import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';
import { runPasswordWork } from './run-password-work';

// argon2id at OWASP's Password Storage Cheat Sheet minimum (m=19 MiB, t=2, p=1): memory-hard, ~30 ms here, and run on
// libuv's thread pool by the native addon, never on the event loop. Stored as the PHC string argon2 writes
// (`$argon2id$v=19$m=19456,p=1,t=2$salt$hash`), so the parameters can be raised later and old hashes still verify.
export const ARGON2_PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Unicode passwords compare by what was typed, not by which of the equivalent code point sequences a keyboard sent. */
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return runPasswordWork(() => argon2.hash(normalize(password), ARGON2_PARAMS));
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash uses an older algorithm or weaker parameters: hash the (correct) password again. */
  needsRehash: boolean;
}

export function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  return runPasswordWork(async () => {
    if (stored.startsWith('$argon2')) {
      const ok = await argon2.verify(stored, normalize(password)).catch(() => false);
      return { ok, needsRehash: ok && argon2.needsRehash(stored, ARGON2_PARAMS) };
    }
    if (stored.startsWith('scrypt$')) return { ok: await verifyLegacyScrypt(password, stored), needsRehash: true };
    return { ok: false, needsRehash: false };
  });
}

// Hashes written before argon2id: `scrypt$N$r$p$salt$hash` (N=2^15, r=8, p=1), re-hashed at the next good sign-in.
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !hash || !Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  const actual = await new Promise<Buffer | null>((resolve) => {
    scrypt(normalize(password), Buffer.from(salt, 'base64url'), expected.length || 32, options, (error, key) =>
      resolve(error ? null : key),
    );
  });
  return !!actual && actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when the account does not exist costs what a real account costs (same algorithm and
// parameters), so timing does not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  // A failure is not kept: the next sign-in with an unknown e-mail tries again instead of answering 500 for ever.
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
