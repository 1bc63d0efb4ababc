import { isIP } from 'node:net';

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'reserved';

const V4_RANGES: [string, number, AddressClass][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.169.254', 32, 'metadata'],
  ['169.254.0.0', 16, 'link-local'],
  ['192.0.0.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

function classifyV4(ip: string): AddressClass {
  const value = v4ToInt(ip);
  for (const [base, bits, kind] of V4_RANGES) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if ((value & mask) === (v4ToInt(base) & mask)) return kind;
  }
  return 'public';
}

/** What kind of address this is, for refusing upstream URLs that would reach inside the network (SSRF). */
export function classifyAddress(ip: string): AddressClass {
  const version = isIP(ip);
  if (version === 4) return classifyV4(ip);
  if (version !== 6) return 'reserved';
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return classifyV4(mapped[1]!);
  if (lower === '::1') return 'loopback';
  if (lower === '::') return 'unspecified';
  if (lower === 'fd00:ec2::254') return 'metadata';
  if (/^fe[89ab]/.test(lower)) return 'link-local';
  if (/^f[cd]/.test(lower)) return 'private';
  if (/^ff/.test(lower)) return 'reserved';
  return 'public';
}
