import 'server-only';
import { clientAddress } from './client-address';
import { loadTrustedProxies } from './load-trusted-proxies';
import { readPeerAddress } from './stamp-peer-address';

let warned = false;

/** The address of the client that sent this request (see clientAddress), or null when it cannot be known. */
export function requestClientAddress(headers: Headers): string | null {
  const peer = readPeerAddress(headers);
  if (!peer && !warned) {
    warned = true;
    console.warn(
      '[slotboard] the client address is unknown (the peer-address stamp is not installed): ' +
        'sign-in failures are counted for all clients as one',
    );
  }
  return clientAddress({ peer, forwardedFor: headers.get('x-forwarded-for'), trustedProxies: loadTrustedProxies() });
}
