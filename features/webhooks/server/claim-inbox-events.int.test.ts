import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// While a worker finishes its batch, the batch's renewal timer (every WEBHOOK_CLAIM_MS / 3) may fire, and repeated
// deliveries of the same events may be stored: three statements on the same rows at once. On PostgreSQL two of them
// that lock those rows in different orders deadlock, and the server aborts one (40P01): a failed finish leaves the
// batch to be claimed and processed again. Here the rows are laid out so that their order on disk and in the
// pending index is the reverse of their event ids, and the three are started together, round after round.

const ROUNDS = 30;

describe.each(databaseTargets)('inbox claims held and let go at once on $name', (target) => {
  let claims: typeof import('./claim-inbox-events');
  let store: typeof import('./store-inbox-events');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target, { WEBHOOK_CLAIM_MS: '30000' });

  beforeAll(async () => {
    claims = await import('./claim-inbox-events');
    store = await import('./store-inbox-events');
    db = await import('@/lib/db');
  });

  /** A batch's worth of due events, each received after the one before and named before it. */
  const receiveBatch = async (round: number) => {
    const base = Date.now() - 60_000;
    const rows = Array.from({ length: claims.BATCH }, (_, i) => ({
      eventId: `r${String(ROUNDS - round).padStart(3, '0')}-${String(claims.BATCH - i).padStart(4, '0')}`,
      environment: 'emulator' as const,
      event: 'webhook.test',
      body: { n: i },
      receivedAt: new Date(base + i),
      nextAttemptAt: new Date(base + i),
    }));
    // One row per statement, in this order: so they lie on disk.
    for (const row of rows) await (await db.getDb()).insert(db.schema.webhookInbox).values(row);
    return rows.map((r) => r.eventId);
  };

  it(
    'renews, finishes and counts repeated deliveries of one batch at once without a deadlock; finished events ' +
      'stay finished',
    async () => {
      const t = db.schema.webhookInbox;
      let renewed = 0;
      let partly = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const ids = await receiveBatch(round);
        const batch = await claims.claimDueEvents();
        expect(batch.map((r) => r.eventId).sort()).toEqual([...ids].sort());
        const token = batch[0]!.claimToken;

        const settled = await Promise.allSettled([
          claims.renewClaim(token),
          claims.finishEvents(token, ids),
          claims.renewClaim(token),
          ...ids.map((eventId) =>
            store.storeInboxEvent({ eventId, environment: 'emulator', event: 'webhook.test', body: {} }),
          ),
          claims.renewClaim(token),
        ]);
        // The driver's own error (40P01 "deadlock detected"), not the wrapper's query text.
        const errors = settled.flatMap((s) =>
          s.status === 'rejected'
            ? [String(((s.reason as Error).cause as Error | undefined)?.message ?? (s.reason as Error).message)]
            : [],
        );
        expect(errors, `round ${round}`).toEqual([]);
        expect((settled[1] as PromiseFulfilledResult<number>).value, `round ${round}: events finished`).toBe(
          ids.length,
        );
        for (const i of [0, 2, 3 + ids.length]) {
          const n = (settled[i] as PromiseFulfilledResult<number>).value;
          renewed += n;
          if (n > 0 && n < ids.length) partly += 1;
        }

        const rows = await (await db.getDb()).select().from(t).where(eq(t.claimToken, token!));
        expect(rows).toHaveLength(ids.length);
        // A renewal that came after the finish must not have claimed a finished event again.
        for (const row of rows)
          expect(row, `round ${round}`).toMatchObject({
            processedCount: 1,
            processedAt: expect.any(Date),
            claimedUntil: null,
            deliveries: 2,
          });
        expect(await claims.claimDueEvents(), `round ${round}: claimed again`).toEqual([]);
      }
      // What the race looked like: renewals that found part of the batch finished or locked ran in the middle of the
      // finish.
      console.log(
        `[claim-inbox-events] ${target.name}: ${ROUNDS * 3} renewals racing ${ROUNDS} finishes of ${claims.BATCH} ` +
          `renewed ${renewed} events; ${partly} renewed only part of a batch`,
      );
    },
  );
});
