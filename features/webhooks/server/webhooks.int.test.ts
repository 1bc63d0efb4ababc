import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  caughtAppError,
  inboxCount,
  inboxRow,
  mirror,
  payload,
  pool,
  SECRET,
  settings,
  setUpWebhooksSuite,
  signed,
  take,
  webhooks,
} from './webhooks-support';

// Webhooks signed like the service signs them (spec §6.3), received, stored in the inbox and processed
// against the shared emulator; the mirror and the live bus on both databases.
// Processing's failures and the live bus: webhooks-processing; batches: webhooks-batches; secrets: webhooks-secrets.

describe.each(databaseTargets)('webhooks on $name', (target) => {
  useFreshDatabase(target);
  setUpWebhooksSuite(target);

  it("stores a correctly signed event and processes it: the mirror holds the service's current detail", async () => {
    const r = take();
    const { client } = await settings.getUpstreamClient();
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    const updated = await client.updateReservation(r.Id, { VehicleNumberPlate: 'WH 0001' });
    expect(updated.VehicleNumberPlate).toBe('WH 0001');

    const body = payload('reservation.vehicle.platechanged', r.Id.toUpperCase());
    expect(await webhooks.receiveWebhook(signed(body))).toEqual({ eventId: body.eventId, duplicate: false });
    await webhooks.processInbox();

    const row = await inboxRow(body.eventId);
    expect(row).toMatchObject({
      environment: 'emulator',
      event: 'reservation.vehicle.platechanged',
      subjectId: r.Id.toUpperCase(),
      deliveries: 1,
      attempts: 1,
      processedCount: 1,
      lastError: null,
      claimedUntil: null,
      body,
    });
    expect(row!.processedAt).toBeInstanceOf(Date);
    expect(row!.occurredAt!.toISOString()).toBe(body.occurredAt);

    const known = await mirror.readMirrored('emulator', r.Id);
    expect(known!.reservation).toEqual(await client.getReservation(r.Id));
    expect(known!.reservation.VehicleNumberPlate).toBe('WH 0001');
    const { entries } = await mirror.readHistory('emulator', r.Id);
    expect(entries).toEqual([
      {
        at: expect.any(String),
        source: 'webhook',
        action: 'changed',
        actor: null,
        event: 'reservation.vehicle.platechanged',
        changes: [{ field: 'VehicleNumberPlate', before: r.VehicleNumberPlate || null, after: 'WH 0001' }],
      },
    ]);
  });

  it('stores an event delivered twice once, counts the deliveries and processes it once', async () => {
    const r = take();
    const body = payload('reservation.created', r.Id);
    expect(await webhooks.receiveWebhook(signed(body))).toEqual({ eventId: body.eventId, duplicate: false });
    await webhooks.processInbox();
    expect(await webhooks.receiveWebhook(signed(body))).toEqual({ eventId: body.eventId, duplicate: true });
    await webhooks.processInbox();

    const row = await inboxRow(body.eventId);
    // Delivered twice, processed once.
    expect(row).toMatchObject({ deliveries: 2, attempts: 1, processedCount: 1, lastError: null });
    expect(row!.processedAt).toBeInstanceOf(Date);
    expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.action, e.event])).toEqual([
      ['webhook', 'created', 'reservation.created'],
    ]);
    // One detail read of the service for it (the call log is written in the background).
    const detailReads = async () =>
      (await settings.listUpstreamCalls()).filter(
        (c) => c.method === 'GET' && c.path.toLowerCase().endsWith(`/reservations/${r.Id.toLowerCase()}`),
      ).length;
    await expect.poll(detailReads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await detailReads()).toBe(1);
  });

  it('finishes at once, with the reason, an event whose data.id is not a GUID (no retries)', async () => {
    const body = payload('reservation.deleted', 'not-a-guid');
    await webhooks.receiveWebhook(signed(body));
    await webhooks.processInbox();
    const row = await inboxRow(body.eventId);
    expect(row).toMatchObject({ attempts: 1, lastError: 'data.id "not-a-guid" is not a GUID' });
    expect(row!.processedAt).toBeInstanceOf(Date);
  });

  it('accepts a body with bytes that are not valid UTF-8, verified on the bytes as sent', async () => {
    const body = payload('webhook.test', pool[0]!.Id);
    const json = JSON.stringify({ ...body, note: '@@' });
    const [head, tail] = json.split('@@') as [string, string];
    const raw = Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xc3]), Buffer.from(tail)]);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.`).update(raw).digest('hex')}`;
    expect(await webhooks.receiveWebhook({ rawBody: raw, timestamp, signature })).toEqual({
      eventId: body.eventId,
      duplicate: false,
    });
    expect(await inboxRow(body.eventId)).toMatchObject({ event: 'webhook.test' });
  });

  it(
    'refuses wrong signatures, missing headers, stale timestamps and bad bodies (naming the field for a signed ' +
      'body), and stores nothing',
    async () => {
      const r = pool[0]!;
      const before = await inboxCount();
      const good = signed(payload('reservation.updated', r.Id));

      const refusals: [Parameters<typeof webhooks.receiveWebhook>[0], string, RegExp, unknown?][] = [
        // Every signature problem gets one answer that tells a caller without the secret nothing more (the reason is
        // counted for the admin: webhooks-admin.int.test.ts).
        [
          signed(payload('reservation.updated', r.Id), { secret: 'some-other-webhook-secret' }),
          'invalid_signature',
          /^Webhook refused: the signature could not be verified\.$/,
        ],
        [
          { ...good, rawBody: good.rawBody.replace('reservation.updated', 'reservation.deleted') },
          'invalid_signature',
          /^Webhook refused: the signature could not be verified\.$/,
        ],
        [{ ...good, timestamp: null }, 'invalid_signature', /^Webhook refused: the signature could not be verified\.$/],
        [{ ...good, signature: null }, 'invalid_signature', /^Webhook refused: the signature could not be verified\.$/],
        [
          { ...good, signature: good.signature.slice(0, -2) },
          'invalid_signature',
          /^Webhook refused: the signature could not be verified\.$/,
        ],
        [
          signed(payload('reservation.updated', r.Id), {
            timestamp: String(Math.floor(Date.now() / 1000) - 25 * 3600),
          }),
          'invalid_signature',
          /^Webhook refused: the signature could not be verified\.$/,
        ],
        [signed('{"eventId": "e-1", "event": "reservation.updated", '), 'invalid_json', /not valid JSON/],
        [
          signed({ ...payload('reservation.updated', r.Id), eventId: undefined }),
          'invalid_request',
          /eventId/,
          [{ field: 'eventId', message: expect.any(String) }],
        ],
        [
          signed({ ...payload('reservation.updated', r.Id), event: '  ' }),
          'invalid_request',
          /event is required/,
          [{ field: 'event', message: 'is required' }],
        ],
        [
          signed({ ...payload('reservation.updated', r.Id), occurredAt: 'yesterday' }),
          'invalid_request',
          /occurredAt must be an ISO 8601 time/,
          [{ field: 'occurredAt', message: 'must be an ISO 8601 time' }],
        ],
        // The database cannot store a NUL character: refused as bad input (a 4xx), not a store failure the service
        // retries.
        [
          signed({ ...payload('reservation.updated', r.Id), data: { id: r.Id, note: 'a\u0000b' } }),
          'invalid_request',
          /data\.note must not contain a NUL character/,
          [{ field: 'data.note', message: 'must not contain a NUL character (\\u0000)' }],
        ],
      ];
      for (const [input, code, message, details] of refusals) {
        const error = await caughtAppError(webhooks.receiveWebhook(input));
        expect({ code: error.code, message: error.message }).toEqual({ code, message: expect.stringMatching(message) });
        if (details) expect(error.details).toEqual(details);
      }
      expect(await inboxCount()).toBe(before);
    },
  );

  it('stores the deliveries sharing a statement with a row the database refuses, failing only that one', async () => {
    const { storeInboxEvent } = await import('./store-inbox-events');
    const row = (body: Record<string, unknown>) => ({
      eventId: body.eventId as string,
      environment: 'emulator' as const,
      event: 'webhook.test',
      body,
      nextAttemptAt: new Date(),
    });
    const [a, b] = [payload('webhook.test', pool[0]!.Id), payload('webhook.test', pool[0]!.Id)];
    const bad = { ...payload('webhook.test', pool[0]!.Id), note: 'a\u0000b' };
    // Queued in one tick: one multi-row statement, which the bad row fails.
    const outcomes = await Promise.allSettled([
      storeInboxEvent(row(a)),
      storeInboxEvent(row(bad)),
      storeInboxEvent(row(b)),
      storeInboxEvent(row(a)),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'))).toEqual([
      false,
      'failed',
      false,
      true,
    ]);
    expect(await inboxRow(a.eventId)).toMatchObject({ deliveries: 2 });
    expect(await inboxRow(b.eventId)).toMatchObject({ deliveries: 1 });
    expect(await inboxRow(bad.eventId)).toBeUndefined();
    await webhooks.processInbox();
  });
});
