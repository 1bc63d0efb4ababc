import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { createTransport, WriteOutcomeUnknown, type UpstreamCall } from './create-transport';
import { reasonOf } from './map-upstream-error';
import { ANSWER_LIMITS } from './read-capped-body';
import { mapOrderFields } from './map-order-fields';
import { ASSUMED_CSDL, createOrderShape } from './read-order-shape';

// Every upstream answer is read against a cap for its kind: a real HTTP server on 127.0.0.1 plays a service that
// answers far more than it should, and counts what it managed to send before the client let go.

const MB = 1024 * 1024;
let server: Server;
let port = 0;
/** Bytes the server wrote for the answer now being sent; the client stops it by closing the connection. */
let written = 0;
let finished = false;

/** Writes `total` bytes of `piece` (a JSON array's items, say) in 64 KB chunks, waiting for the socket to drain. */
async function stream(res: ServerResponse, head: string, piece: string, total: number, tail = '') {
  const chunk = piece.repeat(Math.ceil((64 * 1024) / piece.length));
  res.write(head);
  while (written < total && !res.destroyed) {
    written += chunk.length;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  if (!res.destroyed) {
    res.end(tail);
    finished = true;
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('connection', 'close');
    const path = req.url ?? '';
    if (path.startsWith('/v3/demo/Reservations') && req.method === 'GET') {
      // A list page of 64 MB with no Content-Length, as a streaming service would send it.
      res.writeHead(200, { 'content-type': 'application/json' });
      void stream(res, '[', '{"Id":"00000000-0000-0000-0000-000000000000"},', 64 * MB, '{}]');
      return;
    }
    if (path.startsWith('/v3/demo/Reservations') && req.method === 'POST') {
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': String(2 * MB) });
      res.end('x'.repeat(2 * MB));
      return;
    }
    if (path === '/v1/demo/Token') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"answer-size-token"}');
      return;
    }
    if (path === '/odata/big/$metadata') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      void stream(res, '<edmx:Edmx>', '<Annotation Term="Big"/>', 64 * MB, '</edmx:Edmx>');
      return;
    }
    if (path === '/odata/comments/$metadata') {
      // A megabyte of unclosed comment marks: once a quadratic strip that held the server for minutes.
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end('<!--'.repeat(262_144));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  written = 0;
  finished = false;
});

function transport() {
  const calls: UpstreamCall[] = [];
  const t = createTransport(
    {
      baseUrl: `http://127.0.0.1:${port}`,
      tenant: 'demo',
      authMethod: 'basic',
      username: 'api',
      password: 'api-password',
      allowLoopback: true,
      timeoutMs: 30_000,
    },
    { sleep: async () => {}, onCall: (c) => calls.push(c) },
  );
  return { t, calls };
}

describe('upstream answer caps', () => {
  it('stops reading a list page at 16 MB and says so, without retrying', async () => {
    const { t, calls } = transport();
    const error = await caughtAppError(t.send({ method: 'GET', path: '/v3/demo/Reservations' }));
    expect(reasonOf(error)).toBe('answer_too_large');
    expect(error.message).toBe(
      "The reservation service's page for GET /v3/demo/Reservations is larger than 16 MB; Slotboard stopped " +
        'reading it. Narrow the request (a shorter time range) or ask the service why.',
    );
    expect(error.details).toMatchObject({ kind: 'page', limitBytes: ANSWER_LIMITS.page });
    expect(finished).toBe(false);
    // The server got to write the cap plus what the socket buffers held, not its 64 MB.
    expect(written).toBeLessThan(ANSWER_LIMITS.page + 8 * MB);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ status: 200, recordCount: null, error: 'answer_too_large' });
  });

  it("refuses a write's oversized answer by its length, as a write whose outcome must be read back", async () => {
    const { t } = transport();
    const failure = await t.send({ method: 'POST', path: '/v3/demo/Reservations', body: { a: 1 } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(WriteOutcomeUnknown);
    expect(reasonOf((failure as WriteOutcomeUnknown).cause)).toBe('answer_too_large');
  });

  it('refuses $metadata past 8 MB, through the order shape that reads it', async () => {
    const { t } = transport();
    const error = await caughtAppError(createOrderShape(t, '/odata/big').map());
    expect(reasonOf(error)).toBe('answer_too_large');
    expect(error.details).toMatchObject({ kind: 'metadata', limitBytes: ANSWER_LIMITS.metadata });
    expect(written).toBeLessThan(ANSWER_LIMITS.metadata + 8 * MB);
  });

  it('reads a megabyte of unclosed comments in $metadata as no metadata, at once', async () => {
    // The call returns (with the contract's assumed shape) instead of holding the server: a test time-out, not a
    // timed assertion, is what failed here before.
    const { t } = transport();
    expect(await createOrderShape(t, '/odata/comments').map()).toEqual(mapOrderFields(ASSUMED_CSDL));
  });
});
