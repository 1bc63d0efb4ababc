import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, lt, sql } from 'drizzle-orm';
import { describeErrorForLog, type AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { publishLive } from '@/lib/live';
import { canFallBack, recordAndPublish, recordDeletionAndPublish } from '@/lib/mirror';
import { getUpstreamClientFor } from '@/lib/gateway';
import { env } from '@/lib/env';
import type { Environment } from '@/lib/contracts';

const t = schema.webhookInbox;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BATCH = 20;
// Long enough for one batch's detail reads; an instance that dies mid-batch leaves its claim to expire.
const CLAIM_MS = 120_000;
const retryDelay = (attempt: number) => Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, attempt - 1));

const holder = globalThis as typeof globalThis & { __slotboardInbox?: { running: Promise<number> | null; again: boolean } };
const state = (holder.__slotboardInbox ??= { running: null, again: false });

/** Starts processing soon, without waiting; a call while a run is going makes it go round once more. */
export function kickInboxProcessor(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = run()
    .catch((error: unknown) => {
      // The database went away mid-run: what is not finished stays in the inbox for the timer's next run.
      console.error(`[webhooks] processing stopped: ${describeErrorForLog(error, { stack: false })}`);
      return 0;
    })
    .finally(() => {
      state.running = null;
    });
}

/** Processes until nothing is due; resolves with the number of events handled (tests, the timer). */
export async function processInbox(): Promise<number> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  kickInboxProcessor();
  return state.running!;
}

async function run(): Promise<number> {
  let handled = 0;
  do {
    state.again = false;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) break;
      handled += batch.length;
      await processBatch(batch);
    }
  } while (state.again);
  return handled;
}

type InboxRow = typeof t.$inferSelect;

async function claim(): Promise<InboxRow[]> {
  const db = await getDb();
  const now = new Date();
  const due = db
    .select({ eventId: t.eventId })
    .from(t)
    .where(and(isNull(t.processedAt), isNull(t.deadAt), lte(t.nextAttemptAt, now), or(isNull(t.claimedUntil), lt(t.claimedUntil, now))))
    .orderBy(asc(t.receivedAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${t.attempts} + 1` })
    .where(inArray(t.eventId, due))
    .returning();
}

async function finish(eventIds: string[], error?: string) {
  if (eventIds.length === 0) return;
  const db = await getDb();
  await db.update(t).set({ processedAt: new Date(), claimedUntil: null, lastError: error ?? null }).where(inArray(t.eventId, eventIds));
}

async function retryLater(row: InboxRow, error: unknown) {
  const message = (error as Error).message ?? String(error);
  if (row.attempts >= env().WEBHOOK_MAX_ATTEMPTS) {
    console.error(`[webhooks] giving up on ${row.event} ${row.eventId} after ${row.attempts} attempts: ${message}`);
    const db = await getDb();
    // Dead, not processed: the admin sees it and may replay it.
    await db.update(t).set({ deadAt: new Date(), claimedUntil: null, lastError: `gave up after ${row.attempts} attempts: ${message}` }).where(eq(t.eventId, row.eventId));
    return;
  }
  const db = await getDb();
  await db
    .update(t)
    .set({ claimedUntil: null, lastError: message, nextAttemptAt: new Date(Date.now() + retryDelay(row.attempts)) })
    .where(eq(t.eventId, row.eventId));
}

async function processBatch(rows: InboxRow[]) {
  const byEnvironment = new Map<Environment, InboxRow[]>();
  for (const row of rows) byEnvironment.set(row.environment, [...(byEnvironment.get(row.environment) ?? []), row]);
  for (const [environment, group] of byEnvironment) await processForEnvironment(environment, group);
}

// An event is processed against the environment whose secret signed it, active or not: the sandbox's events
// update the sandbox's mirror. An environment that cannot be reached (or is no longer configured) holds up only its own.
async function processForEnvironment(environment: Environment, mine: InboxRow[]) {
  let client;
  try {
    ({ client } = await getUpstreamClientFor(environment));
  } catch (error) {
    for (const row of mine) await retryLater(row, error);
    return;
  }

  // Several events about one reservation need one read of its current state (delivery order does not matter,
  // spec §6.4: the state loaded from the service is what counts).
  const reads = new Map<string, InboxRow[]>();
  const at = new Date().toISOString();
  for (const row of mine) {
    const id = row.subjectId?.toLowerCase();
    try {
      if (row.event === 'webhook.test') {
        await publishLive({ type: 'webhook.test', environment, at });
        await finish([row.eventId]);
      } else if (row.event.startsWith('order.')) {
        if (id) await publishLive({ type: 'order.changed', environment, id, at, event: row.event });
        await finish([row.eventId]);
      } else if (!row.event.startsWith('reservation.') || !id || !GUID.test(id)) {
        await finish([row.eventId], !id ? 'data.id is missing' : !GUID.test(id) ? `data.id "${id}" is not a GUID` : `event ${row.event} is not handled`);
      } else {
        // reservation.deleted too: the event is a hint, the detail read below confirms it (404) or not.
        reads.set(id, [...(reads.get(id) ?? []), row]);
      }
    } catch (error) {
      await retryLater(row, error);
    }
  }

  for (const [id, group] of reads) {
    // Distinct kinds, within the 100 characters a live event carries (lib/live/live-event.ts).
    const event = [...new Set(group.map((r) => r.event))].join(', ').slice(0, 100);
    const eventIds = group.map((r) => r.eventId);
    try {
      let reservation;
      try {
        reservation = await client.getReservation(id);
      } catch (error) {
        if ((error as AppError).code !== 'not_found') throw error;
        // The service confirms the deletion (announced, or made after the event was sent): the mirror keeps what it knew.
        await recordDeletionAndPublish(environment, { id, via: 'webhook', event });
        await finish(eventIds);
        continue;
      }
      // A change a Slotboard write made is announced as that write (its tab is not told of its own change).
      await recordAndPublish(environment, [reservation], { source: 'webhook', event }, { tell: 'new or changed' });
      await finish(eventIds);
    } catch (error) {
      if (canFallBack(error) || (error as AppError).code === 'upstream_unavailable') {
        for (const row of group) await retryLater(row, error);
      } else {
        console.error(`[webhooks] ${event} for ${id} failed: ${describeErrorForLog(error, { stack: false })}`);
        await finish(eventIds, (error as Error).message);
      }
    }
  }
}
