import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@/lib/db';
import type { Environment, Reservation } from '@/lib/contracts';

const t = schema.reservationMirror;

/** One reservation to write: the service's record, its lower-case id and its hash (mirror-memo.ts). */
export interface MirrorWrite {
  id: string;
  r: Reservation;
  hash: string;
}

const name = (column: PgColumn) => sql.identifier(column.name);

/**
 * Writes rows and their history in one transaction. The database keeps the newer of two racing versions (by the
 * service's Updated time) and never revives a deleted row: only rows really written get a history entry.
 * Returns the ids written.
 */
export async function writeNewer(db: Db, environment: Environment, now: Date, writes: MirrorWrite[], history: (typeof schema.reservationHistory.$inferInsert)[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      insert into ${t} (${name(t.environment)}, ${name(t.id)}, ${name(t.startUtc)}, ${name(t.endUtc)}, ${name(t.resourceId)}, ${name(t.record)}, ${name(t.hash)}, ${name(t.seenAt)})
      select ${environment}::upstream_environment, (w ->> 'id')::uuid, (w ->> 'startUtc')::timestamptz, (w ->> 'endUtc')::timestamptz, (w ->> 'resourceId')::uuid, w -> 'record', w ->> 'hash', ${now.toISOString()}::timestamptz
      from jsonb_array_elements(${rowsJson(writes)}) with ordinality as e(w, n)
      order by n
      on conflict (${name(t.environment)}, ${name(t.id)}) do update set
        ${name(t.startUtc)} = excluded.${name(t.startUtc)}, ${name(t.endUtc)} = excluded.${name(t.endUtc)}, ${name(t.resourceId)} = excluded.${name(t.resourceId)},
        ${name(t.record)} = excluded.${name(t.record)}, ${name(t.hash)} = excluded.${name(t.hash)}, ${name(t.seenAt)} = excluded.${name(t.seenAt)}, ${name(t.goneAt)} = null
      where ${newerThanHeld}
      returning ${name(t.id)}`);
    const ids = new Set((result as unknown as { rows: { id: string }[] }).rows.map((w) => w.id));
    const entries = history.filter((h) => ids.has(h.reservationId));
    if (entries.length) await tx.insert(schema.reservationHistory).values(entries);
    return ids;
  });
}

const newerThanHeld: SQL = sql`${t.deletedAt} is null and (${t.record}->>'Updated' is null or excluded.record->>'Updated' is null or (excluded.record->>'Updated')::timestamptz >= (${t.record}->>'Updated')::timestamptz)`;

// A parameter text this long (two bytes a character at worst) stays below V8's large-object size (128 KiB). A larger
// text is a large object, moved to the old generation by the first young collection it lives through, and a
// statement's parameters live until its answer: the heap then grew by every batch written.
const PART_CHARS = 60_000;

/**
 * The rows as JSON arrays, in key order: two batches in flight that share reservations lock their rows in the same
 * order (no deadlock). A few texts instead of ten parameters a row: a batch's statement, its parameters and the
 * driver's copies of them were most of what recording a page allocated, besides the page itself.
 */
function rowsJson(writes: MirrorWrite[]): SQL {
  const sorted = writes.length > 1 ? [...writes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : writes;
  const parts: string[] = [];
  let rows: string[] = [];
  let length = 0;
  // Brackets on the first and last row: join then gives one flat text (a concatenation would be flattened again by
  // the driver, a second copy).
  const close = () => {
    rows[0] = `[${rows[0]!}`;
    rows[rows.length - 1] = `${rows[rows.length - 1]!}]`;
    parts.push(rows.join(','));
  };
  for (const { id, r, hash } of sorted) {
    const row = JSON.stringify({ id, startUtc: new Date(r.StartUtc).toISOString(), endUtc: new Date(r.EndUtc).toISOString(), resourceId: r.ResourceId.toLowerCase(), hash, record: r });
    if (rows.length && length + row.length > PART_CHARS) {
      close();
      rows = [];
      length = 0;
    }
    rows.push(row);
    length += row.length + 1;
  }
  close();
  // jsonb's || appends one array to another: the rows stay in this order.
  return sql.join(
    parts.map((part) => sql`${part}::jsonb`),
    sql` || `,
  );
}
