import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, isDataRefusal, schema } from '@/lib/db';

const t = schema.webhookInbox;
/** Rows per statement at most; deliveries beyond wait for the next statement. */
const MAX_ROWS = 250;

export type InboxInsert = typeof t.$inferInsert & { eventId: string };

interface Waiting {
  row: InboxInsert;
  resolve: (duplicate: boolean) => void;
  reject: (error: unknown) => void;
}

interface Entry {
  row: InboxInsert;
  callers: Waiting[];
}

interface Queue {
  waiting: Waiting[];
  scheduled: boolean;
  writing: number;
}

const KEY = Symbol.for('slotboard.webhooks.inboxQueue');
const queue = ((globalThis as Record<symbol, unknown>)[KEY] ??= { waiting: [], scheduled: false, writing: 0 } as Queue) as Queue;
/** Statements in flight at once: the embedded database runs one at a time anyway, PostgreSQL's pool has ten. */
const MAX_WRITING = 4;

/**
 * Stores one received event, once per eventId (a repeated delivery only counts); resolves with whether it was a
 * repeat, once the row is committed. Group commit: the deliveries that arrive while a statement is under way (or
 * within the same tick) go to the database together in one multi-row INSERT, so that under load an
 * acknowledgement costs a share of one statement and one commit, not one each. Each caller still answers only
 * after its own row is committed; when a statement fails, its rows are tried again one by one and only the deliveries
 * whose own row fails are failed (the service delivers them again).
 */
export function storeInboxEvent(row: InboxInsert): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    queue.waiting.push({ row, resolve, reject });
    schedule();
  });
}

function schedule() {
  if (queue.scheduled || queue.writing >= MAX_WRITING || queue.waiting.length === 0) return;
  queue.scheduled = true;
  // The other deliveries already read in this turn of the event loop join the statement.
  setImmediate(() => {
    queue.scheduled = false;
    if (queue.writing >= MAX_WRITING) return;
    const batch = queue.waiting.splice(0, MAX_ROWS);
    if (batch.length === 0) return;
    queue.writing += 1;
    void write(batch).finally(() => {
      queue.writing -= 1;
      schedule();
    });
    schedule();
  });
}

async function write(batch: Waiting[]): Promise<void> {
  // One row per eventId: a statement may not touch a row twice. The repeats in the batch are counted in it.
  const byId = new Map<string, Entry>();
  for (const w of batch) {
    const known = byId.get(w.row.eventId);
    if (known) known.callers.push(w);
    else byId.set(w.row.eventId, { row: w.row, callers: [w] });
  }
  const entries = [...byId.values()];
  try {
    await insert(entries);
  } catch (error) {
    if (entries.length === 1 || !isDataRefusal(error)) {
      for (const w of batch) w.reject(error);
      return;
    }
    // One bad row (one the database refuses) must not fail the deliveries that merely shared its statement: each
    // row again on its own, and only those that fail again are failed (the service delivers them again).
    for (const entry of entries) {
      try {
        await insert([entry]);
      } catch (again) {
        for (const w of entry.callers) w.reject(again);
      }
    }
  }
}

/** Inserts the entries in one statement and resolves each caller once it is committed; throws when the statement fails. */
async function insert(entries: Entry[]): Promise<void> {
  const db = await getDb();
  const stored = await db
    .insert(t)
    // In eventId's byte order, which finishEvents locks in too ("C"): two statements in flight that share ids lock
    // them in the same order (no deadlock). UTF-8 bytes, not JavaScript's UTF-16 units: they differ past U+FFFF.
    .values([...entries].sort((a, b) => Buffer.compare(Buffer.from(a.row.eventId), Buffer.from(b.row.eventId))).map(({ row, callers }) => ({ ...row, deliveries: callers.length })))
    // Delivered again (spec §6.4): stored once, counted.
    .onConflictDoUpdate({ target: t.eventId, set: { deliveries: sql`${t.deliveries} + excluded.deliveries` } })
    .returning({ eventId: t.eventId, deliveries: t.deliveries });
  const deliveries = new Map(stored.map((r) => [r.eventId, r.deliveries]));
  for (const { callers } of entries) {
    const total = deliveries.get(callers[0]!.row.eventId) ?? callers.length;
    // New when this statement's deliveries are all there are: its first caller stored it, the rest repeated it.
    const isNew = total === callers.length;
    callers.forEach((w, i) => w.resolve(!isNew || i > 0));
  }
}
