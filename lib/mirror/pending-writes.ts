import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment } from '@/lib/contracts';

const t = schema.pendingWrites;
// A write, its re-read and its recording take seconds; older rows are from a process that died mid-write.
const VALID_MS = 60_000;

export interface PendingAuthor {
  actor: string;
  origin: string | null;
  event: string;
}

/** Announces a write through Slotboard before it is sent; returns the function that ends it. */
export async function beginWrite(
  environment: Environment,
  reservationId: string,
  author: { actor: string; origin?: string; event: string },
): Promise<() => Promise<void>> {
  const db = await getDb();
  await db.delete(t).where(lt(t.startedAt, new Date(Date.now() - 10 * VALID_MS)));
  const [row] = await db
    .insert(t)
    .values({
      environment,
      reservationId: reservationId.toLowerCase(),
      actor: author.actor,
      origin: author.origin ?? null,
      event: author.event,
    })
    .returning({ id: t.id });
  return async () => {
    await db.delete(t).where(eq(t.id, row!.id));
  };
}

/** Who is writing each of these reservations through Slotboard right now (the latest write per reservation). */
export async function findPendingAuthors(
  environment: Environment,
  reservationIds: string[],
): Promise<Map<string, PendingAuthor>> {
  if (reservationIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ reservationId: t.reservationId, actor: t.actor, origin: t.origin, event: t.event })
    .from(t)
    .where(
      and(
        eq(t.environment, environment),
        gt(t.startedAt, new Date(Date.now() - VALID_MS)),
        sql`${t.reservationId} = any(${sql.param(`{${reservationIds.join(',')}}`)}::uuid[])`,
      ),
    )
    .orderBy(t.startedAt);
  return new Map(rows.map((r) => [r.reservationId, { actor: r.actor, origin: r.origin, event: r.event }]));
}

/** The live-event fields that credit a change to the Slotboard write that made it (its tab is not told of it). */
export function authorFields(author: PendingAuthor | undefined): { origin?: string; actor?: string; event?: string } {
  return author ? { origin: author.origin ?? undefined, actor: author.actor, event: author.event } : {};
}
