// Reservation reads: a complete time slice (spec §4.2 pattern 1 under the cap), the incremental download of
// pattern 2, and the detail of one reservation.
import 'server-only';
import { AppError } from '@/lib/errors';
import { and, buildQueryString, compare, odataDateTime, odataGuid, type ODataExpr } from './build-odata-query';
import { collectByTime, type PageRequest, type WalkPosition } from './collect-by-time';
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

interface CollectOptions {
  extra?: ODataExpr | null;
  into?: Map<string, Reservation>;
  onPage?(records: Reservation[], next: WalkPosition): Promise<void>;
  start?: WalkPosition;
}

// Far enough apart for any slot: the filter must bound StartUtc on both sides (spec §4.1 rule 1).
const ANY_START = { from: new Date('1900-01-01T00:00:00Z'), to: new Date('2200-01-01T00:00:00Z') };

async function collect(ctx: UpstreamContext, field: TimeField, from: Date, to: Date, opts: CollectOptions = {}) {
  const extra = opts.extra ?? null;
  await collectByTime<Reservation>({
    from: from.toISOString(),
    to: to.toISOString(),
    pageSize: PAGE_SIZE,
    into: opts.into,
    onPage: opts.onPage,
    start: opts.start,
    fetchPage: (req) => ctx.limit(async () => (await ctx.transport.send({ method: 'GET', path: `${ctx.rest}/Reservations`, query: pageQuery(field, req, extra), schema: ReservationList })).data),
    // A recurring series created in one call shares its Created and Updated to the millisecond, and more than a page
    // of it cannot be split by that field: narrow by StartUtc, which the filter allows (its slots differ). Only a
    // start shared by a whole page falls back to the keyset on Id.
    splitInstant:
      field === 'StartUtc'
        ? undefined
        : async (at) => {
            const ms = Date.parse(at);
            const instant = and(compare(field, 'ge', odataDateTime(new Date(ms))), compare(field, 'lt', odataDateTime(new Date(ms + 1))));
            const into = new Map<string, Reservation>();
            await collect(ctx, 'StartUtc', ANY_START.from, ANY_START.to, { extra: extra ? and(instant, extra) : instant, into });
            return [...into.values()];
          },
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
  await collect(ctx, 'StartUtc', range.from, range.to, { extra: range.resourceId ? compare('ResourceId', 'eq', odataGuid(range.resourceId)) : null, into });
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
  await Promise.all([collect(ctx, 'Created', range.from, range.to, { into }), collect(ctx, 'Updated', range.from, range.to, { into })]);
  return [...into.values()].sort(byStart);
}

/**
 * Walks the reservations whose `field` lies in [from, to) in time order, one page at a time, for a download that
 * records as it goes and resumes from the last position it stored (`start`) after a restart.
 */
async function walkReservations(
  ctx: UpstreamContext,
  walk: { field: TimeField; from: Date; to: Date; start?: WalkPosition; onPage(records: Reservation[], next: WalkPosition): Promise<void> },
): Promise<void> {
  checkRange(walk);
  await collect(ctx, walk.field, walk.from, walk.to, { start: walk.start, onPage: walk.onPage });
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
export const reservationReads = { listReservationsInRange, listChangedReservations, walkReservations, getReservation };
