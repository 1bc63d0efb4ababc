import { isIP } from 'node:net';

/**
 * What the throttle counts failures under for one client address: the address itself for IPv4, its /64 network for
 * IPv6 (the smallest block one subscriber is given, so a single attacker cannot multiply the per-address limit by
 * walking the addresses of its own network). Expects the output of normalizeAddress.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${address.split(':').slice(0, 4).join(':')}::/64`;
}
