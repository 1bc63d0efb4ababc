import { BlockList, isIP } from 'node:net';
import { AppError } from '@/lib/errors';

/** TRUSTED_PROXIES (`10.0.0.5, 10.1.0.0/16, 2001:db8::/48`) as a list to test addresses against; null when empty. */
export function parseTrustedProxies(value: string): BlockList | null {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix!)))
    ) {
      throw new AppError(
        'invalid_request',
        `TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.5, 10.1.0.0/16, 2001:db8::/48).`,
        [{ field: 'TRUSTED_PROXIES', message: `"${entry}" is not an IP address or a CIDR range` }],
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}
