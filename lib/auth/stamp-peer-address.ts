import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { processState } from '@/lib/process-state';

// A route handler sees only a copy of the request's headers, never its socket; and `next start` writes the socket's
// address into X-Forwarded-For only when the client sent none, so that header cannot tell who is connected.
// Installed once per process (instrumentation), this stamps every incoming request with its socket's peer address
// in a header carrying a random per-process token: a client cannot forge the stamp, and any copy of the header it
// sends is overwritten.
const HEADER = 'x-slotboard-peer';
const stamp = processState('auth.peerStamp', () => ({ token: undefined as string | undefined }));
/** Every event by which Node hands a server a new request (the last two for `Expect:` headers, when listened for). */
const REQUEST_EVENTS = new Set<string | symbol>(['request', 'checkContinue', 'checkExpectation']);

/** Patches the Node HTTP(S) servers of this process to stamp each request. Idempotent. */
export function installPeerAddressStamp(): void {
  if (stamp.token) return;
  const token = randomBytes(18).toString('base64url');
  stamp.token = token;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function (this: http.Server, event: string | symbol, ...rest: unknown[]): boolean {
      if (REQUEST_EVENTS.has(event)) {
        const request = rest[0] as IncomingMessage;
        request.headers[HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
      }
      return Reflect.apply(emit, this, [event, ...rest]) as boolean;
    } as typeof emit;
  }
}

/** The peer address stamped on this request, or null (no stamp installed, or a stamp this process did not write). */
export function readPeerAddress(headers: Headers): string | null {
  const token = stamp.token;
  const value = headers.get(HEADER);
  if (!token || !value) return null;
  const [given = '', address] = value.split(' ');
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b) || !address) return null;
  return address;
}
