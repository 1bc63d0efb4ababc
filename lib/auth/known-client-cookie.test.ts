import { describe, expect, it } from 'vitest';
import { knownClientCookie } from './known-client-cookie';

const secret = 'unit-test-secret-unit-test-secret-0001';

describe('knownClientCookie', () => {
  it('recognises the browser for the account it signed in to, in any e-mail case', () => {
    const cookie = knownClientCookie.add(undefined, 'Admin@Example.com', secret);
    const id = knownClientCookie.find(cookie, 'admin@example.com', secret);
    expect(id).toMatch(/^[\w-]{22}$/);
  });

  it('is worth nothing for another account, under another secret, or altered', () => {
    const cookie = knownClientCookie.add(undefined, 'admin@example.com', secret);
    expect(knownClientCookie.find(cookie, 'planner@example.com', secret)).toBeNull();
    expect(knownClientCookie.find(cookie, 'admin@example.com', `${secret}x`)).toBeNull();
    const [id, signature] = cookie.split('.');
    const flipped = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(knownClientCookie.find(flipped, 'admin@example.com', secret)).toBeNull();
    expect(knownClientCookie.find('garbage', 'admin@example.com', secret)).toBeNull();
    expect(knownClientCookie.find(undefined, 'admin@example.com', secret)).toBeNull();
  });

  it('keeps the last five accounts, the newest first, with a fresh id for the account signed in again', () => {
    let cookie: string | undefined;
    for (let i = 0; i < 6; i++) cookie = knownClientCookie.add(cookie, `user${i}@example.com`, secret);
    expect(knownClientCookie.find(cookie, 'user0@example.com', secret)).toBeNull();
    for (let i = 1; i < 6; i++) expect(knownClientCookie.find(cookie, `user${i}@example.com`, secret)).not.toBeNull();
    const before = knownClientCookie.find(cookie, 'user3@example.com', secret);
    const again = knownClientCookie.add(cookie, 'user3@example.com', secret);
    expect(knownClientCookie.find(again, 'user3@example.com', secret)).not.toBe(before);
    expect(again.split('~')).toHaveLength(5);
    expect(knownClientCookie.find(again, 'user1@example.com', secret)).not.toBeNull();
  });
});
