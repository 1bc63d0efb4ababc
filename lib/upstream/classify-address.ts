import { isIP } from 'node:net';

// What kind of address an IP is, for refusing upstream connections that would reach inside the network (SSRF).
// Used when a base URL is saved and again on every connection (lib/upstream/guard-connection.ts).

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'reserved';

/**
 * IPv4 ranges by class, first match wins (the metadata address before the link-local range that holds it).
 * IANA's special-purpose registry: documentation, benchmarking, protocol assignments, the deprecated 6to4
 * relay anycast, multicast and the future-use block are 'reserved': no reservation service lives there.
 */
const V4_RANGES: [AddressClass, string[]][] = [
  ['unspecified', ['0.0.0.0/8']],
  ['loopback', ['127.0.0.0/8']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10']],
  ['metadata', ['169.254.169.254/32']],
  ['link-local', ['169.254.0.0/16']],
  [
    'reserved',
    [
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '224.0.0.0/4',
      '240.0.0.0/4',
    ],
  ],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

const V4_MASKS = V4_RANGES.flatMap(([kind, cidrs]) =>
  cidrs.map((cidr) => {
    const [base, bits] = cidr.split('/') as [string, string];
    const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
    return { kind, mask, network: (v4ToInt(base) & mask) >>> 0 };
  }),
);

function classifyV4Int(value: number): AddressClass {
  return V4_MASKS.find(({ mask, network }) => (value & mask) >>> 0 === network)?.kind ?? 'public';
}

/** The eight 16-bit groups of an IPv6 address (already validated by isIP), dotted IPv4 tails included. */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToInt(dotted[1]!);
    text = text.slice(0, -dotted[1]!.length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

function classifyV6(ip: string): AddressClass {
  const g = ipv6Groups(ip);
  const embeddedV4 = (((g[6]! << 16) | g[7]!) >>> 0) as number;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 8)) return 'unspecified';
  if (zero(0, 7) && g[7] === 1) return 'loopback';
  // Every form that carries an IPv4 address is judged by that address, whatever notation it was written in:
  // mapped ::ffff:a.b.c.d, translated (SIIT) ::ffff:0:a.b.c.d, compatible ::a.b.c.d, well-known NAT64
  // 64:ff9b::a.b.c.d, and 6to4 2002:aabb:ccdd::.
  if (zero(0, 5) && g[5] === 0xffff) return classifyV4Int(embeddedV4);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return classifyV4Int(embeddedV4);
  if (zero(0, 6)) return classifyV4Int(embeddedV4);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return classifyV4Int(embeddedV4);
  // Local-use NAT64 (RFC 8215) translates inside an operator's own network, whatever IPv4 address it carries.
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  if (g[0] === 0x2002) return classifyV4Int(((g[1]! << 16) | g[2]!) >>> 0);
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && zero(2, 7) && g[7] === 0x254) return 'metadata';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  // Site-local (deprecated by RFC 3879, still routed inside some networks) is as internal as unique-local.
  if ((g[0]! & 0xffc0) === 0xfec0) return 'private';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'private';
  // Only 2000::/3 is global unicast; the rest (::/8 leftovers, 100::/64 discard, 64:ff9b::/32 outside the
  // NAT64 prefixes, multicast, unassigned space) is never a service's address.
  if ((g[0]! & 0xe000) !== 0x2000) return 'reserved';
  // 2001::/23 holds protocol assignments, Teredo 2001::/32 among them: a tunnel endpoint whose IPv4 client
  // address is hidden (XOR-ed) in the last 32 bits. Refused outright rather than judged by that address: no
  // reservation service is reached over Teredo. Documentation 2001:db8::/32 and 3fff::/20 likewise.
  if (g[0] === 0x2001 && g[1]! < 0x200) return 'reserved';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'reserved';
  if (g[0] === 0x3fff && g[1]! < 0x1000) return 'reserved';
  return 'public';
}

/** What kind of address this is; anything that is not an IP address is 'reserved'. */
export function classifyAddress(ip: string): AddressClass {
  const version = isIP(ip);
  if (version === 4) return classifyV4Int(v4ToInt(ip));
  if (version === 6) return classifyV6(ip);
  return 'reserved';
}
