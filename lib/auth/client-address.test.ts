import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';
import { parseTrustedProxies } from './parse-trusted-proxies';

describe('clientAddress', () => {
  describe('with no trusted proxy', () => {
    const trustedProxies = null;

    it('is the socket peer whatever X-Forwarded-For says', () => {
      expect(clientAddress({ peer: '198.51.100.7', forwardedFor: '203.0.113.9', trustedProxies })).toBe('198.51.100.7');
      expect(clientAddress({ peer: '::ffff:198.51.100.7', forwardedFor: null, trustedProxies })).toBe('198.51.100.7');
    });

    it('is unknown without a peer, even when the client names one', () => {
      expect(clientAddress({ peer: null, forwardedFor: '203.0.113.9', trustedProxies })).toBeNull();
    });
  });

  describe('behind trusted proxies', () => {
    const trustedProxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.10');

    it('walks X-Forwarded-For from the right past every trusted proxy', () => {
      expect(
        clientAddress({ peer: '10.0.0.2', forwardedFor: '203.0.113.9, 198.51.100.7, 192.0.2.10', trustedProxies }),
      ).toBe('198.51.100.7');
      expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '198.51.100.7', trustedProxies })).toBe('198.51.100.7');
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
      expect(clientAddress({ peer: '198.51.100.7', forwardedFor: '203.0.113.9', trustedProxies })).toBe('198.51.100.7');
    });

    it('stops at the last trusted hop when the next entry is not an address', () => {
      expect(clientAddress({ peer: '10.0.0.2', forwardedFor: 'unknown, 192.0.2.10', trustedProxies })).toBe(
        '192.0.2.10',
      );
    });

    it('is the leftmost entry when every hop is trusted, and the proxy itself without the header', () => {
      expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '10.1.1.1, 10.0.0.3', trustedProxies })).toBe('10.1.1.1');
      expect(clientAddress({ peer: '10.0.0.2', forwardedFor: null, trustedProxies })).toBe('10.0.0.2');
    });
  });
});
