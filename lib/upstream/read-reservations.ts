// Reservation reads: a complete time slice (spec §4.2 pattern 1 under the cap), the incremental download of
// pattern 2, and the detail of one reservation.
import 'server-only';
import { AppError } from '@/lib/errors';
import { and, buildQueryString, compare, odataDateTime, odataGuid, type ODataExpr } from './build-odata-query';
import { collectByTime, type PageRequest, type WalkPosition } from './collect-by-time';
import { isPlainReservation } from './is-plain-reservation';
import { planCuts, windowsAt } from './plan-slice-windows';
import { ReservationSchema, type Reservation } from './schemas';
import { validateResponse } from './validate-response';
import { listOf, oneOf, type UpstreamContext } from './upstream-context';

/** Spec §4.1 rule 1: one call returns at most 1000 records. */
export const PAGE_SIZE = 1000;

type TimeField = 'StartUtc' | 'Created' | 'Updated';
const ReservationList = listOf(ReservationSchema);

/** Builds one page query of collectByTime for the REST list, optionally narrowed by an extra condition. */
function pageQuery(field: TimeField, req: PageRequest, extra: ODataExpr | null): string {
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

/** The records of a list answer: a bare array or OData's `value`; null for anything else. */
function rowsOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body as unknown[];
  return typeof body === 'object' && body !== null && Array.isArray((body as { value?: unknown }).value)
    ? (body as { value: unknown[] }).value
    : null;
}

/** A page's records as they are when every one is already in the contract's form, else `body` through the schema (which names the field). */
function checkRows(rows: unknown[] | null, body: unknown, path: string): Reservation[] {
  return rows?.every(isPlainReservation)
    ? (rows as Reservation[])
    : validateResponse(ReservationList, body, 'GET', path);
}

/**
 * One page of the REST list. A page of records already in the contract's form is taken as it is (the schema would
 * give back the same values, is-plain-reservation.ts); one with any other record goes through the schema whole, which
 * reads it or names the field (logged as bad_response). The schema's copy of a thousand records was most of what a
 * download allocated, and it outlived the page's recording: the sync's heap grew with it.
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

/** By start, then Id; each start read once (a comparator that parses dates costs more than the rest of a large read). */
function sortByStart(list: Reservation[]): { sorted: Reservation[]; starts: number[] } {
  const keyed = list.map((r) => ({ r, at: Date.parse(r.StartUtc) }));
  keyed.sort((a, b) => a.at - b.at || a.r.Id.localeCompare(b.r.Id));
  return { sorted: keyed.map((k) => k.r), starts: keyed.map((k) => k.at) };
}

