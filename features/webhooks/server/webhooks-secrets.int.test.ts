import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  connect,
  db,
  emulatorUrl,
  inboxRow,
  mirror,
  payload,
  pool,
  SANDBOX_SECRET,
  SECRET,
  settings,
  setUpWebhooksSuite,
  signed,
  take,
  UNREACHABLE,
  webhooks,
} from './webhooks-support';

// The webhook secrets: rotation on this instance and another, and the sandbox's own secret; setup in
// webhooks-support.ts.

describe.each(databaseTargets)('webhooks on $name', (target) => {
  useFreshDatabase(target);
  setUpWebhooksSuite(target);

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
