import { z } from 'zod';
import {
  atLeast,
  atMost,
  issueText,
  mustBeNumber,
  mustBeWholeNumber,
  zDateTime,
  zGuid,
  zSearchText,
} from '@/lib/contracts';

// The deleted-reservation audit as the BFF accepts and answers it (GET /api/deleted-reservations): every deletion
// the service confirmed, with the reservation's last known detail.

export const DELETED_PAGE_SIZES = [25, 50, 100, 200] as const;
export const MAX_DELETED_PAGE_SIZE = 200;
export const MAX_DELETED_PAGE = 10_000;
/**
 * The CSV export holds at most this many rows, the newest deletions first; the answer's headers say how many matched.
 */
export const MAX_DELETED_EXPORT = 50_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The instant a `from`/`to` value of the audit's query means, or null when it is neither form. A date-time with an
 * offset is that instant; a bare day is a UTC day, `to` taking the whole of it (the next UTC midnight). The page
 * always sends date-times, the local midnights of the days the planner picked; bare days are for a person's URL.
 */
export function deletionBound(value: string, edge: 'from' | 'to'): Date | null {
  if (DAY.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    // 2026-11-31 parses to NaN or to another day; either way it is not a day.
    if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== value) return null;
    return new Date(edge === 'to' ? start + DAY_MS : start);
  }
  if (!DATE_TIME.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at);
}

const bound = (edge: 'from' | 'to') =>
  z
    .string()
    .trim()
    .refine((v) => deletionBound(v, edge) !== null, {
      message: issueText(
        'dateOrDateTime',
        'must be a date like 2026-11-23 or a date-time with an offset like 2026-11-23T00:00:00+01:00',
      ),
    });

const count = (min: number, max: number) =>
  z.coerce.number({ error: mustBeNumber() }).int(mustBeWholeNumber()).min(min, atLeast(min)).max(max, atMost(max));

/**
 * The audit's one query. `from`/`to` bound the deletion time (`from` included, `to` not); `rampId` is the slot's
 * ramp; `carrier` is part of the carrier's name and `q` part of the number, carrier, plates, driver, orders,
 * suppliers or note, both ignoring case. `page` counts from 0. Only coercions and defaults, no transforms: parsing
 * an already parsed query gives it back unchanged.
 */
export const ZDeletedQuery = z
  .object({
    from: bound('from').optional(),
    to: bound('to').optional(),
    rampId: zGuid.optional(),
    carrier: zSearchText.optional(),
    q: zSearchText.optional(),
    page: count(0, MAX_DELETED_PAGE).default(0),
    pageSize: count(1, MAX_DELETED_PAGE_SIZE).default(50),
    format: z.enum(['json', 'csv'], { error: issueText('mustBeJsonOrCsv', 'must be json or csv') }).default('json'),
  })
  .refine(
    (q) => {
      const from = q.from ? deletionBound(q.from, 'from') : null;
      const to = q.to ? deletionBound(q.to, 'to') : null;
      return !from || !to || from < to;
    },
    { path: ['to'], message: issueText('afterFrom', 'must be after from') },
  );
export type DeletedQuery = z.output<typeof ZDeletedQuery>;
export type DeletedQueryInput = z.input<typeof ZDeletedQuery>;

/** One deleted reservation: the audit's columns, and the last known detail as the service gave it. */
export const ZDeletedReservation = z.object({
  id: zGuid,
  number: z.string(),
  /** Null for a reservation Slotboard never held, when the service's deletion list does not give its slot. */
  startUtc: zDateTime.nullable(),
  endUtc: zDateTime.nullable(),
  rampId: zGuid.nullable(),
  /** "ShortName · name" of the ramp as last listed; null when the ramp is unknown or not listed any more. */
  rampName: z.string().nullable(),
  /** The branch office's time zone, for showing the row's times; null when no zone is configured for it. */
  timeZone: z.string().nullable(),
  carrier: z.string(),
  vehiclePlate: z.string(),
  trailerPlate: z.string(),
  driver: z.string(),
  status: z.string(),
  orderNumbers: z.string(),
  supplierNames: z.string(),
  deletedAt: zDateTime,
  learntAt: zDateTime,
  learntVia: z.enum(['webhook', 'reconciliation', 'read']),
  detailFrom: z.enum(['mirror', 'service']),
  /** The last known detail: the service's Reservation JSON, or only what its deletion list gives. */
  record: z.record(z.string(), z.unknown()),
});
export type DeletedReservation = z.infer<typeof ZDeletedReservation>;

export const ZDeletedPage = z.object({
  rows: z.array(ZDeletedReservation),
  /** Every match across pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeletedPage = z.infer<typeof ZDeletedPage>;