function checkRange(range: { from: Date; to: Date }) {
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

/** From this long a slice is read as two halves side by side (a week view, not a day). */
export const SPLIT_FROM_MS = 3 * 86_400_000;

/**
 * The sub-windows a slice is read in: two halves (at a whole minute) for a long slice, so one half's pages are
 * checked while the service prepares the other's, at the cost of at most one extra call; else the slice itself.
 */
export function splitSlice(from: Date, to: Date): { from: Date; to: Date }[] {
  const span = to.getTime() - from.getTime();
  if (span < SPLIT_FROM_MS) return [{ from, to }];
  const mid = new Date(from.getTime() + Math.floor(span / 2 / 60_000) * 60_000);
  return [
    { from, to: mid },
    { from: mid, to },
  ];
}

/**
 * A slice read before is cut where each window held fewer than a page (PLAN_EVERY leaves room for a few more), so its
 * next read need not wait for one page to ask for the next: the same number of calls, and the service always has the
 * next one to prepare while this process reads the last.
 */
const PLAN_EVERY = 990;
/**
 * Calls in flight for a planned read. Two keep the service busy (it prepares one answer while this process reads the
 * other); with four (measured, 8,000 a week) the bodies arrive interleaved and each page is complete later.
 */
const PLAN_LANES = 2;
/** Slices whose cuts a client keeps (a few weeks and days per planner; each plan is a few numbers). */
const MAX_PLANS = 64;
const plansByClient = new WeakMap<UpstreamContext, Map<string, number[]>>();

function slicePlans(ctx: UpstreamContext): Map<string, number[]> {
  let plans = plansByClient.get(ctx);
  if (!plans) plansByClient.set(ctx, (plans = new Map()));
  return plans;
}

export interface RangeRead {
  from: Date;
  to: Date;
  resourceId?: string;
  /** Each page's records once checked, while the next pages are on their way (work that need not wait for the rest). */
  onChecked?(records: Reservation[]): void;
}

/** Every reservation whose slot starts in [from, to), each once, ordered by start. */
async function listReservationsInRange(ctx: UpstreamContext, range: RangeRead): Promise<Reservation[]> {
  checkRange(range);
  const into = new Map<string, Reservation>();
  const onChecked = range.onChecked;
  const extra = range.resourceId ? compare('ResourceId', 'eq', odataGuid(range.resourceId)) : null;
  // Each page is checked while the next one is on its way: the walk needs only a page's first and last records
  // (checked at once) to ask for the next. A page that fails its check still fails the whole read, naming the field,
  // and the transport logs that page's call as bad_response once its check fails.
  const checks: Promise<void>[] = [];
  const walk = (part: { from: Date; to: Date }) =>
    collectByTime<Reservation>({
      from: part.from.toISOString(),
      to: part.to.toISOString(),
      pageSize: PAGE_SIZE,
      fetchPage: async (req) => {
        const path = `${ctx.rest}/Reservations`;
        let page: Reservation[] = [];
        const check = (body: unknown): Promise<void> => {
          const rows = rowsOf(body);
          if (rows?.length === 0) return Promise.resolve();
          const ends = rows ? ReservationList.safeParse([rows[0], rows[rows.length - 1]]) : null;
          if (!rows || !ends?.success) {
            // Not a list, or its ends fail: the full check throws, naming the field.
            page = validateResponse(ReservationList, body, 'GET', path);
            for (const r of page) into.set(r.Id.toLowerCase(), r);
            onChecked?.(page);
            return Promise.resolve();
          }
          const rest = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
            // A page of records already in the contract's form is taken as it is (the schema would give back the same
            // values); one with any other record goes through the schema whole, which reads it or names the field.
            const checked = checkRows(rows, rows, path);
            for (const r of checked) into.set(r.Id.toLowerCase(), r);
            onChecked?.(checked);
          });
          // Reported by the Promise.all below; until then (or when the walk fails first) it is not an unhandled rejection.
          rest.catch(() => undefined);
          checks.push(rest);
          // Only the ends are read by the walk (their times and the last Id); the rest is a placeholder until checked.
          page = [ends.data[0]!, ...(rows as Reservation[]).slice(1, -1), ends.data[ends.data.length - 1]!].slice(
            0,
            rows.length,
          );
          return rest;
        };
        await ctx.limit(() =>
          ctx.transport.send({ method: 'GET', path, query: pageQuery('StartUtc', req, extra), check }),
        );
        return page;
      },
      timeOf: (r) => r.StartUtc,
      idOf: (r) => String(r.Id).toLowerCase(),
    });
  const plans = slicePlans(ctx);
  const key = `${range.from.toISOString()} ${range.to.toISOString()} ${range.resourceId?.toLowerCase() ?? ''}`;
  const cuts = plans.get(key);
  if (cuts) {
    // Windows taken in order by PLAN_LANES lanes: each lane asks its next window as soon as its last one is read.
    const windows = windowsAt(range.from, range.to, cuts);
    let next = 0;
    const lane = async () => {
      while (next < windows.length) await walk(windows[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(PLAN_LANES, windows.length) }, lane));
  } else {
    await Promise.all(splitSlice(range.from, range.to).map(walk));
  }
  // A failed check rejects here, after the walk: the first failure is the one reported.
  await Promise.all(checks);
  const { sorted, starts } = sortByStart([...into.values()]);
  // The newest plan last; the oldest goes first when there are too many.
  plans.delete(key);
  plans.set(key, planCuts(starts, PLAN_EVERY));
  if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value!);
  return sorted;
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
