// Every upstream connection goes through here: the host is resolved once, every answer is judged by the rule
// the base URL was saved under, and the socket goes to a judged address, never to a second resolution. A name
// that pointed at the service when it was saved and now points inside the network (DNS rebinding) is refused
// before a single byte leaves this machine.
import 'server-only';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { findAddressProblem, type AddressProblem } from './find-address-problem';

/** A host name's addresses, as the system resolver gives them; injected in tests to play a rebinding DNS. */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Why a connection was not made; fetch wraps it as the cause of its TypeError. */
export class AddressRefused extends Error {
  readonly code = 'ERR_UPSTREAM_ADDRESS_REFUSED';
  constructor(
    readonly host: string,
    readonly problem: AddressProblem,
  ) {
    super(`${host} ${problem.message}`);
  }
}

interface GuardOptions {
  allowLoopback: () => boolean;
  /** OIDC_ALLOW_PRIVATE_ISSUER, for the identity provider's connections only (see find-address-problem.ts). */
  allowPrivate?: boolean;
  resolve?: ResolveHost;
}

/**
 * The dispatcher a transport hands to fetch: each new connection is resolved, judged and pinned to a judged address.
 */
export function createGuardedDispatcher(options: GuardOptions): Agent {
  const resolve = options.resolve ?? resolveHost;
  const connectSocket = buildConnector({});

  const connect: buildConnector.connector = (target, callback) => {
    const protocol = target.protocol === 'http:' ? 'http:' : 'https:';
    const answers = isIP(target.hostname) ? Promise.resolve([target.hostname]) : resolve(target.hostname);
    answers
      .then((addresses) => {
        const problem = findAddressProblem(addresses, {
          allowLoopback: options.allowLoopback,
          allowPrivate: options.allowPrivate,
          protocol,
        });
        if (problem) throw new AddressRefused(target.hostname, problem);
        connectToFirst(addresses, 0);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));

    // `host` keeps the name, so TLS still checks the certificate (and sends SNI) for the name, not the address.
    function connectToFirst(addresses: string[], index: number) {
      connectSocket({ ...target, hostname: addresses[index]! }, (error, socket) => {
        if (error && index + 1 < addresses.length) return connectToFirst(addresses, index + 1);
        if (error) return callback(error, null);
        callback(null, socket!);
      });
    }
  };

  return new Agent({ connect });
}
