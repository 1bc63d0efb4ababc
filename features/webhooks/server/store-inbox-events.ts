import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase, isDataRefusal, type schema } from '@/lib/db';
import { processState } from '@/lib/process-state';

/** Rows per statement at most; deliveries beyond wait for the next statement. */
const MAX_ROWS = 250;

/** What the receiver stores of one delivery; every other column of webhook_inbox starts at its default. */
export interface InboxInsert {
  eventId: string;
  environment: (typeof schema.webhookInbox.$inferInsert)['environment'];
  event: string;
  subjectId?: string | null;
  occurredAt?: Date | null;
  body: Record<string, unknown>;
  /** Default: now. */
  nextAttemptAt?: Date;
}

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
  /** Statements in flight at once, once the database is known (see maxWriting). */
  maxWriting?: number;
}

const queue = processState('webhooks.inboxQueue', (): Queue => ({ waiting: [], scheduled: false, writing: 0 }));
/**
 * Statements in flight at once. PostgreSQL's pool has ten connections: four statements overlap their round trips.
 * The embedded database runs one statement at a time, on this thread: one in flight, so that the next statement
 * takes every delivery read while this one ran (a statement's fixed cost, parse, plan and commit, is most of a small
 * batch's; with four queued each took a quarter of the deliveries).
 */
const maxWriting = () => queue.maxWriting ?? 1;

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
  if (queue.scheduled || queue.writing >= maxWriting() || queue.waiting.length === 0) return;
  queue.scheduled = true;
  // The other deliveries already read in this turn of the event loop join the statement.
  setImmediate(() => {
    queue.scheduled = false;
    if (queue.writing >= maxWriting()) return;
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

/**
 * Inserts the entries in one statement and resolves each caller once it is committed; throws when the statement fails.
 * The rows go as one JSON parameter unpacked by json_to_recordset: a statement of one shape whatever the batch's size,
 * built without the query builder, where a VALUES list of eight parameters per row cost the embedded database more to
 * parse and plan than to insert (and the builder as much again in JavaScript).
 */
async function insert(entries: Entry[]): Promise<void> {
  const { db, driver } = await getDatabase();
  queue.maxWriting = driver === 'postgres' ? 4 : 1;
  // In eventId's byte order, which finishEvents locks in too ("C"): two statements in flight that share ids lock
  // them in the same order (no deadlock). UTF-8 bytes, not JavaScript's UTF-16 units: they differ past U+FFFF.
  const sorted =
    entries.length > 1
      ? [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.row.eventId), Buffer.from(b.row.eventId)))
      : entries;
  const rows = JSON.stringify(
    sorted.map(({ row, callers }) => ({
      event_id: row.eventId,
      environment: row.environment,
      event: row.event,
      subject_id: row.subjectId ?? null,
      occurred_at: row.occurredAt?.toISOString() ?? null,
      body: row.body,
      deliveries: callers.length,
      next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    })),
  );
  const result = (await db.execute(sql`
    insert into webhook_inbox (event_id, environment, event, subject_id, occurred_at, body, deliveries, next_attempt_at)
    select event_id, environment, event, subject_id, occurred_at, body, deliveries, coalesce(next_attempt_at, now())
    from json_to_recordset(${rows}::json) as r(event_id text, environment upstream_environment, event text,
      subject_id text, occurred_at timestamptz, body jsonb, deliveries integer, next_attempt_at timestamptz)
    -- Delivered again (spec §6.4): stored once, counted.
    on conflict (event_id) do update set deliveries = webhook_inbox.deliveries + excluded.deliveries
    returning event_id, deliveries`)) as unknown as { rows: { event_id: string; deliveries: number }[] };
  const deliveries = new Map(result.rows.map((r) => [r.event_id, Number(r.deliveries)]));
  for (const { callers } of entries) {
    const total = deliveries.get(callers[0]!.row.eventId) ?? callers.length;
    // New when this statement's deliveries are all there are: its first caller stored it, the rest repeated it.
    const isNew = total === callers.length;
    callers.forEach((w, i) => w.resolve(!isNew || i > 0));
  }
}
