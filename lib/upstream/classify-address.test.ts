import { describe, expect, it } from 'vitest';
import { classifyAddress } from './classify-address';

describe('classifyAddress', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['2606:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    // The forms a URL parser or a resolver actually produces for embedded IPv4 addresses.
    ['::ffff:a00:5', 'private'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:7f00:1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b::5db8:d822', 'public'],
    ['2002:a00:1::1', 'private'],
    ['::ffff:5db8:d822', 'public'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.10.10', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['not-an-ip', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each([
    // IPv4-translated (SIIT, RFC 7915): judged by the IPv4 address, in either notation.
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:a9fe:a9fe', 'metadata'],
    ['::ffff:0:5db8:d822', 'public'],
    // Local-use NAT64 (RFC 8215): inside the operator's network whatever it carries.
    ['64:ff9b:1::a00:1', 'private'],
    ['64:ff9b:1:ffff::5db8:d822', 'private'],
    // Outside the two NAT64 prefixes, 64:ff9b::/32 is unassigned.
    ['64:ff9b:2::1', 'reserved'],
    // Site-local (fec0::/10).
    ['fec0::1', 'private'],
    ['feff:ffff::1', 'private'],
    // Teredo (2001::/32): refused outright, whether its hidden client address (last 32 bits XOR 0xffffffff)
    // is private (10.0.0.1 -> f5ff:fffe) or public (93.184.216.34 -> a247:27dd).
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:a247:27dd', 'reserved'],
    ['2001:1::1', 'reserved'],
    ['2001:1ff::1', 'reserved'],
    ['2001:200::1', 'public'],
    // Documentation and discard ranges (IANA special-purpose registries).
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.200', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['100::1', 'reserved'],
    // Nothing outside 2000::/3 is global unicast: ::/8 leftovers, multicast, unassigned space.
    ['::1:0:0:1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['fe80::1%eth0', 'link-local'],
  ])('special-purpose %s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });
});
