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
export async function writeNewer(
  db: Db,
  environment: Environment,
  now: Date,
  writes: MirrorWrite[],
  history: (typeof schema.reservationHistory.$inferInsert)[],
): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      insert into ${t} (${name(t.environment)}, ${name(t.id)}, ${name(t.startUtc)}, ${name(t.endUtc)},
                        ${name(t.resourceId)}, ${name(t.record)}, ${name(t.hash)}, ${name(t.seenAt)})
      select ${environment}::upstream_environment, (w ->> 'id')::uuid, (w ->> 'startUtc')::timestamptz,
             (w ->> 'endUtc')::timestamptz, (w ->> 'resourceId')::uuid, w -> 'record', w ->> 'hash',
             ${now.toISOString()}::timestamptz
      from jsonb_array_elements(convert_from(${rowsBytes(writes)}::bytea, 'UTF8')::jsonb) with ordinality as e(w, n)
      order by n
      on conflict (${name(t.environment)}, ${name(t.id)}) do update set
        ${name(t.startUtc)} = excluded.${name(t.startUtc)}, ${name(t.endUtc)} = excluded.${name(t.endUtc)},
        ${name(t.resourceId)} = excluded.${name(t.resourceId)}, ${name(t.record)} = excluded.${name(t.record)},
        ${name(t.hash)} = excluded.${name(t.hash)}, ${name(t.seenAt)} = excluded.${name(t.seenAt)},
        ${name(t.goneAt)} = null
      where ${newerThanHeld}
      returning ${name(t.id)}`);
    const ids = new Set((result as unknown as { rows: { id: string }[] }).rows.map((w) => w.id));
    const entries = history.filter((h) => ids.has(h.reservationId));
    if (entries.length) await tx.insert(schema.reservationHistory).values(entries);
    return ids;
  });
}

const newerThanHeld: SQL = sql`${t.deletedAt} is null
  and (${t.record}->>'Updated' is null or excluded.record->>'Updated' is null
       or (excluded.record->>'Updated')::timestamptz >= (${t.record}->>'Updated')::timestamptz)`;

/**
 * The rows as one JSON array in UTF-8 bytes, one parameter outside V8's heap (docs/decisions/0101), in key order:
 * two batches in flight that share reservations lock their rows in the same order (no deadlock).
 */
function rowsBytes(writes: MirrorWrite[]): Uint8Array {
  const sorted = writes.length > 1 ? [...writes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : writes;
  const rows = sorted.map(({ id, r, hash }) =>
    JSON.stringify({
      id,
      startUtc: new Date(r.StartUtc).toISOString(),
      endUtc: new Date(r.EndUtc).toISOString(),
      resourceId: r.ResourceId.toLowerCase(),
      hash,
      record: r,
    }),
  );
  // A buffer of its own, exactly the size: the embedded database's driver then takes its memory without a copy.
  const bytes = Buffer.allocUnsafeSlow(rows.reduce((n, row) => n + 1 + Buffer.byteLength(row), rows.length ? 1 : 2));
  let at = 0;
  rows.forEach((row, i) => {
    bytes[at++] = i === 0 ? OPEN : COMMA;
    at += bytes.write(row, at);
  });
  if (rows.length === 0) bytes[at++] = OPEN;
  bytes[at] = CLOSE;
  return bytes;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => c.charCodeAt(0)) as [number, number, number];
