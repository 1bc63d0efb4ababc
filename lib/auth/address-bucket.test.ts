import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';
import { normalizeAddress } from './normalize-address';

describe('addressBucket', () => {
  it('counts an IPv4 address on its own', () => {
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every address of one IPv6 /64 together, and other networks apart', () => {
    const a = addressBucket(normalizeAddress('2001:db8:1:2::1')!);
    expect(a).toBe('2001:0db8:0001:0002::/64');
    expect(addressBucket(normalizeAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')!)).toBe(a);
    expect(addressBucket(normalizeAddress('2001:db8:1:3::1')!)).not.toBe(a);
  });
});
