import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@/emulator/testing/call-service';
import type { LiveEvent } from '@/lib/live';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { waitForLiveListener } from '@/test/wait-for-live-listener';
import {
  connect,
  db,
  emulatorUrl,
  inboxRow,
  live,
  mirror,
  payload,
  settings,
  setUpWebhooksSuite,
  signed,
  take,
  UNREACHABLE,
  webhooks,
} from './webhooks-support';

// Processing that fails or waits (a refused row, a deleted reservation, the service unreachable), a Slotboard write
// under way, and the live bus; setup in webhooks-support.ts.

describe.each(databaseTargets)('webhooks on $name', (target) => {
  const database = useFreshDatabase(target);
  setUpWebhooksSuite(target);

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
});
