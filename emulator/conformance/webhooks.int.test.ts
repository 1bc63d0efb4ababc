// Conformance: webhooks (spec §6) — event kinds per change (also for changes through the control API), payload fields,
// signature checked independently, retries, time-outs, bounded concurrency and delivery faults.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, chicagoTime, getToken, loadSite, type DemoSite } from '../testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '../testing/spawn-emulator';
import { verifySignature, waitFor } from '../testing/webhook-checks';

const EMULATOR_PORT = 4111;
const RECEIVER_PORT = 4114;
const SECRET = 'conformance-secret';
/** Not the default (4), so the suite shows the setting is read. */
const CONCURRENCY = 6;

interface Received {
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

let received: Received[] = [];
/** Decides the answer per request: a status, or 'hang' to never answer. */
let respond: (n: number) => number | 'hang' = () => 200;
/** How long the receiver takes to answer. */
let answerAfterMs = 0;
let requests = 0;
let open = 0;
let maxOpen = 0;
let receiver: Server;
let emulator: SpawnedEmulator;
let dataDir: string;
let base: string;
let token: string;
let site: DemoSite;

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
      }, answerAfterMs);
    });
  });
  await new Promise<void>((r) => receiver.listen(RECEIVER_PORT, '127.0.0.1', r));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-webhooks-'));
  emulator = await spawnEmulator({
    port: EMULATOR_PORT,
    dataDir,
    args: ['--reset'],
    env: {
      EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hook`,
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
  await waitFor(async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0, 'queue drained');
  received = [];
  requests = 0;
  maxOpen = 0;
  answerAfterMs = 0;
  respond = () => 200;
});

afterEach(async () => {
  await call(base, 'DELETE', '/_emulator/faults');
});

const eventsFor = (id: string) => received.filter((r) => r.body.data.id === id).map((r) => r.body.event);
const waitEvents = async (id: string, expected: string[]) => {
  await waitFor(() => expected.every((e) => eventsFor(id).includes(e)), `${expected.join(', ')} for ${id}`);
  return eventsFor(id);
};

let nextDay = 30;
const createReservation = async (extra: Record<string, unknown> = {}) => {
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

const verify = (r: Received) => verifySignature(r.headers, r.raw, SECRET);

describe('payload and signature', () => {
  it('sends reservation.created, signed as sha256= + hex HMAC of timestamp.body, with the fields of §6.2', async () => {
    const r = await createReservation();
    await waitEvents(r.Id, ['reservation.created']);
    const hook = received.find((x) => x.body.data.id === r.Id)!;
    expect(verify(hook)).toBe(true);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(hook.headers['x-svc-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.body).toEqual({
      schemaVersion: '1.0',
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'reservation.created',
      tenantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      data: { id: r.Id, approvalStatus: 0, carrierNotArrived: false },
    });
    const tampered = { ...hook, raw: hook.raw.replace('reservation.created', 'reservation.deleted') };
    expect(verify(tampered)).toBe(false);
  });
});

describe('event kinds per change', () => {
  it('PUT emits updated plus moved, resized, plate, driver, carrier and branch office changes', async () => {
    const r = await createReservation({ VehicleNumberPlate: 'A', CarrierDriverFullName: 'X' });
    await waitEvents(r.Id, ['reservation.created']);
    const plates = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, {
      token,
      body: { VehicleNumberPlate: 'B', CarrierDriverFullName: 'Y', CarrierId: site.carriers[0]!.Id },
    });
    expect(plates.status).toBe(200);
    await waitEvents(r.Id, [
      'reservation.updated',
      'reservation.vehicle.platechanged',
      'reservation.driver.changed',
      'reservation.carrier.detailschanged',
    ]);
    expect(eventsFor(r.Id)).not.toContain('reservation.moved');
    const resized = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, { token, body: { NumberOfUnits: 3 } });
    expect(resized.status).toBe(200);
    await waitEvents(r.Id, ['reservation.resized']);
    // A weekday in Prague (open Mon-Sat), to move the slot to the other branch office.
    let days = 200;
    while (new TZDate(Date.now() + days * 86_400_000, 'Europe/Prague').getDay() === 0) days++;
    const today = new TZDate(Date.now(), 'Europe/Prague');
    const pragueStart = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + days,
      10,
      0,
      'Europe/Prague',
    ).toISOString();
    const moved = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, {
      token,
      body: { ResourceId: site.pragueRamps[0], Start: pragueStart },
    });
    expect(moved.status).toBe(200);
    await waitEvents(r.Id, ['reservation.moved', 'reservation.branchoffice.changed']);
  });

  it('Patch emits note.updated; lifecycle steps and deletion emit their kinds with status data', async () => {
    const r = await createReservation();
    const patch = await call(base, 'POST', `/odata/v1/demo/Reservation(${r.Id})/Patch`, {
      token,
      body: { Note: 'hello' },
    });
    expect(patch.status).toBe(200);
    await waitEvents(r.Id, ['reservation.note.updated', 'reservation.updated']);
    for (const step of ['approve', 'arrive', 'start-processing', 'complete-processing', 'deliver', 'depart']) {
      expect((await call(base, 'POST', `/_emulator/reservations/${r.Id}/${step}`)).status).toBe(200);
    }
    await waitEvents(r.Id, [
      'reservation.approval.approved',
      'reservation.markedasarrival',
      'reservation.processingstarted',
      'reservation.processingcompleted',
      'reservation.delivered',
      'reservation.markedasdeparted',
    ]);
    const departed = received.find((x) => x.body.data.id === r.Id && x.body.event === 'reservation.markedasdeparted')!;
    expect(departed.body.data).toMatchObject({
      approvalStatus: 1,
      realGateVehicleArrivalUtc: expect.any(String),
      realGateVehicleDepartureUtc: expect.any(String),
      deliveryDateUtc: expect.any(String),
    });
    expect((await call(base, 'POST', `/_emulator/reservations/${r.Id}/arrive`)).status).toBe(409);

    const other = await createReservation();
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/approve`);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/pending`);
    await waitEvents(other.Id, ['reservation.pending']);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/not-arrived`);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/reject`);
    await waitEvents(other.Id, ['reservation.carrier.notarrived', 'reservation.approval.rejected']);
    expect(
      received.find((x) => x.body.event === 'reservation.approval.rejected' && x.body.data.id === other.Id)!.body.data,
    ).toMatchObject({ approvalStatus: 2, carrierNotArrived: true });
    await call(base, 'DELETE', `/_emulator/reservations/${other.Id}`);
    await waitEvents(other.Id, ['reservation.deleted']);

    // The gate's other events, each a step of its own.
    const gate = await createReservation();
    for (const step of [
      'approve',
      'urgent',
      'ipp-pending',
      'ipp-approve',
      'arrive',
      'custom-action',
      'start-processing',
      'action-dialog',
      'complete-processing',
      'action-not-completed',
    ]) {
      expect((await call(base, 'POST', `/_emulator/reservations/${gate.Id}/${step}`)).status, step).toBe(200);
    }
    await waitEvents(gate.Id, [
      'reservation.delivery.urgent',
      'reservation.ipp.approval.pending',
      'reservation.ipp.approval.approved',
      'reservation.customaction.updated',
      'reservation.actiondialog.updated',
      'reservation.action.notcompleted',
    ]);
    const ippPending = received.find(
      (x) => x.body.data.id === gate.Id && x.body.event === 'reservation.ipp.approval.pending',
    )!;
    expect(ippPending.body.data).toMatchObject({ approvalStatus: 1, ippApprovalStatus: 0 });
    expect(
      received.find((x) => x.body.data.id === gate.Id && x.body.event === 'reservation.ipp.approval.approved')!.body
        .data,
    ).toMatchObject({ ippApprovalStatus: 1 });
    const detail = await call(base, 'GET', `/v3/demo/Reservations/${gate.Id}`, { token });
    expect(detail.body).toMatchObject({
      IsUrgent: true,
      IppApprovalStatus: 'Approved',
      CustomActionStatus: 'Seal checked',
      ActionDialogAnswer: expect.stringMatching(/^Pallets to return: \d$/),
      ActionNotCompleted: true,
    });
    const rejected = await createReservation();
    await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-pending`);
    await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-reject`);
    await waitEvents(rejected.Id, ['reservation.ipp.approval.rejected']);
    expect((await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-approve`)).status).toBe(409);
  });

  it('order writes emit order.created, order.updated and order.deleted with the order id', async () => {
    const order = await call(base, 'POST', '/odata/v1/demo/Order', {
      token,
      body: { OrderNumber: `WH-${Date.now()}`, SupplierId: site.suppliers[0]!.Id },
    });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Note: 'x' } });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Confirmed: true } });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Confirmed: false } });
    await call(base, 'DELETE', `/odata/v1/demo/Order(${order.body.Id})`, { token });
    const events = await waitEvents(order.body.Id, [
      'order.created',
      'order.updated',
      'order.confirmed',
      'order.confirmation.canceled',
      'order.deleted',
    ]);
    expect(events.filter((e) => e === 'order.updated').length).toBe(3);
    expect(events.length).toBe(7);
  });

  it(
    'a change through PATCH /_emulator/reservations/{id} sends the same events as the same change through the ' +
      'service',
    async () => {
      const viaService = await createReservation();
      const viaControl = await createReservation();
      await waitEvents(viaService.Id, ['reservation.created']);
      await waitEvents(viaControl.Id, ['reservation.created']);
      const later = (iso: string) => new Date(Date.parse(iso) + 3600_000).toISOString();
      const change = { VehicleNumberPlate: 'ERP-2', TrailerNumberPlate: 'TR-2' };
      expect(
        (
          await call(base, 'PUT', `/v3/demo/Reservations/${viaService.Id}`, {
            token,
            body: { ...change, Start: later(viaService.StartUtc) },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(base, 'POST', `/odata/v1/demo/Reservation(${viaService.Id})/Patch`, { token, body: { Note: 'n' } }))
          .status,
      ).toBe(200);
      expect(
        (
          await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, {
            body: { ...change, Start: later(viaControl.StartUtc) },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, { body: { Note: 'n' } })).status,
      ).toBe(200);
      const expected = [
        'reservation.created',
        'reservation.updated',
        'reservation.moved',
        'reservation.vehicle.platechanged',
        'reservation.updated',
        'reservation.note.updated',
      ];
      await waitEvents(viaService.Id, expected);
      await waitEvents(viaControl.Id, expected);
      await waitFor(
        async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0,
        'queue drained',
      );
      expect(eventsFor(viaControl.Id).sort()).toEqual(eventsFor(viaService.Id).sort());
      expect(eventsFor(viaControl.Id).sort()).toEqual([...expected].sort());
      const data = (id: string) =>
        received.filter((r) => r.body.data.id === id).map((r) => ({ ...r.body.data, id: 'x' }));
      expect(data(viaControl.Id)).toEqual(data(viaService.Id));
      // a change that changes nothing sends nothing, as through the service
      const before = requests;
      expect(
        (await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, { body: { Note: 'n' } })).status,
      ).toBe(200);
      expect((await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks).toBe(0);
      expect(requests).toBe(before);
    },
  );

  it('sends webhook.test from the control API', async () => {
    await call(base, 'POST', '/_emulator/webhooks/test');
    await waitFor(() => received.some((x) => x.body.event === 'webhook.test'), 'webhook.test');
  });
});

