import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPeerAddressStamp, readPeerAddress } from './stamp-peer-address';

/**
 * A real HTTP server answering with what readPeerAddress makes of each request's headers, as a route would see them.
 */
let server: http.Server;
let port: number;

beforeAll(async () => {
  installPeerAddressStamp();
  installPeerAddressStamp();
  server = http.createServer((request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    response.end(JSON.stringify({ peer: readPeerAddress(headers) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(headers: Record<string, string>, localAddress = '127.0.0.1'): Promise<{ peer: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text)));
      })
      .on('error', reject);
  });
}

describe('the peer-address stamp', () => {
  it('gives a route the socket address of the connection', async () => {
    expect(await ask({})).toEqual({ peer: '127.0.0.1' });
    // Every 127/8 address is this machine: a second client address without a second machine.
    expect(await ask({}, '127.0.0.42')).toEqual({ peer: '127.0.0.42' });
  });

  it('cannot be forged or replaced by a client', async () => {
    expect(await ask({ 'X-Slotboard-Peer': 'guess 203.0.113.9', 'X-Forwarded-For': '203.0.113.9' })).toEqual({
      peer: '127.0.0.1',
    });
  });

  it('is absent from headers this process did not stamp', () => {
    expect(readPeerAddress(new Headers({ 'x-slotboard-peer': 'guess 203.0.113.9' }))).toBeNull();
    expect(readPeerAddress(new Headers())).toBeNull();
  });
});
