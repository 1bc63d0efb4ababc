import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment } from '@/lib/contracts';
import { forgetMirrored } from './mirror-memo';

const t = schema.reservationMirror;

/** How Slotboard learnt that the service deleted a reservation; each is a confirmation, never a mere hint. */
export type DeletionVia = 'webhook' | 'reconciliation' | 'read';

export interface ConfirmedDeletion {
  id: string;
  via: DeletionVia;
  /** The webhook kinds that announced it, kept in the history entry. */
  event?: string;
  /** What ReservationDeleted lists about it (Id, ReservationNumber, and whatever else the service gives). */
  listed?: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const time = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The audit's filter columns, from whichever detail is known. */
function auditColumns(record: Record<string, unknown>) {
  const resource = text(record.ResourceId).toLowerCase();
  return {
    number: text(record.ReservationNumber),
    startUtc: time(record.StartUtc),
    endUtc: time(record.EndUtc),
    resourceId: GUID.test(resource) ? resource : null,
    carrier: text(record.Carrier),
    searchText: [
      'ReservationNumber',
      'Carrier',
      'VehicleNumberPlate',
      'TrailerNumberPlate',
      'CarrierDriverFullName',
      'OrderNumbers',
      'SupplierNames',
      'Note',
    ]
      .map((f) => text(record[f]))
      .filter(Boolean)
      .join('\n')
      .toLowerCase(),
  };
}

/**
 * Records a deletion the service confirmed: the mirror's copy is marked deleted (its last known detail kept, so
 * the grid stops showing it), a history entry is written, and the audit gets its row, with the mirror's detail or,
 * for a reservation the mirror never held, what ReservationDeleted lists. Recording the same deletion again
 * changes nothing. Returns the reservation's number when known, and whether this call was the one that recorded it.
 */
export async function recordDeletion(
  environment: Environment,
  deletion: ConfirmedDeletion,
): Promise<{ marked: boolean; number?: string }> {
  const db = await getDb();
  const key = deletion.id.toLowerCase();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ record: t.record, deletedAt: t.deletedAt })
      .from(t)
      .where(and(eq(t.environment, environment), eq(t.id, key)))
      .for('update');
    // Neither held nor listed (a webhook's 404 about a reservation never seen): nothing is known to keep. The
    // reconciliation lists it with the service's own words when ReservationDeleted names it.
    if (!held && !deletion.listed) return { marked: false, number: undefined };
    const wasMarked = !!held && !held.deletedAt;
    if (wasMarked)
      await tx
        .update(t)
        .set({ deletedAt: now })
        .where(and(eq(t.environment, environment), eq(t.id, key)));
    const record = held?.record ?? { ...(deletion.listed ?? {}), Id: key };
    const inserted = await tx
      .insert(schema.deletedReservations)
      .values({
        environment,
        id: key,
        ...auditColumns(record),
        record,
        detailFrom: held ? 'mirror' : 'service',
        deletedAt: time(deletion.listed?.DeletedUtc) ?? held?.deletedAt ?? now,
        learntAt: now,
        learntVia: deletion.via,
      })
      .onConflictDoNothing()
      .returning({ id: schema.deletedReservations.id });
    if (wasMarked || (!held && inserted.length > 0)) {
      await tx.insert(schema.reservationHistory).values({
        environment,
        reservationId: key,
        at: now,
        source: deletion.via === 'webhook' ? 'webhook' : 'read',
        action: 'deleted',
        event: deletion.event ?? (deletion.via === 'reconciliation' ? 'ReservationDeleted' : undefined),
        changes: [],
      });
    }
    return { marked: wasMarked || inserted.length > 0, number: text(record.ReservationNumber) || undefined };
  });
  if (result.marked) forgetMirrored(environment, key);
  return result.marked ? result : { marked: false };
}

/** Which of these reservations the audit already lists as deleted (so reconciliation skips them in one query). */
export async function knownDeletions(environment: Environment): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ id: schema.deletedReservations.id })
    .from(schema.deletedReservations)
    .where(eq(schema.deletedReservations.environment, environment));
  return new Set(rows.map((r) => r.id));
}
