import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, min, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment, Reservation, ReservationHistory } from '@/lib/contracts';
import { uuidList } from './uuid-list';

const t = schema.reservationMirror;

/** The last known reservations of a slice, and when the service last confirmed the oldest of them. */
export async function readMirrorRange(
  environment: Environment,
  range: { from: Date; to: Date; resourceIds?: string[] },
): Promise<{ reservations: Reservation[]; since: string | null }> {
  const db = await getDb();
  const where = and(
    eq(t.environment, environment),
    gte(t.startUtc, range.from),
    lt(t.startUtc, range.to),
    isNull(t.goneAt),
    isNull(t.deletedAt),
    range.resourceIds ? sql`${t.resourceId} = any(${uuidList(range.resourceIds)})` : undefined,
  );
  const rows = await db.select({ record: t.record }).from(t).where(where).orderBy(asc(t.startUtc), asc(t.id));
  const [oldest] = await db
    .select({ since: min(t.seenAt) })
    .from(t)
    .where(where);
  return {
    reservations: rows.map((r) => r.record as Reservation),
    since: oldest?.since ? oldest.since.toISOString() : null,
  };
}

/** One reservation as last known, deleted ones included. */
export async function readMirrored(
  environment: Environment,
  id: string,
): Promise<{ reservation: Reservation; seenAt: string; deletedAt: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.id, id.toLowerCase())));
  return row
    ? {
        reservation: row.record as Reservation,
        seenAt: row.seenAt.toISOString(),
        deletedAt: row.deletedAt?.toISOString() ?? null,
      }
    : null;
}

const HISTORY_LIMIT = 200;

/** Newest first, and since when Slotboard has known the reservation (history starts there). */
export async function readHistory(environment: Environment, id: string): Promise<ReservationHistory> {
  const db = await getDb();
  const key = id.toLowerCase();
  const h = schema.reservationHistory;
  const entries = await db
    .select({ at: h.at, source: h.source, action: h.action, actor: h.actor, event: h.event, changes: h.changes })
    .from(h)
    .where(and(eq(h.environment, environment), eq(h.reservationId, key)))
    .orderBy(desc(h.at), desc(h.id))
    .limit(HISTORY_LIMIT);
  const [row] = await db
    .select({ firstSeenAt: t.firstSeenAt })
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.id, key)));
  return {
    entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    knownSince: row?.firstSeenAt.toISOString() ?? null,
  };
}
