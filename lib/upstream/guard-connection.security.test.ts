import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { createTransport, WriteOutcomeUnknown, type UpstreamCall } from './create-transport';
import { reasonOf } from './map-upstream-error';

// Every upstream connection is judged at connection time (DNS rebinding): a real HTTP server on 127.0.0.1 counts
// the connections and requests that reach it; the resolver, below the guard, is the test's own DNS.

let server: Server;
let port = 0;
let connections = 0;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url} host=${req.headers.host}`);
    // Each request needs a new connection, so each one passes the guard again.
    res.setHeader('connection', 'close');
    if (req.url?.startsWith('/v3/demo/Redirect')) {
      res.writeHead(302, { location: `http://rebound.test:${port}/v3/demo/Resources` }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  connections = 0;
  requests.length = 0;
});

/** A DNS whose answers the test changes between calls, recording every question. */
function rebindingDns(initial: string[]) {
  const asked: string[] = [];
  const dns = {
    answers: initial,
    asked,
    resolve: async (host: string) => {
      asked.push(host);
      return dns.answers;
    },
  };
  return dns;
}

function transportTo(baseUrl: string, allowLoopback: boolean, resolve: (host: string) => Promise<string[]>) {
  const calls: UpstreamCall[] = [];
  const transport = createTransport(
    {
      baseUrl,
      tenant: 'demo',
      authMethod: 'basic',
      username: 'api',
      password: 'api-password',
      allowLoopback,
      timeoutMs: 5_000,
    },
    { resolve, sleep: async () => {}, onCall: (c) => calls.push(c) },
  );
  return { transport, calls };
}

describe('the connection guard', () => {
  it('refuses a name that resolves to a private address at call time, before any connection', async () => {
    const dns = rebindingDns(['127.0.0.1']);
    const { transport, calls } = transportTo(`http://upstream.test:${port}`, true, dns.resolve);
    await expect(transport.send({ method: 'GET', path: '/v3/demo/Resources' })).resolves.toMatchObject({ status: 200 });
    expect(connections).toBe(1);
    expect(requests).toEqual([`GET /v3/demo/Resources host=upstream.test:${port}`]);

    dns.answers = ['10.0.0.5'];
    const refused = await caughtAppError(transport.send({ method: 'GET', path: '/v3/demo/Resources' }));
    expect(refused.code).toBe('upstream_error');
    expect(reasonOf(refused)).toBe('refused_address');
    expect(refused.message).toBe(
      'baseUrl: the service address upstream.test now resolves to a private address (10.0.0.5), which is not ' +
        'allowed; the connection was refused. Check the base URL under Admin → Connection.',
    );
    expect(refused.details).toMatchObject({
      field: 'baseUrl',
      host: 'upstream.test',
      address: '10.0.0.5',
      kind: 'private',
    });
    expect(connections).toBe(1);
    expect(requests).toHaveLength(1);
    // Recorded like any failed call, and not retried (the resolver was asked once for it).
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v3/demo/Resources',
      status: null,
      error: refused.message,
    });
    expect(dns.asked).toEqual(['upstream.test', 'upstream.test']);
  });

  it.each([
    [['169.254.169.254'], /metadata address \(169\.254\.169\.254\)/],
    [['fe80::1'], /link-local address/],
    [['::ffff:0:a00:1'], /private address/],
    [['64:ff9b:1::a00:1'], /private address/],
    [['2001:0:4136:e378:8000:63bf:f5ff:fffe'], /reserved address/],
    [['127.0.0.1', '10.0.0.5'], /private address \(10\.0\.0\.5\)/],
    [['127.0.0.1', '93.184.216.34'], /mix of loopback/],
  ])('refuses the answer %j without connecting', async (answers, message) => {
    const dns = rebindingDns(answers);
    const { transport } = transportTo(`http://upstream.test:${port}`, true, dns.resolve);
    const refused = await caughtAppError(transport.send({ method: 'GET', path: '/v3/demo/Resources' }));
    expect(reasonOf(refused)).toBe('refused_address');
    expect(refused.message).toMatch(message);
    expect(connections).toBe(0);
  });

  it('refuses loopback without ALLOW_INSECURE_UPSTREAM, by address and by name', async () => {
    const literal = transportTo(`http://127.0.0.1:${port}`, false, async () => {
      throw new Error('an address is not looked up');
    });
    const byAddress = await caughtAppError(literal.transport.send({ method: 'GET', path: '/v3/demo/Resources' }));
    expect(byAddress.message).toMatch(
      new RegExp(
        String.raw`^baseUrl: the service address 127\.0\.0\.1 now points at this machine \(loopback, 127\.0\.0\.1\); ` +
          String.raw`only allowed when ALLOW_INSECURE_UPSTREAM=true`,
      ),
    );

    const named = transportTo(`http://upstream.test:${port}`, false, rebindingDns(['127.0.0.1']).resolve);
    expect((await caughtAppError(named.transport.send({ method: 'GET', path: '/v3/demo/Resources' }))).message).toMatch(
      /loopback/,
    );
    expect(connections).toBe(0);
  });

  it('connects to the next judged address when one refuses, without asking the resolver again', async () => {
    // Nothing listens on 127.0.0.2 (the server is bound to 127.0.0.1 only), so that connection is refused.
    const dns = rebindingDns(['127.0.0.2', '127.0.0.1']);
    const { transport } = transportTo(`http://upstream.test:${port}`, true, dns.resolve);
    await expect(transport.send({ method: 'GET', path: '/v3/demo/Resources' })).resolves.toMatchObject({ status: 200 });
    expect(connections).toBe(1);
    expect(dns.asked).toEqual(['upstream.test']);
  });

  it('refuses plain http to a public answer (http is only for a loopback emulator)', async () => {
    const { transport } = transportTo(`http://upstream.test:${port}`, true, rebindingDns(['93.184.216.34']).resolve);
    expect((await caughtAppError(transport.send({ method: 'GET', path: '/v3/demo/Resources' }))).message).toMatch(
      /must use https/,
    );
    expect(connections).toBe(0);
  });

  it('refuses a write with a definite error: nothing was sent, so no read-back is needed', async () => {
    const { transport } = transportTo(`http://upstream.test:${port}`, true, rebindingDns(['10.0.0.5']).resolve);
    const error = await transport
      .send({ method: 'POST', path: '/v3/demo/Reservations', body: {} })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(WriteOutcomeUnknown);
    expect(reasonOf(error)).toBe('refused_address');
    expect(connections).toBe(0);
  });

  it('does not follow a redirect to a name that resolves to a private address', async () => {
    const dns = rebindingDns(['127.0.0.1']);
    dns.resolve = async (host) => {
      dns.asked.push(host);
      return host === 'rebound.test' ? ['10.0.0.5'] : ['127.0.0.1'];
    };
    const { transport, calls } = transportTo(`http://upstream.test:${port}`, true, dns.resolve);
    const error = await caughtAppError(transport.send({ method: 'GET', path: '/v3/demo/Redirect' }));
    expect(error.code).toBe('upstream_error');
    expect(reasonOf(error)).toBe('bad_response');
    expect(error.message).toContain(`redirect (HTTP 302) to http://rebound.test:${port}/v3/demo/Resources`);
    expect(requests).toEqual([`GET /v3/demo/Redirect host=upstream.test:${port}`]);
    expect(dns.asked).toEqual(['upstream.test']);
    expect(calls.map((c) => c.status)).toEqual([302]);
  });
});
