import 'server-only';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import type { Environment, Reservation } from '@/lib/contracts';

const t = schema.reservationMirror;

/**
 * Writes rows and their history in one transaction. The database keeps the newer of two racing versions (by the
 * service's Updated time) and never revives a deleted row: only rows really written get a history entry.
 * Returns the ids written.
 */
export async function writeNewer(db: Db, writes: (typeof t.$inferInsert)[], history: (typeof schema.reservationHistory.$inferInsert)[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const written = await tx
      .insert(t)
      // In key order: two batches in flight that share reservations lock their rows in the same order (no deadlock).
      .values([...writes].sort(byKey))
      .onConflictDoUpdate({
        target: [t.environment, t.id],
        set: {
          startUtc: sql`excluded.start_utc`,
          endUtc: sql`excluded.end_utc`,
          resourceId: sql`excluded.resource_id`,
          record: sql`excluded.record`,
          hash: sql`excluded.hash`,
          seenAt: sql`excluded.seen_at`,
          goneAt: null,
        },
        setWhere: sql`${t.deletedAt} is null and (${t.record}->>'Updated' is null or excluded.record->>'Updated' is null or (excluded.record->>'Updated')::timestamptz >= (${t.record}->>'Updated')::timestamptz)`,
      })
      .returning({ id: t.id });
    const ids = new Set(written.map((w) => w.id));
    const entries = history.filter((h) => ids.has(h.reservationId));
    if (entries.length) await tx.insert(schema.reservationHistory).values(entries);
    return ids;
  });
}

const byKey = (a: typeof t.$inferInsert, b: typeof t.$inferInsert) =>
  a.environment !== b.environment ? (a.environment < b.environment ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export function toRow(environment: Environment, r: Reservation, hash: string, now: Date): typeof t.$inferInsert {
  return {
    environment,
    id: r.Id.toLowerCase(),
    startUtc: new Date(r.StartUtc),
    endUtc: new Date(r.EndUtc),
    resourceId: r.ResourceId.toLowerCase(),
    record: r as Record<string, unknown>,
    hash,
    seenAt: now,
    goneAt: null,
    deletedAt: null,
  };
}
