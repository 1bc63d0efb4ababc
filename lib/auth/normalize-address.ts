import { isIP } from 'node:net';
import { ipv6Groups } from '@/lib/upstream';

/**
 * One IP address in the form the throttle compares: IPv4 dotted, IPv6 lower-case and fully expanded, an IPv4-mapped
 * IPv6 address as its IPv4 address. Accepts what sockets and proxies write (`[::1]:443`, `198.51.100.7:5000`,
 * `fe80::1%eth0`); anything else is null.
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let value = raw?.trim() ?? '';
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '').toLowerCase();
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  const groups = ipv6Groups(value);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return groups.map((g) => g.toString(16).padStart(4, '0')).join(':');
}
