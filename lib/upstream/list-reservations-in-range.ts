// A complete time slice of reservations (spec §4.2 pattern 1 under the cap), read in windows side by side.
import 'server-only';
import { compare, odataGuid } from './build-odata-query';
import { collectByTime } from './collect-by-time';
import { planCuts, windowsAt } from './plan-slice-windows';
import {
  checkRange,
  checkRows,
  PAGE_SIZE,
  pageQuery,
  ReservationList,
  rowsOf,
  sortByStart,
} from './read-reservation-pages';
import type { Reservation } from './schemas';
import type { UpstreamContext } from './upstream-context';
import { validateResponse } from './validate-response';

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
 * other); with more the bodies arrive interleaved and each page is complete later.
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
  /**
   * Each page's records once checked, while the next pages are on their way (work that need not wait for the rest).
   */
  onChecked?(records: Reservation[]): void;
}

/** Every reservation whose slot starts in [from, to), each once, ordered by start. */
export async function listReservationsInRange(ctx: UpstreamContext, range: RangeRead): Promise<Reservation[]> {
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
            // A page of records already in the contract's form is taken as it is (the schema would give back the
            // same values); one with any other record goes through the schema whole, which reads it or names the
            // field.
            const checked = checkRows(rows, rows, path);
            for (const r of checked) into.set(r.Id.toLowerCase(), r);
            onChecked?.(checked);
          });
          // Reported by the Promise.all below; until then (or when the walk fails first) it is not an unhandled
          // rejection.
          rest.catch(() => undefined);
          checks.push(rest);
          // Only the ends are read by the walk (their times and the last Id); the rest is a placeholder until
          // checked.
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
