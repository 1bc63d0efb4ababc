import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';

// Every statement that takes, keeps or lets go of an inbox event's claim. Several of them run on the same rows at
// once (a batch's renewal timer fires while the batch is finished; a repeated delivery of a claimed event is counted),
// and on PostgreSQL two statements that lock the same rows in different orders deadlock: the server aborts one, and
// an aborted finish leaves the whole batch to be claimed and processed again. So no statement here waits for a row
// lock while holding others in an order of its own: the claim and the renewal skip locked rows, the finish locks in
// event id order, as the inbox's insert does (store-inbox-events.ts), and a set-back touches a single row.

const t = schema.webhookInbox;
/** Events claimed at once by one worker: one claim, one mirror write and one "processed" update per batch. */
export const BATCH = 100;
const retryDelay = (attempt: number) => Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, attempt - 1));

export type InboxRow = typeof t.$inferSelect;

/**
 * Claims due events (SKIP LOCKED: instances share the work, none takes an event another holds). An event about a
 * reservation the mirror does not hold, younger than WEBHOOK_SETTLE_MS, is left to settle: it may announce a
 * create made through Slotboard whose answer is not recorded yet, and recorded first the history names the
 * planner and the planner's tab is not told of its own change. Changes to a reservation the mirror holds need no
 * wait: a write through Slotboard registers itself in pending_writes before it is sent (lib/mirror/pending-writes.ts,
 * in the database, so every instance sees it) and the change is credited from there. At most `limit` events: BATCH
 * unless the caller asks for fewer (during a flood, plan-processing-hold.ts).
 */
export async function claimDueEvents(limit = BATCH): Promise<InboxRow[]> {
  const db = await getDb();
  const now = new Date();
  const settleMs = env().WEBHOOK_SETTLE_MS;
  const subject = sql`(case
    when lower(${t.subjectId}) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then lower(${t.subjectId})::uuid end)`;
  const settled =
    settleMs === 0
      ? sql`true`
      : sql`(${t.receivedAt} <= now() - make_interval(secs => ${settleMs / 1000})
          or ${t.event} not like 'reservation.%'
          or exists (select 1 from ${schema.reservationMirror} m
            where m.environment = ${t.environment} and m.id = ${subject})
          or exists (select 1 from ${schema.pendingWrites} p
            where p.environment = ${t.environment} and p.reservation_id = ${subject}))`;
  const due = db
    .select({ eventId: t.eventId })
    .from(t)
    .where(
      and(
        isNull(t.processedAt),
        isNull(t.deadAt),
        lte(t.nextAttemptAt, now),
        or(isNull(t.claimedUntil), lt(t.claimedUntil, now)),
        settled,
      ),
    )
    .orderBy(asc(t.receivedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({
      claimedUntil: new Date(now.getTime() + env().WEBHOOK_CLAIM_MS),
      claimToken: randomUUID(),
      attempts: sql`${t.attempts} + 1`,
    })
    .where(inArray(t.eventId, due))
    .returning();
}

/** The rows still held under this claim: one whose claim lapsed and was taken by another instance is no longer ours. */
const heldUnder = (token: string | null) => (token === null ? sql`false` : eq(t.claimToken, token));

/**
 * Moves the claim of the events still held under `token` and unfinished another WEBHOOK_CLAIM_MS on; one already
 * finished or set back for a retry is left as it is. Resolves with how many were renewed. A row locked right now is
 * being finished, set back or counted as a repeated delivery: it is skipped, not waited for (the timer renews it on
 * its next tick, two more before the claim lapses).
 */
export async function renewClaim(token: string | null): Promise<number> {
  const db = await getDb();
  const held = db
    .select({ eventId: t.eventId })
    .from(t)
    .where(and(heldUnder(token), isNull(t.processedAt), isNull(t.deadAt), isNotNull(t.claimedUntil)))
    .for('update', { skipLocked: true });
  const renewed = await db
    .update(t)
    .set({ claimedUntil: new Date(Date.now() + env().WEBHOOK_CLAIM_MS) })
    .where(inArray(t.eventId, held))
    .returning({ eventId: t.eventId });
  return renewed.length;
}

/**
 * Marks the events processed (with the reason when the service refused them); resolves with how many were still held.
 */
export async function finishEvents(token: string | null, eventIds: string[], error?: string): Promise<number> {
  if (eventIds.length === 0) return 0;
  const db = await getDb();
  // Byte order ("C"), as the insert sorts its rows (store-inbox-events.ts), whatever the database's collation.
  const held = db
    .select({ eventId: t.eventId })
    .from(t)
    .where(and(inArray(t.eventId, eventIds), heldUnder(token)))
    .orderBy(sql`${t.eventId} collate "C"`)
    .for('update');
  const finished = await db
    .update(t)
    .set({
      processedAt: new Date(),
      processedCount: sql`${t.processedCount} + 1`,
      claimedUntil: null,
      lastError: error ?? null,
    })
    .where(and(inArray(t.eventId, held), heldUnder(token)))
    .returning({ eventId: t.eventId });
  return finished.length;
}

/**
 * Lets the event go until its next attempt is due, or after the last gives it up: dead, not processed, for the admin to
 * replay.
 */
export async function setBackEvent(row: InboxRow, message: string): Promise<'retry' | 'dead'> {
  const db = await getDb();
  if (row.attempts >= env().WEBHOOK_MAX_ATTEMPTS) {
    await db
      .update(t)
      .set({ deadAt: new Date(), claimedUntil: null, lastError: `gave up after ${row.attempts} attempts: ${message}` })
      .where(and(eq(t.eventId, row.eventId), heldUnder(row.claimToken)));
    return 'dead';
  }
  await db
    .update(t)
    .set({ claimedUntil: null, lastError: message, nextAttemptAt: new Date(Date.now() + retryDelay(row.attempts)) })
    .where(and(eq(t.eventId, row.eventId), heldUnder(row.claimToken)));
  return 'retry';
}
