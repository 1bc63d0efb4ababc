import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS } from './verify-signature';
import { WEBHOOK_PAGE_SIZE, ZWebhookOverview } from '../contract';
import { connectEmulator, webhookPayload } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  ADMIN_ENV,
  caughtAppError,
  db,
  DAY,
  emulatorUrl,
  inbox,
  pool,
  refusalCounts,
  SECRET,
  settings,
  setReceivedAt,
  setUpWebhookAdmin,
  signed,
  webhooks,
} from './webhooks-admin-support';

// What Admin → Webhooks reads and does, on both databases against the shared emulator: refusals counted by reason,
// dead events and their replay, pruning past the retention period, and the overview (counts, paging, secrets' ids).
// The routes only parse (lib/contracts) and call these functions.
// Dead events, their replay and pruning: webhooks-admin-replay.int.test.ts.

describe.each(databaseTargets)('webhook administration on $name', (target) => {
  useFreshDatabase(target, ADMIN_ENV);
  setUpWebhookAdmin();

  it(
    'counts every refused delivery under its reason, with the short message and never the body or a ' + 'secret',
    async () => {
      const id = pool[0]!.Id;
      const good = signed(webhookPayload('reservation.updated', id));
      const stale = String(Math.floor((Date.now() - MAX_AGE_MS) / 1000) - 3600);
      const refused: [Parameters<typeof webhooks.receiveWebhook>[0], string][] = [
        [
          signed(webhookPayload('reservation.updated', id), { secret: 'not-the-configured-secret' }),
          'signature_mismatch',
        ],
        [
          { ...good, rawBody: good.rawBody.replace('reservation.updated', 'reservation.deleted') },
          'signature_mismatch',
        ],
        [{ ...good, signature: null }, 'missing_headers'],
        [{ ...good, timestamp: 'soon' }, 'invalid_timestamp'],
        [signed(webhookPayload('reservation.updated', id), { timestamp: stale }), 'stale_timestamp'],
        [signed('{"eventId": "e-1", "event": '), 'invalid_json'],
        [signed({ ...webhookPayload('reservation.updated', id), eventId: undefined }), 'invalid_payload'],
        [
          signed(
            JSON.stringify({
              ...webhookPayload('reservation.updated', id),
              padding: 'x'.repeat(webhooks.MAX_BODY_BYTES),
            }),
          ),
          'too_large',
        ],
      ];
      for (const [input] of refused) await caughtAppError(webhooks.receiveWebhook(input));

      const counts = await refusalCounts();
      expect(Object.fromEntries(Object.entries(counts).map(([reason, c]) => [reason, c.count]))).toEqual({
        signature_mismatch: 2,
        missing_headers: 1,
        invalid_timestamp: 1,
        stale_timestamp: 1,
        invalid_json: 1,
        invalid_payload: 1,
        too_large: 1,
      });
      expect(counts.signature_mismatch!.lastDetail).toBe(
        'Webhook refused: X-SVC-Signature does not match the body signed with any configured webhook secret.',
      );
      expect(counts.missing_headers!.lastDetail).toMatch(/X-SVC-Signature header is missing/);
      expect(counts.invalid_payload!.lastDetail).toMatch(/^Webhook refused: eventId /);
      const details = JSON.stringify(counts);
      expect(details).not.toContain(SECRET);
      expect(details).not.toContain(id);
      expect(Date.now() - counts.too_large!.lastAt.getTime()).toBeLessThan(60_000);
    },
  );

  it('refuses with no_secret when no environment has a webhook secret, and counts it', async () => {
    const { environments } = await settings.readConnectionOverview();
    const ids = environments.find((e) => e.environment === 'emulator')!.webhookSecrets.map((s) => s.id);
    await settings.saveConnection(
      'emulator',
      {
        baseUrl: emulatorUrl,
        tenant: 'demo',
        authMethod: 'bearer',
        username: 'api',
        webhookSecrets: { removeIds: ids },
      },
      null,
    );
    try {
      const error = await caughtAppError(
        webhooks.receiveWebhook(signed(webhookPayload('reservation.updated', pool[0]!.Id))),
      );
      // The caller learns nothing about what is configured; the admin sees why.
      expect({ code: error.code, message: error.message }).toEqual({
        code: 'invalid_signature',
        message: 'Webhook refused: the signature could not be verified.',
      });
      expect((await refusalCounts()).no_secret).toMatchObject({
        count: 1,
        lastDetail: expect.stringMatching(/no webhook secret is configured for any environment/),
      });
    } finally {
      await connectEmulator(settings, emulatorUrl, SECRET);
    }
  });

  it(
    'answers the overview: receiver URL, secrets by id only, counts by status, a page of events, refusals and ' +
      'the last event per kind',
    async () => {
      const database = await db.getDb();
      await database.delete(inbox());
      const ids: string[] = [];
      for (let i = 0; i < WEBHOOK_PAGE_SIZE + 3; i++) {
        const body = webhookPayload(i % 2 === 0 ? 'order.updated' : 'webhook.test', randomUUID());
        await webhooks.receiveWebhook(signed(body));
        ids.push(body.eventId);
      }
      await webhooks.processInbox();
      // Received times a second apart, in the order sent; then one of each other state.
      for (const [i, id] of ids.entries()) await setReceivedAt(id, new Date(Date.now() - (100 - i) * 1000));
      await database
        .update(inbox())
        .set({ deadAt: new Date(), processedAt: null, attempts: 1, lastError: 'gave up after 1 attempts: boom' })
        .where(eq(inbox().eventId, ids[0]!));
      await database
        .update(inbox())
        .set({ processedAt: null, attempts: 2, lastError: 'not yet', nextAttemptAt: new Date(Date.now() + DAY) })
        .where(eq(inbox().eventId, ids[1]!));
      await database
        .update(inbox())
        .set({ processedAt: null, attempts: 0, nextAttemptAt: new Date(Date.now() + DAY) })
        .where(eq(inbox().eventId, ids[2]!));

      const overview = ZWebhookOverview.parse(await webhooks.loadWebhookOverview({ status: 'all', page: 1 }));
      expect(overview.receiverUrl).toBe('http://127.0.0.1:3999/api/webhooks');
      expect(overview).toMatchObject({ retentionDays: 30, maxAttempts: 1 });
      expect(overview.counts).toEqual({ received: 1, retrying: 1, processed: WEBHOOK_PAGE_SIZE, dead: 1 });
      expect(overview.environments.map((e) => [e.environment, e.configured, e.active, e.secrets.length])).toEqual([
        ['production', false, false, 0],
        ['sandbox', false, false, 0],
        ['emulator', true, true, 1],
      ]);
      expect(JSON.stringify(overview)).not.toContain(SECRET);

      expect(overview.inbox).toMatchObject({
        status: 'all',
        page: 1,
        pageSize: WEBHOOK_PAGE_SIZE,
        total: WEBHOOK_PAGE_SIZE + 3,
      });
      // Newest first.
      expect(overview.inbox.events.map((e) => e.eventId)).toEqual(ids.slice(3).reverse());
      const second = await webhooks.loadWebhookOverview({ status: 'all', page: 2 });
      expect(second.inbox.events.map((e) => [e.eventId, e.status])).toEqual([
        [ids[2], 'received'],
        [ids[1], 'retrying'],
        [ids[0], 'dead'],
      ]);
      const dead = await webhooks.loadWebhookOverview({ status: 'dead', page: 1 });
      expect(dead.inbox).toMatchObject({ status: 'dead', total: 1 });
      expect(dead.inbox.events).toEqual([
        expect.objectContaining({
          eventId: ids[0],
          environment: 'emulator',
          event: 'order.updated',
          attempts: 1,
          deliveries: 1,
          processedAt: null,
          deadAt: expect.any(String),
          lastError: 'gave up after 1 attempts: boom',
        }),
      ]);
      expect(dead.inbox.events[0]!.payload).toEqual(
        expect.objectContaining({ eventId: ids[0], event: 'order.updated' }),
      );
      expect(
        (await webhooks.loadWebhookOverview({ status: 'retrying', page: 1 })).inbox.events.map((e) => e.eventId),
      ).toEqual([ids[1]]);
      expect((await webhooks.loadWebhookOverview({ status: 'processed', page: 2 })).inbox.events).toEqual([]);
      // Found by its event id, or by the id it is about in any case; the status filter still applies.
      const about = (await webhooks.loadWebhookOverview({ status: 'all', page: 1, search: ids[5] })).inbox;
      expect([about.search, about.total, about.events.map((e) => e.eventId)]).toEqual([ids[5], 1, [ids[5]]]);
      const subject = about.events[0]!.subjectId!.toUpperCase();
      expect(
        (await webhooks.loadWebhookOverview({ status: 'processed', page: 1, search: subject })).inbox.events.map(
          (e) => e.eventId,
        ),
      ).toEqual([ids[5]]);
      expect((await webhooks.loadWebhookOverview({ status: 'dead', page: 1, search: subject })).inbox).toMatchObject({
        total: 0,
        events: [],
      });

      expect(overview.lastByKind).toEqual([
        { event: 'order.updated', lastReceivedAt: expect.any(String), count: 12 },
        { event: 'webhook.test', lastReceivedAt: expect.any(String), count: 11 },
      ]);
      expect(Date.parse(overview.lastByKind[0]!.lastReceivedAt)).toBeGreaterThan(
        Date.parse(overview.lastByKind[1]!.lastReceivedAt),
      );
      // Refusals of the tests above, most recent first.
      expect(overview.refusals[0]).toMatchObject({ reason: 'no_secret', count: 1 });
      expect(overview.refusals.map((x) => x.reason).sort()).toEqual([
        'invalid_json',
        'invalid_payload',
        'invalid_timestamp',
        'missing_headers',
        'no_secret',
        'signature_mismatch',
        'stale_timestamp',
        'too_large',
      ]);
    },
  );
});
