import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { Reservation } from '@/lib/contracts';
import { signWebhook, startConnected, type Connected, utcDayStart, webhookPayload } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// A claimed batch is the claiming instance's for WEBHOOK_CLAIM_MS and renewed while it is worked on: short enough
// that what a dead instance leaves is soon taken by another, yet a batch the service is slow to answer stays with
// the instance working on it. Here the claim is 2 s and the service answers after 3.5 s.

const SECRET = 'claim-test-webhook-secret';
const CLAIM_MS = 2000;

describe.each(databaseTargets)('webhook claims on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let settings: Connected['settings'], mirror: Connected['mirror'], live: Connected['live'];
  let webhooks: typeof import('./index');
  let db: typeof import('@/lib/db');
  let pool: Reservation[];

  useFreshDatabase(target, { WEBHOOK_CLAIM_MS: String(CLAIM_MS) });

  beforeAll(async () => {
    ({ settings, mirror, live } = await startConnected(emulatorUrl, SECRET));
    webhooks = await import('./');
    db = await import('@/lib/db');
    const { client } = await settings.getUpstreamClient();
    pool = (await client.listReservationsInRange({ from: utcDayStart(4), to: utcDayStart(6) })).filter(
      (r) => !r.RealGateVehicleArrivalUtc,
    );
    expect(pool.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    await call(emulatorUrl, 'DELETE', '/_emulator/faults');
    await webhooks.processInbox();
    if (target.name === 'postgres') await live.closeLive();
  });

  /** An update to a reservation the mirror holds, received while the service takes 3.5 s to answer its detail read. */
  const receiveWhileSlow = async () => {
    const r = pool.shift()!;
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    const body = webhookPayload('reservation.updated', r.Id);
    // Slow first: receiving the event starts its processing.
    await call(emulatorUrl, 'PUT', '/_emulator/faults', { body: { latencyMs: 3500 } });
    await webhooks.receiveWebhook(signWebhook(body, SECRET));
    return { body, processing: webhooks.processInbox() };
  };

  const inboxRow = async (eventId: string) =>
    (
      await (await db.getDb()).select().from(db.schema.webhookInbox).where(eq(db.schema.webhookInbox.eventId, eventId))
    )[0]!;

  it('renews the claim of a batch while the service is slow, past the first claim, and processes it once', async () => {
    const { body, processing } = await receiveWhileSlow();
    try {
      const claimed = await vi.waitFor(
        async () => {
          const row = await inboxRow(body.eventId);
          expect(row.claimedUntil).toBeInstanceOf(Date);
          return row.claimedUntil!;
        },
        { timeout: 3000, interval: 50 },
      );
      // Still unprocessed (the detail read waits 3.5 s), its claim moved on: the instance keeps it.
      const renewed = await vi.waitFor(
        async () => {
          const row = await inboxRow(body.eventId);
          expect(row.processedAt).toBeNull();
          expect(row.claimedUntil!.getTime()).toBeGreaterThan(claimed.getTime());
          return row;
        },
        { timeout: 3000, interval: 50 },
      );
      expect(renewed.attempts).toBe(1);
    } finally {
      await processing;
    }
    expect(await inboxRow(body.eventId)).toMatchObject({
      attempts: 1,
      processedCount: 1,
      claimedUntil: null,
      lastError: null,
      processedAt: expect.any(Date),
    });
  });

  it(
    'leaves an event whose claim another instance took while this one worked to that instance: not finished ' +
      'here, not renewed',
    async () => {
      const { body, processing } = await receiveWhileSlow();
      const theirs = randomUUID();
      const later = new Date(Date.now() + 60_000);
      try {
        await vi.waitFor(async () => expect((await inboxRow(body.eventId)).claimToken).not.toBeNull(), {
          timeout: 3000,
          interval: 50,
        });
        // What another instance's claim looks like once this one's has lapsed (a stall past WEBHOOK_CLAIM_MS).
        await (
          await db.getDb()
        )
          .update(db.schema.webhookInbox)
          .set({ claimToken: theirs, claimedUntil: later })
          .where(eq(db.schema.webhookInbox.eventId, body.eventId));
      } finally {
        await processing;
      }
      expect(await inboxRow(body.eventId)).toMatchObject({
        claimToken: theirs,
        claimedUntil: later,
        processedAt: null,
        processedCount: 0,
      });
      // Released for the test's next run: as if the other instance had died.
      await (
        await db.getDb()
      )
        .update(db.schema.webhookInbox)
        .set({ claimedUntil: null })
        .where(eq(db.schema.webhookInbox.eventId, body.eventId));
      await call(emulatorUrl, 'DELETE', '/_emulator/faults');
      await webhooks.processInbox();
      expect(await inboxRow(body.eventId)).toMatchObject({
        attempts: 2,
        processedCount: 1,
        processedAt: expect.any(Date),
      });
    },
  );

  it(
    'tells open pages of an event whose earlier try recorded it and died before telling, though the mirror ' +
      'holds it already',
    async () => {
      const r = pool.shift()!;
      // What an instance killed between its mirror write and its NOTIFY leaves: the mirror up to date, the event
      // claimed once, its claim lapsed.
      await mirror.recordReservations('emulator', [r], { source: 'webhook' });
      const body = webhookPayload('reservation.updated', r.Id);
      // Listening before the row exists: a processing round an earlier test scheduled may take it first.
      const heard: string[] = [];
      const unsubscribe = await live.subscribeLive((e) => {
        if (e.type === 'reservation.changed') heard.push(e.id.toLowerCase());
      });
      await (await db.getDb()).insert(db.schema.webhookInbox).values({
        eventId: body.eventId,
        environment: 'emulator',
        event: body.event,
        subjectId: r.Id,
        body,
        attempts: 1,
        claimToken: randomUUID(),
        claimedUntil: new Date(Date.now() - 1000),
      });
      try {
        await webhooks.processInbox();
        await vi.waitFor(() => expect(heard).toContain(r.Id.toLowerCase()), { timeout: 3000, interval: 50 });
      } finally {
        unsubscribe();
      }
      expect(await inboxRow(body.eventId)).toMatchObject({
        attempts: 2,
        processedCount: 1,
        processedAt: expect.any(Date),
      });
    },
  );
});