describe('delivery', () => {
  it('retries 5xx answers with backoff until delivered, with a fresh signed timestamp each time', async () => {
    respond = (n) => (n <= 2 ? 503 : 200);
    const r = await createReservation();
    await waitEvents(r.Id, ['reservation.created']);
    const log = (await call(base, 'GET', '/_emulator/webhooks')).body.deliveries.filter(
      (d: { event: string; eventId: string }) => d.eventId === received[0]!.body.eventId,
    );
    expect(
      log.map((d: { attempt: number; outcome: string; status: number }) => [d.attempt, d.outcome, d.status]),
    ).toEqual([
      [1, 'retry', 503],
      [2, 'retry', 503],
      [3, 'delivered', 200],
    ]);
    expect(verify(received[0]!)).toBe(true);
  });

  it('retries after a time-out and gives up on a permanent 4xx', async () => {
    respond = (n) => (n === 1 ? 'hang' : 200);
    const r = await createReservation();
    await waitEvents(r.Id, ['reservation.created']);
    const log = (await call(base, 'GET', '/_emulator/webhooks')).body.deliveries.filter(
      (d: { eventId: string }) => d.eventId === received[0]!.body.eventId,
    );
    expect(log[0]).toMatchObject({
      attempt: 1,
      outcome: 'retry',
      status: null,
      error: expect.stringContaining('TimeoutError'),
    });

    respond = () => 400;
    const before = requests;
    await call(base, 'POST', '/_emulator/webhooks/test');
    await waitFor(
      async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0,
      'failed delivery dropped',
    );
    expect(requests - before).toBe(1);
  });

  it('keeps EMULATOR_WEBHOOK_CONCURRENCY deliveries in flight, and no more', async () => {
    answerAfterMs = 100;
    for (let i = 0; i < CONCURRENCY * 3; i++) await call(base, 'POST', '/_emulator/webhooks/test');
    await waitFor(
      () => new Set(received.map((r) => r.body.eventId)).size === CONCURRENCY * 3,
      'every webhook.test delivered',
    );
    expect(maxOpen).toBe(CONCURRENCY);
  });

  it('never blocks the API while the receiver hangs', async () => {
    respond = () => 'hang';
    for (let i = 0; i < 6; i++) expect((await createReservation()).Id).toBeTruthy();
    expect((await call(base, 'GET', '/v1/demo/Ping', { token })).status).toBe(200);
    respond = () => 200;
  });

  it('fault switches: duplicate, delayed and reordered deliveries', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { webhookDuplicateRate: 1 } });
    const dup = await createReservation();
    await waitFor(() => eventsFor(dup.Id).length === 2, 'duplicate');
    const [x, y] = received.filter((r) => r.body.data.id === dup.Id);
    expect(x!.body.eventId).toBe(y!.body.eventId);

    await call(base, 'PUT', '/_emulator/faults', { body: { webhookDuplicateRate: 0, webhookDelayMs: 600 } });
    const sentAt = Date.now();
    const delayed = await createReservation();
    await waitEvents(delayed.Id, ['reservation.created']);
    expect(received.find((r) => r.body.data.id === delayed.Id)!.at - sentAt).toBeGreaterThanOrEqual(550);

    await call(base, 'PUT', '/_emulator/faults', { body: { webhookDelayMs: 0, webhookReorder: true } });
    const first = await createReservation();
    const second = await createReservation();
    await waitEvents(first.Id, ['reservation.created']);
    await waitEvents(second.Id, ['reservation.created']);
    const order = received.filter((r) => [first.Id, second.Id].includes(r.body.data.id)).map((r) => r.body.data.id);
    expect(order).toEqual([second.Id, first.Id]);
  });

  it(
    'webhookReorderRate holds events back behind the next one; 0.5 swaps every pair, and a held event goes out ' +
      'alone',
    async () => {
      await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 0.5, webhookDuplicateRate: 1 } });
      const ids: string[] = [];
      // pair by pair, so the next pair's held event cannot overtake this pair's
      for (let pair = 0; pair < 2; pair++) {
        for (let i = 0; i < 2; i++) ids.push((await createReservation()).Id);
        for (const id of ids) await waitFor(() => eventsFor(id).length === 2, `both copies for ${id}`);
      }
      const order = received.filter((r) => ids.includes(r.body.data.id)).map((r) => ids.indexOf(r.body.data.id));
      // a held event's duplicate is held with it
      expect(order).toEqual([1, 1, 0, 0, 3, 3, 2, 2]);

      // no next event comes: the held one is still delivered (after the hold of at most a second)
      await call(base, 'PUT', '/_emulator/faults', { body: { webhookDuplicateRate: 0 } });
      const alone = await createReservation();
      await waitEvents(alone.Id, ['reservation.created']);
      await waitFor(
        async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0,
        'queue drained',
      );
    },
  );
});
