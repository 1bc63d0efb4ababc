import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { LiveEvent } from '@/lib/live';
import type { Reservation } from '@/lib/contracts';
import {
  connectEmulator,
  signWebhook,
  startConnected,
  type Connected,
  utcDayStart,
  webhookPayload,
} from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { waitForLiveListener } from '@/test/wait-for-live-listener';

// Webhooks signed like the service signs them (spec §6.3), received, stored in the inbox and processed
// against the shared emulator; the mirror and the live bus on both databases.

const SECRET = 'test-webhook-secret';
const SANDBOX_SECRET = 'test-sandbox-webhook-secret';
const UNREACHABLE = 'http://127.0.0.1:4139';

const signed = (body: unknown, opts: { secret?: string; timestamp?: string } = {}) =>
  signWebhook(body, opts.secret ?? SECRET, opts);
const [payload, utcDay] = [webhookPayload, utcDayStart];

describe.each(databaseTargets)('webhooks on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  // Set by startConnected: the server modules, imported after this suite's fresh database.
  let settings: Connected['settings'], mirror: Connected['mirror'], live: Connected['live'];
  let webhooks: typeof import('./index');
  let db: typeof import('@/lib/db');
  // Imported after the module reset, so its AppError is the one features/webhooks/server throws.
  let caughtAppError: typeof import('@/test/caught-app-error').caughtAppError;
  /** Reservations of the demo data a few days ahead, not yet arrived: each test takes its own. */
  let pool: Reservation[];

  const database = useFreshDatabase(target);

  const connect = (baseUrl: string, webhookSecret?: string) => connectEmulator(settings, baseUrl, webhookSecret);

  beforeAll(async () => {
    ({ settings, mirror, live } = await startConnected(emulatorUrl, SECRET));
    webhooks = await import('./');
    db = await import('@/lib/db');
    ({ caughtAppError } = await import('@/test/caught-app-error'));
    const { client } = await settings.getUpstreamClient();
    const listed = await client.listReservationsInRange({ from: utcDay(4), to: utcDay(6) });
    pool = listed.filter((r) => !r.RealGateVehicleArrivalUtc && r.ApprovalStatus !== 'Rejected');
    expect(pool.length).toBeGreaterThanOrEqual(10);
  });

  afterAll(async () => {
    // Nothing may still be processing, nor a refusal waiting to be counted, when the database goes.
    await webhooks.processInbox();
    await webhooks.flushRefusalCounts();
    // closeLive is for good (per process): only the last block, the one with a LISTEN connection, calls it.
    if (target.name === 'postgres') await live.closeLive();
    await call(emulatorUrl, 'DELETE', '/_emulator/faults');
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  const take = () => pool.shift()!;

  const inboxRow = async (eventId: string) =>
    (
      await (await db.getDb()).select().from(db.schema.webhookInbox).where(eq(db.schema.webhookInbox.eventId, eventId))
    )[0];
  const inboxCount = async () => (await (await db.getDb()).select().from(db.schema.webhookInbox)).length;

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

  it('records the rest of a batch when the database refuses one reservation, and retries that one later', async () => {
    const [good, bad] = [take(), take()];
    const { client } = await settings.getUpstreamClient();
    // A detail the mirror's jsonb cannot hold (a NUL character): a database error, not a refusal by the service.
    await client.updateReservation(bad.Id, { CarrierDriverFullName: 'Null\u0000Driver' });
    try {
      const [ours, theirs] = [payload('reservation.updated', good.Id), payload('reservation.updated', bad.Id)];
      await Promise.all([webhooks.receiveWebhook(signed(ours)), webhooks.receiveWebhook(signed(theirs))]);
      await webhooks.processInbox();

      expect(await inboxRow(ours.eventId)).toMatchObject({
        attempts: 1,
        lastError: null,
        processedAt: expect.any(Date),
      });
      expect((await mirror.readMirrored('emulator', good.Id))!.reservation.Id).toBe(good.Id);
      const waiting = await inboxRow(theirs.eventId);
      expect(waiting).toMatchObject({
        attempts: 1,
        processedAt: null,
        deadAt: null,
        claimedUntil: null,
        lastError: expect.any(String),
      });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await mirror.readMirrored('emulator', bad.Id)).toBeNull();
    } finally {
      await client.updateReservation(bad.Id, { CarrierDriverFullName: 'Clean Driver' });
    }
  });

  it('marks the mirror row deleted on reservation.deleted, keeping its last detail', async () => {
    const r = take();
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    const deleted = await call(emulatorUrl, 'DELETE', `/_emulator/reservations/${r.Id}`);
    expect(deleted.status).toBeLessThan(300);

    const body = payload('reservation.deleted', r.Id);
    await webhooks.receiveWebhook(signed(body));
    await webhooks.processInbox();

    expect((await inboxRow(body.eventId))!.processedAt).toBeInstanceOf(Date);
    const known = await mirror.readMirrored('emulator', r.Id);
    expect(known!.reservation).toEqual(r);
    expect(Date.parse(known!.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.action, e.event])).toEqual([
      ['webhook', 'deleted', 'reservation.deleted'],
    ]);

    // A late reservation.updated for it finds it gone at the service: processed, nothing more recorded.
    const late = payload('reservation.updated', r.Id);
    await webhooks.receiveWebhook(signed(late));
    await webhooks.processInbox();
    expect(await inboxRow(late.eventId)).toMatchObject({ attempts: 1, lastError: null, processedAt: expect.any(Date) });
    expect((await mirror.readHistory('emulator', r.Id)).entries).toHaveLength(1);
  });

  it('keeps an event while the service is unreachable and processes it once the service is back', async () => {
    const r = take();
    await connect(UNREACHABLE);
    try {
      const body = payload('reservation.updated', r.Id);
      await webhooks.receiveWebhook(signed(body));
      await webhooks.processInbox();

      const waiting = await inboxRow(body.eventId);
      expect(waiting).toMatchObject({
        processedAt: null,
        claimedUntil: null,
        attempts: 1,
        lastError: expect.stringMatching(/could not be reached \(ECONNREFUSED\)/),
      });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: another pass leaves it alone.
      expect(await webhooks.processInbox()).toBe(0);
      expect((await inboxRow(body.eventId))!.attempts).toBe(1);
      expect(await mirror.readMirrored('emulator', r.Id)).toBeNull();

      await connect(emulatorUrl);
      await (
        await db.getDb()
      )
        .update(db.schema.webhookInbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(db.schema.webhookInbox.eventId, body.eventId));
      expect(await webhooks.processInbox()).toBe(1);

      expect(await inboxRow(body.eventId)).toMatchObject({
        attempts: 2,
        lastError: null,
        processedAt: expect.any(Date),
      });
      expect((await mirror.readMirrored('emulator', r.Id))!.reservation).toEqual(r);
      expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.action, e.event])).toEqual([
        ['webhook', 'changed', 'reservation.updated'],
      ]);
    } finally {
      await connect(emulatorUrl);
    }
  });

  it('credits a change to the Slotboard write under way when the webhook records it first', async () => {
    const r = take();
    const { client } = await settings.getUpstreamClient();
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    // A planner's write has been sent; the service's webhook is processed before the write records its answer.
    const end = await mirror.beginWrite('emulator', r.Id, {
      actor: 'Jo Planner (jo@example.com)',
      origin: 'tab-0123456789',
      event: 'updated',
    });
    const received: LiveEvent[] = [];
    const unsubscribe = await live.subscribeLive((e) => received.push(e));
    try {
      if (target.name === 'postgres') await waitForLiveListener(database.env.DATABASE_URL!);
      await client.updateReservation(r.Id, { CarrierDriverFullName: 'Raced Driver' });
      await webhooks.receiveWebhook(signed(payload('reservation.driver.changed', r.Id)));
      await webhooks.processInbox();
      expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.actor, e.event])).toEqual([
        ['slotboard', 'Jo Planner (jo@example.com)', 'updated'],
      ]);
      await expect
        .poll(() => received.filter((e) => e.type === 'reservation.changed'))
        .toEqual([
          expect.objectContaining({
            id: r.Id.toLowerCase(),
            origin: 'tab-0123456789',
            actor: 'Jo Planner (jo@example.com)',
          }),
        ]);
    } finally {
      unsubscribe();
      await end();
    }
    // Once the write is over, changes are the service's again.
    await client.updateReservation(r.Id, { CarrierDriverFullName: 'Later Driver' });
    await webhooks.receiveWebhook(signed(payload('reservation.driver.changed', r.Id)));
    await webhooks.processInbox();
    expect((await mirror.readHistory('emulator', r.Id)).entries[0]).toMatchObject({
      source: 'webhook',
      actor: null,
      event: 'reservation.driver.changed',
    });
  });

  it('tells live subscribers about a processed webhook', async () => {
    const r = take();
    const { client } = await settings.getUpstreamClient();
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    await client.updateReservation(r.Id, { CarrierDriverFullName: 'Live Driver' });

    const received: LiveEvent[] = [];
    const unsubscribe = await live.subscribeLive((e) => received.push(e));
    try {
      if (target.name === 'postgres') await waitForLiveListener(database.env.DATABASE_URL!);
      const body = payload('reservation.driver.changed', r.Id);
      await webhooks.receiveWebhook(signed(body));
      await webhooks.processInbox();
      await expect
        .poll(() => received.filter((e) => e.type === 'reservation.changed'))
        .toEqual([
          {
            type: 'reservation.changed',
            environment: 'emulator',
            id: r.Id.toLowerCase(),
            at: expect.any(String),
            event: 'reservation.driver.changed',
          },
        ]);
    } finally {
      unsubscribe();
    }
  });
  it('processes many events in parallel batches, each once, at most one detail read per event', async () => {
    const some = [take(), take(), take(), take(), take(), take()];
    const { client } = await settings.getUpstreamClient();
    await mirror.recordReservations('emulator', some, { source: 'read' });
    for (const [i, r] of some.entries()) await client.updateReservation(r.Id, { TrailerNumberPlate: `PAR ${i}` });
    const detailReads = async () =>
      (await settings.listUpstreamCalls()).filter(
        (c) =>
          c.method === 'GET' && some.some((r) => c.path.toLowerCase().endsWith(`/reservations/${r.Id.toLowerCase()}`)),
      ).length;
    // The writes' own read-backs, once their log (written in the background) is complete.
    await expect.poll(detailReads).toBeGreaterThanOrEqual(some.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await detailReads();
    // Two events about each reservation, received together, processed by runs started side by side.
    const bodies = some.flatMap((r) => [
      payload('reservation.updated', r.Id),
      payload('reservation.vehicle.platechanged', r.Id),
    ]);
    await Promise.all(bodies.map((b) => webhooks.receiveWebhook(signed(b))));
    const counts = await Promise.all([webhooks.processInbox(), webhooks.processInbox(), webhooks.processInbox()]);
    // Not "one of them handled all 12": each receive kicks processing, and a run a receive started may claim and
    // finish the first events before the calls above join it (the likely cause of this test failing now and then
    // under load). What matters is below: each event handled exactly once.
    for (const n of counts) expect(n).toBeLessThanOrEqual(bodies.length);
    for (const b of bodies)
      expect(await inboxRow(b.eventId)).toMatchObject({ attempts: 1, lastError: null, processedAt: expect.any(Date) });
    for (const [i, r] of some.entries()) {
      const { entries } = await mirror.readHistory('emulator', r.Id);
      expect(entries.map((e) => [e.source, e.event, e.changes])).toEqual([
        [
          'webhook',
          expect.stringMatching(/reservation\./),
          [{ field: 'TrailerNumberPlate', before: r.TrailerNumberPlate || null, after: `PAR ${i}` }],
        ],
      ]);
    }
    // One read per reservation when both its events land in one claimed batch; a receive kicks processing on its
    // own, so a batch may be claimed between two deliveries and read the reservation again (the second read finds
    // nothing new: the single history entry above). Never more than one read per event.
    await expect.poll(detailReads).toBeGreaterThanOrEqual(before + some.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await detailReads()).toBeLessThanOrEqual(before + bodies.length);
  });

  it(
    'processes every event while the receiver stays saturated, in short batches: one worker claims, the other ' +
      'stands by and lets go when nothing is due',
    async () => {
      const { noteReceiving } = await import('./process-inbox');
      const { SATURATED_BATCH } = await import('./plan-processing-hold');
      // Deliveries held "being received" (more than the receiver's saturation mark) for the whole test.
      const held = Array.from({ length: 8 }, () => noteReceiving());
      try {
        const bodies = Array.from({ length: SATURATED_BATCH + 5 }, () => payload('webhook.test', pool[0]!.Id));
        await Promise.all(bodies.map((b) => webhooks.receiveWebhook(signed(b))));
        // Resolves while still saturated: a worker standing by for good would hold the run open until the flood ends.
        await webhooks.processInbox();
        const rows = await Promise.all(bodies.map((b) => inboxRow(b.eventId)));
        for (const row of rows)
          expect(row).toMatchObject({ attempts: 1, lastError: null, processedAt: expect.any(Date) });
        // A batch's events share its claim's token: none held more than SATURATED_BATCH.
        const perClaim = new Map<string | null, number>();
        for (const row of rows) perClaim.set(row!.claimToken, (perClaim.get(row!.claimToken) ?? 0) + 1);
        expect(perClaim.size).toBeGreaterThanOrEqual(2);
        for (const count of perClaim.values()) expect(count).toBeLessThanOrEqual(SATURATED_BATCH);
      } finally {
        for (const done of held) done();
      }
    },
  );

  it(
    'holds the webhook secrets in memory until the settings change, on this instance at once, on another ' +
      'within seconds',
    async () => {
      const r = pool[0]!;
      const row = async () =>
        (
          await (
            await db.getDb()
          )
            .select()
            .from(db.schema.connectionSettings)
            .where(eq(db.schema.connectionSettings.environment, 'emulator'))
        )[0]!;
      const accepted = (secret: string) =>
        webhooks.receiveWebhook(signed(payload('webhook.test', r.Id), { secret })).then(
          () => true,
          () => false,
        );
      const NEW = 'rotated-webhook-secret';
      // Saved here: the next delivery sees the change.
      await connect(emulatorUrl, NEW);
      expect(await accepted(NEW)).toBe(true);
      const withBoth = await row();
      const added = (await settings.readConnectionOverview()).environments
        .find((e) => e.environment === 'emulator')!
        .webhookSecrets.at(-1)!.id;
      await settings.saveConnection(
        'emulator',
        {
          baseUrl: emulatorUrl,
          tenant: 'demo',
          authMethod: 'bearer',
          username: 'api',
          password: 'api-password',
          webhookSecrets: { removeIds: [added] },
        },
        null,
      );
      expect(await accepted(NEW)).toBe(false);
      expect(await accepted(SECRET)).toBe(true);

      // Saved by another instance (written straight to the database): a secret added there is taken once the cached
      // ones do not match, one removed there is refused after the next check of the settings' version.
      const set = (secrets: typeof withBoth.webhookSecrets) =>
        db
          .getDb()
          .then((d) =>
            d
              .update(db.schema.connectionSettings)
              .set({ webhookSecrets: secrets, updatedAt: new Date() })
              .where(eq(db.schema.connectionSettings.environment, 'emulator')),
          );
      const withoutNew = (await row()).webhookSecrets;
      await set(withBoth.webhookSecrets);
      await expect.poll(() => accepted(NEW), { timeout: 15_000, interval: 300 }).toBe(true);
      await set(withoutNew);
      await expect.poll(() => accepted(NEW), { timeout: 15_000, interval: 300 }).toBe(false);
      expect(await accepted(SECRET)).toBe(true);

      // After a quiet spell, the first delivery is checked against the settings as they are, not as last read.
      await set(withBoth.webhookSecrets);
      await expect.poll(() => accepted(NEW), { timeout: 15_000, interval: 300 }).toBe(true);
      await set(withoutNew);
      const now = Date.now;
      const later = now() + 11_000;
      const quiet = vi.spyOn(Date, 'now').mockImplementation(() => later);
      try {
        expect(await accepted(NEW)).toBe(false);
      } finally {
        quiet.mockRestore();
      }
      await webhooks.processInbox();
    },
  );

  // The sandbox saved at `baseUrl` with its own webhook secret (added once; later saves keep it).
  const connectSandbox = (baseUrl: string) =>
    settings.saveConnection(
      'sandbox',
      {
        baseUrl,
        tenant: 'demo',
        authMethod: 'bearer',
        username: 'api',
        password: 'api-password',
        webhookSecrets: { add: SANDBOX_SECRET, removeIds: [] },
      },
      null,
    );

  it(
    'stores an event signed with the sandbox secret while the emulator is active against the sandbox, and ' +
      'processes it there',
    async () => {
      const r = take();
      await connectSandbox(emulatorUrl);
      expect(await settings.readActiveEnvironment()).toBe('emulator');

      const body = payload('reservation.updated', r.Id);
      expect(await webhooks.receiveWebhook(signed(body, { secret: SANDBOX_SECRET }))).toEqual({
        eventId: body.eventId,
        duplicate: false,
      });
      expect(await inboxRow(body.eventId)).toMatchObject({ environment: 'sandbox', processedAt: null });
      // The active environment's own secret still lands its events there.
      const mine = payload('reservation.updated', take().Id);
      await webhooks.receiveWebhook(signed(mine));
      expect(await inboxRow(mine.eventId)).toMatchObject({ environment: 'emulator' });

      await webhooks.processInbox();
      expect(await inboxRow(body.eventId)).toMatchObject({
        environment: 'sandbox',
        attempts: 1,
        lastError: null,
        processedAt: expect.any(Date),
      });
      // Read through the sandbox's connection, kept in the sandbox's mirror only.
      expect((await mirror.readMirrored('sandbox', r.Id))!.reservation.Id).toBe(r.Id);
      expect(await mirror.readMirrored('emulator', r.Id)).toBeNull();
      expect((await mirror.readHistory('sandbox', r.Id)).entries.map((e) => [e.source, e.event])).toEqual([
        ['webhook', 'reservation.updated'],
      ]);
    },
  );

  it('lets an unreachable environment hold up only its own events', async () => {
    const [a, b] = [take(), take()];
    await connectSandbox(UNREACHABLE);
    try {
      const theirs = payload('reservation.updated', a.Id);
      const ours = payload('reservation.updated', b.Id);
      await webhooks.receiveWebhook(signed(theirs, { secret: SANDBOX_SECRET }));
      await webhooks.receiveWebhook(signed(ours));
      await webhooks.processInbox();

      expect(await inboxRow(ours.eventId)).toMatchObject({
        environment: 'emulator',
        lastError: null,
        processedAt: expect.any(Date),
      });
      expect(await inboxRow(theirs.eventId)).toMatchObject({
        environment: 'sandbox',
        processedAt: null,
        deadAt: null,
        attempts: 1,
        lastError: expect.stringMatching(/could not be reached/),
      });

      await connectSandbox(emulatorUrl);
      await (
        await db.getDb()
      )
        .update(db.schema.webhookInbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(db.schema.webhookInbox.eventId, theirs.eventId));
      expect(await webhooks.processInbox()).toBe(1);
      expect(await inboxRow(theirs.eventId)).toMatchObject({
        attempts: 2,
        lastError: null,
        processedAt: expect.any(Date),
      });
      expect((await mirror.readMirrored('sandbox', a.Id))!.reservation.Id).toBe(a.Id);
    } finally {
      await connectSandbox(emulatorUrl);
    }
  });
});
