import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { AddressRefused, findAddressProblem, type ResolveHost } from '@/lib/upstream';
import type { OidcAddressRule } from './judge-oidc-endpoint';

// openid-client (under next-auth) makes the token, key set and userinfo requests with node's http(s).request and
// passes a `lookup` option through to the socket: this one resolves the name once, judges every answer by the
// provider's rule and hands the socket only judged addresses, so a name that was judged when the discovery document
// was read and has since been pointed inside the network (DNS rebinding) is refused at the connection. An IP literal
// is never looked up: it cannot change, and was judged with the document.

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export function createGuardedLookup(rule: OidcAddressRule, resolve: ResolveHost): LookupFunction {
  const issuerHost = new URL(rule.issuer).hostname;

  async function judge(hostname: string, family: number): Promise<LookupAddress[]> {
    const addresses = await resolve(hostname);
    // Every endpoint's origin (and scheme) was judged with the document; here only the host is known, so loopback
    // stays allowed for the issuer's host alone (the other ports on it were refused then).
    const problem = findAddressProblem(addresses, {
      allowLoopback: () => rule.allowInsecureLoopback && hostname === issuerHost,
      allowPrivate: rule.allowPrivate,
      protocol: 'https:',
    });
    if (problem) throw new AddressRefused(hostname, problem);
    const judged = addresses
      .map((address) => ({ address, family: isIP(address) }))
      .filter((a) => !family || a.family === family);
    if (judged.length > 0) return judged;
    throw Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' });
  }

  const lookup = (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
    // Two handlers, so a throw inside the socket's own callback is never reported as a lookup failure too.
    judge(hostname, family).then(
      (judged) => (options.all ? callback(null, judged) : callback(null, judged[0]!.address, judged[0]!.family)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
  return lookup as unknown as LookupFunction;
}
