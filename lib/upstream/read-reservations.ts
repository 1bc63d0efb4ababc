// Reservation reads: a complete time slice (list-reservations-in-range.ts), the incremental download of spec §4.2
// pattern 2, and the detail of one reservation.
import 'server-only';
import { and, buildQueryString, compare, odataDateTime, odataGuid, type ODataExpr } from './build-odata-query';
import { collectByTime, type WalkPosition } from './collect-by-time';
import { listReservationsInRange } from './list-reservations-in-range';
import {
  checkRange,
  checkRows,
  PAGE_SIZE,
  pageQuery,
  ReservationList,
  rowsOf,
  sortByStart,
  type TimeField,
} from './read-reservation-pages';
import { ReservationSchema, type Reservation } from './schemas';
import { oneOf, type UpstreamContext } from './upstream-context';

export { PAGE_SIZE };

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
    fetchPage: (req) => fetchCheckedPage(ctx, pageQuery(field, req, extra)),
    // A recurring series created in one call shares its Created and Updated to the millisecond, and more than a page
    // of it cannot be split by that field: narrow by StartUtc, which the filter allows (its slots differ). Only a
    // start shared by a whole page falls back to the keyset on Id.
    splitInstant:
      field === 'StartUtc'
        ? undefined
        : async (at) => {
            const ms = Date.parse(at);
            const instant = and(
              compare(field, 'ge', odataDateTime(new Date(ms))),
              compare(field, 'lt', odataDateTime(new Date(ms + 1))),
            );
            const into = new Map<string, Reservation>();
            await collect(ctx, 'StartUtc', ANY_START.from, ANY_START.to, {
              extra: extra ? and(instant, extra) : instant,
              into,
            });
            return [...into.values()];
          },
    // Records outside the filter never come back, so the time field is set; the fallback only guards the type.
    timeOf: (r) => r[field] ?? from.toISOString(),
    idOf: (r) => r.Id.toLowerCase(),
  });
}

/**
 * One page of the REST list. A page of records already in the contract's form is taken as it is (the schema would
 * give back the same values, is-plain-reservation.ts); one with any other record goes through the schema whole, which
 * reads it or names the field (logged as bad_response). The schema's copy of a thousand records would be most of what
 * a download allocates, and would outlive the page's recording.
 */
async function fetchCheckedPage(ctx: UpstreamContext, query: string): Promise<Reservation[]> {
  const path = `${ctx.rest}/Reservations`;
  let page: Reservation[] = [];
  const check = (body: unknown): Promise<void> => {
    const rows = rowsOf(body);
    page = checkRows(rows, body, path);
    return Promise.resolve();
  };
  await ctx.limit(() => ctx.transport.send({ method: 'GET', path, query, check }));
  return page;
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
  await Promise.all([
    collect(ctx, 'Created', range.from, range.to, { into }),
    collect(ctx, 'Updated', range.from, range.to, { into }),
  ]);
  return sortByStart([...into.values()]).sorted;
}

/**
 * Walks the reservations whose `field` lies in [from, to) in time order, one page at a time, for a download that
 * records as it goes and resumes from the last position it stored (`start`) after a restart.
 */
async function walkReservations(
  ctx: UpstreamContext,
  walk: {
    field: TimeField;
    from: Date;
    to: Date;
    start?: WalkPosition;
    onPage(records: Reservation[], next: WalkPosition): Promise<void>;
  },
): Promise<void> {
  checkRange(walk);
  await collect(ctx, walk.field, walk.from, walk.to, { start: walk.start, onPage: walk.onPage });
}

export async function getReservation(ctx: UpstreamContext, id: string): Promise<Reservation> {
  const res = await ctx.transport.send({
    method: 'GET',
    path: `${ctx.rest}/Reservations/${odataGuid(id).odata}`,
    schema: oneOf(ReservationSchema),
  });
  return res.data;
}

/** Reservations starting at exactly `start` on one resource (the read-back of a create). */
export async function findReservationsAt(
  ctx: UpstreamContext,
  resourceId: string,
  start: string,
): Promise<Reservation[]> {
  const at = Date.parse(start);
  const query = buildQueryString({
    filter: and(
      compare('StartUtc', 'ge', odataDateTime(new Date(at))),
      compare('StartUtc', 'lt', odataDateTime(new Date(at + 1000))),
      compare('ResourceId', 'eq', odataGuid(resourceId)),
    ),
    orderby: 'StartUtc asc,Id asc',
    top: PAGE_SIZE,
  });
  const res = await ctx.transport.send({
    method: 'GET',
    path: `${ctx.rest}/Reservations`,
    query,
    schema: ReservationList,
  });
  return res.data.filter(
    (r) => Date.parse(r.StartUtc) === at && r.ResourceId.toLowerCase() === resourceId.toLowerCase(),
  );
}

/** The reservation reads the client offers (each takes the context first; the client binds it). */
export const reservationReads = { listReservationsInRange, listChangedReservations, walkReservations, getReservation };
