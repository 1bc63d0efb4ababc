import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment } from '@/lib/contracts';
import { forgetMirrored } from './mirror-memo';
import type { MirrorSource } from './record-reservations';

const t = schema.reservationMirror;

/**
 * Marks a reservation deleted, keeping its last known detail (the service can no longer give it).
 * Returns its number when the mirror knew it, and whether this call was the one that marked it.
 */
export async function recordDeletion(environment: Environment, id: string, source: MirrorSource): Promise<{ marked: boolean; number?: string }> {
  const db = await getDb();
  const key = id.toLowerCase();
  const now = new Date();
  const marked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(t)
      .set({ deletedAt: now })
      .where(and(eq(t.environment, environment), eq(t.id, key), isNull(t.deletedAt)))
      .returning({ record: t.record });
    if (rows.length > 0) {
      await tx.insert(schema.reservationHistory).values({ environment, reservationId: key, at: now, source: source.source, action: 'deleted', actor: source.actor, event: source.event, changes: [] });
    }
    return rows;
  });
  if (marked.length === 0) return { marked: false };
  forgetMirrored(environment, key);
  const number = marked[0]!.record.ReservationNumber;
  return { marked: true, number: typeof number === 'string' ? number : undefined };
}
