import { describe, expect, it } from 'vitest';
import { isDemoAccountFromAfar } from './bootstrap-users';

describe('isDemoAccountFromAfar', () => {
  it('lets the demo accounts sign in only from this machine', () => {
    for (const address of ['127.0.0.1', '127.13.0.9', '::1', '::ffff:127.0.0.1'])
      expect(isDemoAccountFromAfar('Admin@Example.com', address)).toBe(false);
    for (const address of ['192.168.1.20', '203.0.113.5', '2001:db8::1', null])
      expect(isDemoAccountFromAfar('admin@example.com', address)).toBe(true);
    expect(isDemoAccountFromAfar('planner@example.com', '10.0.0.8')).toBe(true);
  });

  it('leaves every other account alone, wherever it signs in from', () => {
    expect(isDemoAccountFromAfar('someone@example.com', '203.0.113.5')).toBe(false);
  });
});
