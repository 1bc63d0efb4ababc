// Reservation reads: a complete time slice (spec §4.2 pattern 1 under the cap), the incremental download of
// pattern 2, and the detail of one reservation.
import 'server-only';
import { AppError } from '@/lib/errors';
import { and, buildQueryString, compare, odataDateTime, odataGuid, type ODataExpr } from './build-odata-query';
import { collectByTime, type PageRequest } from './collect-by-time';
import { ReservationSchema, type Reservation } from './schemas';
import { listOf, oneOf, type UpstreamContext } from './upstream-context';

/** Spec §4.1 rule 1: one call returns at most 1000 records. */
export const PAGE_SIZE = 1000;

type TimeField = 'StartUtc' | 'Created' | 'Updated';
const ReservationList = listOf(ReservationSchema);

/** Builds one page query of collectByTime for the REST list, optionally narrowed by an extra condition. */
function pageQuery(field: TimeField, req: PageRequest, extra: ODataExpr | null): string {
  const parts =
    req.kind === 'window'
      ? [compare(field, req.fromExclusive ? 'gt' : 'ge', odataDateTime(req.from)), compare(field, 'lt', odataDateTime(req.to))]
      : [compare(field, 'eq', odataDateTime(req.at)), compare('Id', 'gt', odataGuid(req.afterId))];
  if (extra) parts.push(extra);
  // $skip and $select are broken on this endpoint (spec §4.1) and never sent.
  return buildQueryString({ filter: and(...parts), orderby: req.kind === 'window' ? `${field} asc,Id asc` : 'Id asc', top: PAGE_SIZE });
}

async function collect(ctx: UpstreamContext, field: TimeField, from: Date, to: Date, extra: ODataExpr | null, into: Map<string, Reservation>) {
  await collectByTime<Reservation>({
    from: from.toISOString(),
    to: to.toISOString(),
    pageSize: PAGE_SIZE,
    into,
    fetchPage: (req) => ctx.limit(async () => (await ctx.transport.send({ method: 'GET', path: `${ctx.rest}/Reservations`, query: pageQuery(field, req, extra), schema: ReservationList })).data),
    // Records outside the filter never come back, so the time field is set; the fallback only guards the type.
    timeOf: (r) => r[field] ?? from.toISOString(),
    idOf: (r) => r.Id.toLowerCase(),
  });
}

const byStart = (a: Reservation, b: Reservation) => Date.parse(a.StartUtc) - Date.parse(b.StartUtc) || a.Id.localeCompare(b.Id);

function checkRange(range: { from: Date; to: Date }) {
  if (!(range.from instanceof Date) || !(range.to instanceof Date) || Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime()) || range.from >= range.to) {
    throw new AppError('invalid_request', 'The time range needs a valid start before its end', [{ field: 'from', message: 'must be a valid date before to' }]);
  }
}

/** Every reservation whose slot starts in [from, to), each once, ordered by start. */
async function listReservationsInRange(ctx: UpstreamContext, range: { from: Date; to: Date; resourceId?: string }): Promise<Reservation[]> {
  checkRange(range);
  const into = new Map<string, Reservation>();
  await collect(ctx, 'StartUtc', range.from, range.to, range.resourceId ? compare('ResourceId', 'eq', odataGuid(range.resourceId)) : null, into);
  return [...into.values()].sort(byStart);
}

/**
 * Every reservation created or updated in [from, to), each once. Two independent time-ordered walks (Created
 * and Updated) run side by side and meet in one map, since the spec's single `or` query ordered by Id cannot
 * be continued past 1000 records without $skip. For a scheduled download, pass the previous run's start time
 * as `from` (spec §4.2 pattern 2) and process the result idempotently by Id.
 */
async function listChangedReservations(ctx: UpstreamContext, range: { from: Date; to: Date }): Promise<Reservation[]> {
  checkRange(range);
  const into = new Map<string, Reservation>();
  await Promise.all([collect(ctx, 'Created', range.from, range.to, null, into), collect(ctx, 'Updated', range.from, range.to, null, into)]);
  return [...into.values()].sort(byStart);
}

export async function getReservation(ctx: UpstreamContext, id: string): Promise<Reservation> {
  const res = await ctx.transport.send({ method: 'GET', path: `${ctx.rest}/Reservations/${odataGuid(id).odata}`, schema: oneOf(ReservationSchema) });
  return res.data;
}

/** Reservations starting at exactly `start` on one resource (the read-back of a create). */
export async function findReservationsAt(ctx: UpstreamContext, resourceId: string, start: string): Promise<Reservation[]> {
  const at = Date.parse(start);
  const query = buildQueryString({
    filter: and(compare('StartUtc', 'ge', odataDateTime(new Date(at))), compare('StartUtc', 'lt', odataDateTime(new Date(at + 1000))), compare('ResourceId', 'eq', odataGuid(resourceId))),
    orderby: 'StartUtc asc,Id asc',
    top: PAGE_SIZE,
  });
  const res = await ctx.transport.send({ method: 'GET', path: `${ctx.rest}/Reservations`, query, schema: ReservationList });
  return res.data.filter((r) => Date.parse(r.StartUtc) === at && r.ResourceId.toLowerCase() === resourceId.toLowerCase());
}

/** The reservation reads the client offers (each takes the context first; the client binds it). */
export const reservationReads = { listReservationsInRange, listChangedReservations, getReservation };
