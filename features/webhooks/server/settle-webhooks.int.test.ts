import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { LiveEvent } from '@/lib/live';
import type { Reservation } from '@/lib/contracts';
import { signWebhook, startConnected, type Connected, utcDayStart, webhookPayload } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { waitForLiveListener } from '@/test/wait-for-live-listener';

// Where the settle wait applies (features/webhooks/server/process-inbox.ts): only to an event about a reservation the
// mirror
// does not hold, which may be a create made through Slotboard whose answer is not recorded yet. A change to a
// reservation the mirror holds, or one a Slotboard write has registered, is processed at once. The wait is set to
// a minute here, so "not processed yet" cannot be a matter of timing; its end is simulated by ageing the event.

const SECRET = 'settle-test-webhook-secret';
const signed = (body: unknown) => signWebhook(body, SECRET);

describe.each(databaseTargets)('the settle wait on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let settings: Connected['settings'], mirror: Connected['mirror'], live: Connected['live'];
  let webhooks: typeof import('./index');
  let db: typeof import('@/lib/db');
  let pool: Reservation[];

  const database = useFreshDatabase(target, { WEBHOOK_SETTLE_MS: '60000' });

  beforeAll(async () => {
    ({ settings, mirror, live } = await startConnected(emulatorUrl, SECRET));
    webhooks = await import('./');
    db = await import('@/lib/db');
    const { client } = await settings.getUpstreamClient();
    pool = (await client.listReservationsInRange({ from: utcDayStart(4), to: utcDayStart(6) })).filter(
      (r) => !r.RealGateVehicleArrivalUtc && r.ApprovalStatus !== 'Rejected',
    );
    expect(pool.length).toBeGreaterThanOrEqual(4);
  });

  afterAll(async () => {
    // Nothing left waiting to settle when the database goes.
    await (await db.getDb()).update(db.schema.webhookInbox).set({ receivedAt: sql`now() - interval '1 hour'` });
    await webhooks.processInbox();
    if (target.name === 'postgres') await live.closeLive();
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  const take = () => pool.shift()!;
  const inboxRow = async (eventId: string) =>
    (
      await (await db.getDb()).select().from(db.schema.webhookInbox).where(eq(db.schema.webhookInbox.eventId, eventId))
    )[0];
  const age = async (eventId: string) =>
    (await db.getDb())
      .update(db.schema.webhookInbox)
      .set({ receivedAt: sql`now() - interval '61 seconds'` })
      .where(eq(db.schema.webhookInbox.eventId, eventId));

  it('processes a change to a reservation the mirror holds at once', async () => {
    const r = take();
    const { client } = await settings.getUpstreamClient();
    await mirror.recordReservations('emulator', [r], { source: 'read' });
    await client.updateReservation(r.Id, { CarrierDriverFullName: 'At Once' });
    const body = webhookPayload('reservation.driver.changed', r.Id);
    await webhooks.receiveWebhook(signed(body));
    await webhooks.processInbox();
    expect(await inboxRow(body.eventId)).toMatchObject({ attempts: 1, lastError: null, processedAt: expect.any(Date) });
    expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.event])).toEqual([
      ['webhook', 'reservation.driver.changed'],
    ]);
  });

  it(
    'lets an event about a reservation new to the mirror settle, so a create through Slotboard is credited to ' +
      'its planner',
    async () => {
      const r = take();
      const body = webhookPayload('reservation.created', r.Id);
      await webhooks.receiveWebhook(signed(body));
      await webhooks.processInbox();
      // Not claimed: no attempt counted, nothing recorded.
      expect(await inboxRow(body.eventId)).toMatchObject({ attempts: 0, processedAt: null });
      expect(await mirror.readMirrored('emulator', r.Id)).toBeNull();

      // Meanwhile the create's answer is recorded, as features/reservations/server does for a planner's create.
      await mirror.recordAndPublish(
        'emulator',
        [r],
        { source: 'slotboard', actor: 'Jo Planner (jo@example.com)', event: 'created' },
        { tell: 'written', who: { actor: 'Jo Planner (jo@example.com)', origin: 'tab-0123456789', event: 'created' } },
      );
      const received: LiveEvent[] = [];
      const unsubscribe = await live.subscribeLive((e) => received.push(e));
      try {
        if (target.name === 'postgres') await waitForLiveListener(database.env.DATABASE_URL!);
        await age(body.eventId);
        expect(await webhooks.processInbox()).toBe(1);
        expect(await inboxRow(body.eventId)).toMatchObject({
          attempts: 1,
          lastError: null,
          processedAt: expect.any(Date),
        });
        // The planner's create is the only entry; the webhook found nothing new, so no page is told again.
        expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.actor, e.action])).toEqual([
          ['slotboard', 'Jo Planner (jo@example.com)', 'created'],
        ]);
        expect(received.filter((e) => e.type === 'reservation.changed')).toEqual([]);
      } finally {
        unsubscribe();
      }
    },
  );

  it(
    'processes at once an event about a reservation a Slotboard write has registered, credited to that ' + 'write',
    async () => {
      const r = take();
      const { client } = await settings.getUpstreamClient();
      const end = await mirror.beginWrite('emulator', r.Id, {
        actor: 'Jo Planner (jo@example.com)',
        origin: 'tab-0123456789',
        event: 'updated',
      });
      try {
        await client.updateReservation(r.Id, { CarrierDriverFullName: 'Registered Driver' });
        const body = webhookPayload('reservation.driver.changed', r.Id);
        await webhooks.receiveWebhook(signed(body));
        await webhooks.processInbox();
        expect(await inboxRow(body.eventId)).toMatchObject({ attempts: 1, processedAt: expect.any(Date) });
        expect((await mirror.readHistory('emulator', r.Id)).entries.map((e) => [e.source, e.actor])).toEqual([
          ['slotboard', 'Jo Planner (jo@example.com)'],
        ]);
      } finally {
        await end();
      }
    },
  );

  it('applies no wait to events that are not about a reservation', async () => {
    const body = webhookPayload('webhook.test', pool[0]!.Id);
    await webhooks.receiveWebhook(signed(body));
    await webhooks.processInbox();
    expect(await inboxRow(body.eventId)).toMatchObject({ attempts: 1, processedAt: expect.any(Date) });
  });
});
