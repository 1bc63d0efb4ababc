import { isIP, type BlockList } from 'node:net';
import { normalizeAddress } from './normalize-address';

export interface AddressSources {
  /** The address at the other end of the TCP connection (lib/auth/stamp-peer-address.ts), when known. */
  peer: string | null;
  /** The X-Forwarded-For header as received. */
  forwardedFor: string | null;
  /** TRUSTED_PROXIES; null when no proxy is trusted. */
  trustedProxies: BlockList | null;
}

const isTrusted = (list: BlockList, address: string) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address. With no trusted proxy it is the socket's peer, whatever X-Forwarded-For says (a client can
 * write anything there). When the peer is a trusted proxy, X-Forwarded-For is walked from the right (each proxy
 * appends the address it was connected from) past every trusted proxy; the first untrusted entry is the client.
 * An unreadable entry ends the walk at the last trusted hop, which is then held responsible.
 */
export function clientAddress({ peer, forwardedFor, trustedProxies }: AddressSources): string | null {
  let current = normalizeAddress(peer);
  if (!current || !trustedProxies || !isTrusted(trustedProxies, current)) return current;
  const hops = (forwardedFor ?? '').split(',').reverse();
  for (const hop of hops) {
    if (!hop.trim()) continue;
    const address = normalizeAddress(hop);
    if (!address) return current;
    current = address;
    if (!isTrusted(trustedProxies, address)) return address;
  }
  return current;
}
