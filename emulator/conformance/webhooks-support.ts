// What the webhook conformance files share: a receiver that records what it is sent and an emulator of the file's
// own delivering to it (two files run at a time: each passes ports no other file uses), and reads of what came.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { call, chicagoTime, getToken, loadSite, type DemoSite } from '../testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '../testing/spawn-emulator';
import { verifySignature, waitFor } from '../testing/webhook-checks';

const SECRET = 'conformance-secret';
/** Not the default (4), so the suite shows the setting is read. */
export const CONCURRENCY = 6;

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    schemaVersion: string;
    eventId: string;
    event: string;
    tenantId: string;
    occurredAt: string;
    data: Record<string, unknown> & { id: string };
  };
  at: number;
}

export let received: Received[] = [];
export let requests = 0;
let open = 0;
export let maxOpen = 0;
let receiver: Server;
let emulator: SpawnedEmulator;
let dataDir: string;
export let base: string;
export let token: string;
export let site: DemoSite;

/**
 * The receiver and the emulator for the file's tests, each test starting on a drained queue. The receiver asks
 * `respond` for each answer and waits `answerAfterMs()` before it: the delivery tests change both.
 */
export function setUpWebhookReceiver(
  emulatorPort: number,
  receiverPort: number,
  respond: (n: number) => number | 'hang' = () => 200,
  answerAfterMs: () => number = () => 0,
): void {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      open++;
      maxOpen = Math.max(maxOpen, open);
      let answered = false;
      const close = () => {
        if (!answered) open--;
        answered = true;
      };
      res.on('close', close);
      req.on('end', () => {
        const answer = respond(++requests);
        if (answer === 'hang') return;
        const raw = Buffer.concat(chunks).toString('utf8');
        setTimeout(() => {
          if (answer >= 200 && answer < 300)
            received.push({ headers: req.headers, raw, body: JSON.parse(raw), at: Date.now() });
          close();
          res.writeHead(answer).end();
        }, answerAfterMs());
      });
    });
    await new Promise<void>((r) => receiver.listen(receiverPort, '127.0.0.1', r));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-webhooks-'));
    emulator = await spawnEmulator({
      port: emulatorPort,
      dataDir,
      args: ['--reset'],
      env: {
        EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hook`,
        EMULATOR_WEBHOOK_SECRET: SECRET,
        EMULATOR_WEBHOOK_TIMEOUT_MS: '300',
        EMULATOR_WEBHOOK_RETRY_BASE_MS: '100',
        EMULATOR_WEBHOOK_MAX_ATTEMPTS: '4',
        EMULATOR_WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      },
    });
    base = emulator.url;
    token = await getToken(base);
    site = await loadSite(base, token);
  });

  afterAll(async () => {
    await emulator?.stop();
    receiver?.closeAllConnections();
    await new Promise((r) => receiver?.close(r));
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await waitFor(
      async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0,
      'queue drained',
    );
    received = [];
    requests = 0;
    maxOpen = 0;
  });

  afterEach(async () => {
    await call(base, 'DELETE', '/_emulator/faults');
  });
}

export const eventsFor = (id: string) => received.filter((r) => r.body.data.id === id).map((r) => r.body.event);
export const waitEvents = async (id: string, expected: string[]) => {
  await waitFor(() => expected.every((e) => eventsFor(id).includes(e)), `${expected.join(', ')} for ${id}`);
  return eventsFor(id);
};

let nextDay = 30;
export const createReservation = async (extra: Record<string, unknown> = {}) => {
  const res = await call(base, 'POST', '/v3/demo/Reservations', {
    token,
    body: {
      ResourceId: site.chicagoRamps[0],
      Start: chicagoTime(nextDay++, 9),
      UnitId: site.units.Truck!.Id,
      NumberOfUnits: 2,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { Id: string; StartUtc: string };
};

export const verify = (r: Received) => verifySignature(r.headers, r.raw, SECRET);
