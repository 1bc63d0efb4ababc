import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZReplayWebhooks } from '../contract';
import { connectEmulator, webhookPayload } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  ADMIN_ENV,
  db,
  DAY,
  emulatorUrl,
  inbox,
  inboxRow,
  pool,
  setReceivedAt,
  settings,
  setUpWebhookAdmin,
  signed,
  UNREACHABLE,
  webhooks,
} from './webhooks-admin-support';

// Admin → Webhooks: dead events and their replay, and pruning past the retention period, on both databases against
// the shared emulator; setup in webhooks-admin-support.ts.

describe.each(databaseTargets)('webhook administration on $name', (target) => {
  useFreshDatabase(target, ADMIN_ENV);
  setUpWebhookAdmin();

  it(
    'sets an event aside as dead after WEBHOOK_MAX_ATTEMPTS, never claims it again, and replays it on ' + 'request',
    async () => {
      const r = pool[1]!;
      const body = webhookPayload('reservation.updated', r.Id);
      const done = webhookPayload('webhook.test', r.Id);
      await webhooks.receiveWebhook(signed(done));
      await webhooks.processInbox();
      const adminId = randomUUID();

      await connectEmulator(settings, UNREACHABLE);
      try {
        await webhooks.receiveWebhook(signed(body));
        await webhooks.processInbox();
        const dead = await inboxRow(body.eventId);
        expect(dead).toMatchObject({
          processedAt: null,
          claimedUntil: null,
          attempts: 1,
          lastError: expect.stringMatching(/^gave up after 1 attempts: .*could not be reached/),
        });
        expect(dead!.deadAt).toBeInstanceOf(Date);
        // Due, but dead: no pass takes it.
        await (
          await db.getDb()
        )
          .update(inbox())
          .set({ nextAttemptAt: new Date(0) })
          .where(eq(inbox().eventId, body.eventId));
        expect(await webhooks.processInbox()).toBe(0);

        // Replayed while the service is still down: one fresh attempt (attempts restart at 0), dead again.
        const unknown = randomUUID();
        expect(await webhooks.replayWebhooks([body.eventId, done.eventId, unknown, body.eventId], adminId)).toEqual({
          queued: 1,
          queuedIds: [body.eventId],
          skipped: [
            { eventId: done.eventId, reason: 'not_dead' },
            { eventId: unknown, reason: 'not_found' },
          ],
        });
        await webhooks.processInbox();
        expect(await inboxRow(body.eventId)).toMatchObject({
          attempts: 1,
          processedAt: null,
          deadAt: expect.any(Date),
        });
      } finally {
        await connectEmulator(settings, emulatorUrl);
      }

      expect((await webhooks.replayWebhooks([body.eventId], adminId)).queued).toBe(1);
      await webhooks.processInbox();
      expect(await inboxRow(body.eventId)).toMatchObject({
        attempts: 1,
        deadAt: null,
        lastError: null,
        processedAt: expect.any(Date),
        processedCount: 1,
      });
      // A second replay of the same event finds it no longer dead.
      expect(await webhooks.replayWebhooks([body.eventId], adminId)).toEqual({
        queued: 0,
        queuedIds: [],
        skipped: [{ eventId: body.eventId, reason: 'not_dead' }],
      });

      const audit = await (
        await db.getDb()
      )
        .select()
        .from(db.schema.auditLog)
        .where(eq(db.schema.auditLog.action, 'webhooks.replay'))
        .orderBy(db.schema.auditLog.id);
      expect(audit.map((a) => [a.actorId, a.subject, (a.detail as { eventIds: string[] }).eventIds])).toEqual([
        [adminId, 'webhook_inbox', [body.eventId]],
        [adminId, 'webhook_inbox', [body.eventId]],
      ]);
    },
  );

  it('keeps the replay request to 1–100 event ids', () => {
    expect(ZReplayWebhooks.safeParse({ eventIds: [] }).success).toBe(false);
    expect(ZReplayWebhooks.safeParse({ eventIds: Array.from({ length: 101 }, (_, i) => `e-${i}`) }).success).toBe(
      false,
    );
    expect(ZReplayWebhooks.safeParse({ eventIds: [''] }).success).toBe(false);
    expect(ZReplayWebhooks.parse({ eventIds: [' e-1 '] })).toEqual({ eventIds: ['e-1'] });
  });

  it(
    'prunes processed events past the retention period, keeping recent, dead and unprocessed ones; duplicates ' +
      'inside it are still caught',
    async () => {
      const receive = async (event: string) => {
        const body = webhookPayload(event, randomUUID());
        await webhooks.receiveWebhook(signed(body));
        return body;
      };
      const [oldDone, recentDone, oldDead, oldWaiting] = [
        await receive('webhook.test'),
        await receive('webhook.test'),
        await receive('webhook.test'),
        await receive('webhook.test'),
      ];
      await webhooks.processInbox();
      const database = await db.getDb();
      await database
        .update(inbox())
        .set({ deadAt: new Date(), processedAt: null, lastError: 'gave up' })
        .where(eq(inbox().eventId, oldDead.eventId));
      await database
        .update(inbox())
        .set({ processedAt: null, attempts: 3, nextAttemptAt: new Date(Date.now() + DAY) })
        .where(eq(inbox().eventId, oldWaiting.eventId));
      const old = new Date(Date.now() - 31 * DAY);
      for (const body of [oldDone, oldDead, oldWaiting]) await setReceivedAt(body.eventId, old);
      await setReceivedAt(recentDone.eventId, new Date(Date.now() - 29 * DAY));

      expect(await webhooks.pruneInbox()).toBe(1);
      expect(await inboxRow(oldDone.eventId)).toBeUndefined();
      for (const body of [recentDone, oldDead, oldWaiting]) expect(await inboxRow(body.eventId)).toBeDefined();
      expect(await webhooks.pruneInbox()).toBe(0);

      expect(await webhooks.receiveWebhook(signed(recentDone))).toEqual({
        eventId: recentDone.eventId,
        duplicate: true,
      });
      // Clean up for the overview test: this block's inbox is then only what that test puts in.
      await database.delete(inbox());
    },
  );
});
