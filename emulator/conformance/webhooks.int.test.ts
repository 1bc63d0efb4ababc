// Conformance: webhooks (spec §6) — payload fields, signature checked independently, retries, time-outs, bounded
// concurrency and delivery faults (event kinds per change: webhooks-events.int.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../testing/call-service';
import { waitFor } from '../testing/webhook-checks';
import {
  base,
  CONCURRENCY,
  createReservation,
  eventsFor,
  maxOpen,
  received,
  requests,
  setUpWebhookReceiver,
  token,
  verify,
  waitEvents,
} from './webhooks-support';

const EMULATOR_PORT = 4111;
const RECEIVER_PORT = 4114;
/** Decides the answer per request: a status, or 'hang' to never answer. */
let respond: (n: number) => number | 'hang' = () => 200;
/** How long the receiver takes to answer. */
let answerAfterMs = 0;

setUpWebhookReceiver(
  EMULATOR_PORT,
  RECEIVER_PORT,
  (n) => respond(n),
  () => answerAfterMs,
);

beforeEach(() => {
  answerAfterMs = 0;
  respond = () => 200;
});

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
