// What every REST list read of reservations shares: the page query, the page's records and their check, the range
// check and the order by start.
import { AppError } from '@/lib/errors';
import { and, buildQueryString, compare, odataDateTime, odataGuid, type ODataExpr } from './build-odata-query';
import type { PageRequest } from './collect-by-time';
import { isPlainReservation } from './is-plain-reservation';
import { ReservationSchema, type Reservation } from './schemas';
import { validateResponse } from './validate-response';
import { listOf } from './upstream-context';

/** Spec §4.1 rule 1: one call returns at most 1000 records. */
export const PAGE_SIZE = 1000;

export type TimeField = 'StartUtc' | 'Created' | 'Updated';
export const ReservationList = listOf(ReservationSchema);

/** Builds one page query of collectByTime for the REST list, optionally narrowed by an extra condition. */
export function pageQuery(field: TimeField, req: PageRequest, extra: ODataExpr | null): string {
  const parts =
    req.kind === 'window'
      ? [
          compare(field, req.fromExclusive ? 'gt' : 'ge', odataDateTime(req.from)),
          compare(field, 'lt', odataDateTime(req.to)),
        ]
      : [compare(field, 'eq', odataDateTime(req.at)), compare('Id', 'gt', odataGuid(req.afterId))];
  if (extra) parts.push(extra);
  // $skip and $select are broken on this endpoint (spec §4.1) and never sent.
  return buildQueryString({
    filter: and(...parts),
    orderby: req.kind === 'window' ? `${field} asc,Id asc` : 'Id asc',
    top: PAGE_SIZE,
  });
}

/** The records of a list answer: a bare array or OData's `value`; null for anything else. */
export function rowsOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body as unknown[];
  return typeof body === 'object' && body !== null && Array.isArray((body as { value?: unknown }).value)
    ? (body as { value: unknown[] }).value
    : null;
}

/**
 * A page's records as they are when every one is already in the contract's form, else `body` through the schema
 * (which names the field).
 */
export function checkRows(rows: unknown[] | null, body: unknown, path: string): Reservation[] {
  return rows?.every(isPlainReservation)
    ? (rows as Reservation[])
    : validateResponse(ReservationList, body, 'GET', path);
}

/**
 * By start, then Id; each start read once (a comparator that parses dates costs more than the rest of a large read).
 */
export function sortByStart(list: Reservation[]): { sorted: Reservation[]; starts: number[] } {
  const keyed = list.map((r) => ({ r, at: Date.parse(r.StartUtc) }));
  keyed.sort((a, b) => a.at - b.at || a.r.Id.localeCompare(b.r.Id));
  return { sorted: keyed.map((k) => k.r), starts: keyed.map((k) => k.at) };
}

export function checkRange(range: { from: Date; to: Date }) {
  if (
    !(range.from instanceof Date) ||
    !(range.to instanceof Date) ||
    Number.isNaN(range.from.getTime()) ||
    Number.isNaN(range.to.getTime()) ||
    range.from >= range.to
  ) {
    throw new AppError('invalid_request', 'The time range needs a valid start before its end', [
      { field: 'from', message: 'must be a valid date before to' },
    ]);
  }
}
