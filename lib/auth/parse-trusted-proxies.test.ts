import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './parse-trusted-proxies';

describe('parseTrustedProxies', () => {
  it('is null when no proxy is configured', () => {
    expect(parseTrustedProxies('')).toBeNull();
    expect(parseTrustedProxies(' , ')).toBeNull();
  });

  it('trusts single addresses and CIDR ranges of both families', () => {
    const list = parseTrustedProxies('10.0.0.5, 172.16.0.0/12 ,2001:db8::/48')!;
    expect(list.check('10.0.0.5', 'ipv4')).toBe(true);
    expect(list.check('10.0.0.6', 'ipv4')).toBe(false);
    expect(list.check('172.31.255.1', 'ipv4')).toBe(true);
    expect(list.check('2001:db8:0:ffff::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db8:1::1', 'ipv6')).toBe(false);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/x', '2001:db8::/129'])(
    'refuses %s, naming the variable',
    (entry) => {
      expect(() => parseTrustedProxies(`10.0.0.1, ${entry}`)).toThrow(
        expect.objectContaining({
          code: 'invalid_request',
          message: expect.stringContaining(`TRUSTED_PROXIES: "${entry}"`),
        }),
      );
    },
  );
});
