import { z } from 'zod';
import { CreateFromOrdersSchema, ReservationPatchSchema, ReservationUpdateSchema, ReservationWriteSchema, zGuid } from '@/lib/upstream/schemas';

// BFF request shapes, shared by the routes, the forms and the hooks. Field names are the service's own
// (PascalCase), so a form value travels to the service without renaming.

export const MAX_RANGE_DAYS = 62;

export const ZIdParams = z.object({ id: zGuid });

const isoDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-11-21T00:00:00Z' });

export const ZReservationRangeQuery = z
  .object({
    from: isoDateTime,
    to: isoDateTime,
    resourceId: zGuid.optional(),
    branchOfficeId: zGuid.optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ['to'], message: 'must be after from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, {
    path: ['to'],
    message: `the range may span at most ${MAX_RANGE_DAYS} days`,
  });
export type ReservationRangeQuery = z.output<typeof ZReservationRangeQuery>;

export const ZReservationCreate = ReservationWriteSchema;
export const ZReservationUpdate = ReservationUpdateSchema.refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: 'change at least one field',
});
export const ZReservationPatch = ReservationPatchSchema.refine((v) => Object.keys(v).length > 0, { message: 'change the note or at least one custom field' });
export const ZCreateFromOrders = CreateFromOrdersSchema;

/** One entry of a reservation's change history (GET /api/reservations/{id}/history). */
export interface HistoryEntry {
  at: string;
  /** 'slotboard': a write through Slotboard; 'webhook': the service announced it; 'read': found on a later read. */
  source: 'slotboard' | 'webhook' | 'read';
  action: 'created' | 'changed' | 'deleted';
  actor: string | null;
  event: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}
