// What the webhooks-admin*.int.test.ts files share: the secret, the server modules imported after each block's fresh
// database (one attempt before an event is dead), a pool of the demo data's reservations and the inbox reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import { type Reservation } from '@/lib/contracts';
import { signWebhook, startConnected, type Connected, utcDayStart } from '@/test/connect-emulator';

export const SECRET = 'admin-test-webhook-secret';
export const UNREACHABLE = 'http://127.0.0.1:4139';
export const DAY = 86_400_000;

export const signed = (body: unknown, opts: { secret?: string; timestamp?: string } = {}) =>
  signWebhook(body, opts.secret ?? SECRET, opts);

export const emulatorUrl = sharedEmulatorUrl();
// Set by setUpWebhookAdmin's beforeAll: the server modules, imported after the block's fresh database.
export let settings: Connected['settings'];
export let webhooks: typeof import('./index');
export let db: typeof import('@/lib/db');
export let caughtAppError: typeof import('@/test/caught-app-error').caughtAppError;
export let pool: Reservation[];

// One attempt before an event is dead, so a dead event needs no thirty retries; retention is the default 30 days.
export const ADMIN_ENV = { WEBHOOK_MAX_ATTEMPTS: '1' };

/** Inside a describe, after useFreshDatabase(target, ADMIN_ENV): the emulator connected, the modules above set. */
export function setUpWebhookAdmin() {
  beforeAll(async () => {
    ({ settings } = await startConnected(emulatorUrl, SECRET));
    webhooks = await import('./');
    db = await import('@/lib/db');
    ({ caughtAppError } = await import('@/test/caught-app-error'));
    const { client } = await settings.getUpstreamClient();
    pool = await client.listReservationsInRange({ from: utcDayStart(4), to: utcDayStart(6) });
    expect(pool.length).toBeGreaterThanOrEqual(4);
  });

  afterAll(async () => {
    await webhooks.processInbox();
    // Counted refusals go to this database, not the next one.
    await webhooks.flushRefusalCounts();
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });
}

export const inbox = () => db.schema.webhookInbox;
export const inboxRow = async (eventId: string) =>
  (await (await db.getDb()).select().from(inbox()).where(eq(inbox().eventId, eventId)))[0];
// Refusals are counted in memory and written in batches; the admin overview flushes them first, and so does this.
export const refusalCounts = async () => {
  await webhooks.flushRefusalCounts();
  const rows = await (await db.getDb()).select().from(db.schema.webhookRefusals);
  return Object.fromEntries(
    rows.map((r) => [r.reason, { count: r.count, lastDetail: r.lastDetail, lastAt: r.lastAt }]),
  );
};
export const setReceivedAt = async (eventId: string, at: Date) =>
  (await db.getDb()).update(inbox()).set({ receivedAt: at }).where(eq(inbox().eventId, eventId));
