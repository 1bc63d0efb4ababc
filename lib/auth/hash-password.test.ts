import { randomBytes, scryptSync } from 'node:crypto';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let hashing: typeof import('./hash-password');
let work: typeof import('./run-password-work');

beforeAll(async () => {
  vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1:3000');
  vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-secret-unit-test-secret-0001');
  vi.stubEnv('APP_SECRET', 'unit-test-app-secret-unit-test-app-0001');
  vi.stubEnv('SIGN_IN_MAX_CONCURRENT', '1');
  hashing = await import('./hash-password');
  work = await import('./run-password-work');
});
afterAll(() => vi.unstubAllEnvs());

/** A hash as Slotboard stored them before argon2id: scrypt N=2^15, r=8, p=1. */
function legacyScrypt(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('hashPassword', () => {
  it('stores argon2id at OWASP minimum parameters and verifies only the right password', async () => {
    const stored = await hashing.hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]+\$[\w+/]+$/);
    expect(await hashing.verifyPassword('correct horse battery', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await hashing.verifyPassword('correct horse batterx', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('salts every hash', async () => {
    expect(await hashing.hashPassword('same')).not.toBe(await hashing.hashPassword('same'));
  });

  it('verifies Unicode passwords by what was typed (NFKC)', async () => {
    const stored = await hashing.hashPassword('Ångström-pass');
    expect((await hashing.verifyPassword('A\u030angstro\u0308m-pass', stored)).ok).toBe(true);
  });

  it('still verifies a legacy scrypt hash, and asks for a re-hash only when the password was right', async () => {
    const stored = legacyScrypt('old-password-1');
    expect(await hashing.verifyPassword('old-password-1', stored)).toEqual({ ok: true, needsRehash: true });
    expect(await hashing.verifyPassword('old-password-2', stored)).toEqual({ ok: false, needsRehash: true });
  });

  it('asks for a re-hash of argon2 hashes made with weaker parameters', async () => {
    const weak = await argon2.hash('weak-params-1', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(await hashing.verifyPassword('weak-params-1', weak)).toEqual({ ok: true, needsRehash: true });
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of [
      '',
      'bcrypt$abc',
      '$argon2id$v=19$m=19456,t=2,p=1$bad',
      'scrypt$x$8$1$a$b',
      'scrypt$32768$8$1$$',
    ]) {
      expect((await hashing.verifyPassword('x', stored)).ok).toBe(false);
    }
  });

  it('gives unknown accounts a dummy hash of the same algorithm and cost', async () => {
    const dummy = await hashing.getDummyHash();
    expect(dummy.split('$').slice(0, 4)).toEqual((await hashing.hashPassword('x')).split('$').slice(0, 4));
    expect(await hashing.getDummyHash()).toBe(dummy);
  });

  it('runs no more hashes at once than SIGN_IN_MAX_CONCURRENT, queueing the rest', async () => {
    const limit = work.passwordWorkLimit();
    const runs = [
      hashing.hashPassword('a'),
      hashing.hashPassword('b'),
      hashing.verifyPassword('c', await hashing.getDummyHash()),
    ];
    expect([limit.active, limit.waiting]).toEqual([1, 2]);
    await Promise.all(runs);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });
});
