// What the webhooks*.int.test.ts files share: the secrets, the server modules imported after each block's fresh
// database, a pool of the demo data's reservations and the inbox reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { Reservation } from '@/lib/contracts';
import {
  connectEmulator,
  signWebhook,
  startConnected,
  type Connected,
  utcDayStart,
  webhookPayload,
} from '@/test/connect-emulator';
import type { DatabaseTarget } from '@/test/database-targets';

export const SECRET = 'test-webhook-secret';
export const SANDBOX_SECRET = 'test-sandbox-webhook-secret';
export const UNREACHABLE = 'http://127.0.0.1:4139';

export const signed = (body: unknown, opts: { secret?: string; timestamp?: string } = {}) =>
  signWebhook(body, opts.secret ?? SECRET, opts);
export const [payload, utcDay] = [webhookPayload, utcDayStart];

export const emulatorUrl = sharedEmulatorUrl();
// Set by startConnected: the server modules, imported after this suite's fresh database.
export let settings: Connected['settings'], mirror: Connected['mirror'], live: Connected['live'];
export let webhooks: typeof import('./index');
export let db: typeof import('@/lib/db');
// Imported after the module reset, so its AppError is the one features/webhooks/server throws.
export let caughtAppError: typeof import('@/test/caught-app-error').caughtAppError;
/** Reservations of the demo data a few days ahead, not yet arrived: each test takes its own. */
export let pool: Reservation[];

export const connect = (baseUrl: string, webhookSecret?: string) => connectEmulator(settings, baseUrl, webhookSecret);

/** Inside a describe, after useFreshDatabase(target): the emulator connected, the modules above set for its tests. */
export function setUpWebhooksSuite(target: DatabaseTarget) {
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
}

export const take = () => pool.shift()!;

export const inboxRow = async (eventId: string) =>
  (
    await (await db.getDb()).select().from(db.schema.webhookInbox).where(eq(db.schema.webhookInbox.eventId, eventId))
  )[0];
export const inboxCount = async () => (await (await db.getDb()).select().from(db.schema.webhookInbox)).length;
