// Finds reservations for a parsed filter and ordering: binary-search the StartUtc slice first, then run the compiled
// predicate.
import { compileFilter, findRange, type FilterExpr, type OrderKey } from '../odata';
import type { ReservationIndex } from '../store/reservation-index';
import { reservationType } from './entity-model';
import type { Reservation } from './types';

const TIME_PROPERTIES = ['StartUtc', 'EndUtc', 'Created', 'Updated'];

/**
 * True when every row the filter can match lies in a closed window of some time property (each `or` branch may use a
 * different one).
 */
export function isTimeBounded(expr: FilterExpr): boolean {
  if (TIME_PROPERTIES.some((p) => hasBothBounds(expr, p))) return true;
  if (expr.kind !== 'logical') return false;
  return expr.op === 'or'
    ? isTimeBounded(expr.left) && isTimeBounded(expr.right)
    : isTimeBounded(expr.left) || isTimeBounded(expr.right);
}

function hasBothBounds(expr: FilterExpr, property: string): boolean {
  const range = findRange(expr, property);
  return Boolean(range?.from && range.to);
}

const isIndexOrder = (order: OrderKey[]) =>
  order.length === 0 ||
  (order[0]!.property === 'StartUtc' &&
    !order[0]!.descending &&
    (order.length === 1 || (order.length === 2 && order[1]!.property === 'Id' && !order[1]!.descending)));

/**
 * Matching reservations in the requested order; with `limit`, only the first `limit` of them (cheaper than sorting
 * all).
 */
export function queryReservations(
  index: ReservationIndex,
  expr: FilterExpr | null,
  order: OrderKey[],
  limit = Infinity,
): Reservation[] {
  const range = expr ? findRange(expr, 'StartUtc') : null;
  const [lo, hi] = range ? index.rangeOfStart(range.from, range.to) : [0, index.size];
  const predicate = expr ? compileFilter(expr, reservationType) : null;
  const all = index.all();
  const out: Reservation[] = [];
  for (let i = lo; i < hi; i++) {
    const r = all[i]!;
    if (!predicate || predicate(r as unknown as Record<string, unknown>)) out.push(r);
  }
  if (isIndexOrder(order)) return out.length > limit ? out.slice(0, limit) : out;
  return sortStored(out, order, limit);
}

type Stored = string | number | boolean | null;

/**
 * Orders stored reservations. Stored values are already normalised (GUIDs lower case, times epoch ms),
 * so raw values compare directly; each row's keys are read once before sorting, because reading a
 * property by a dynamic name inside the comparator is what makes big sorts slow. Nulls are smallest, as in OData.
 */
export function sortStored(rows: Reservation[], order: OrderKey[], limit = Infinity): Reservation[] {
  const signs = order.map((k) => (k.descending ? -1 : 1));
  type Keyed = { r: Reservation; k: Stored[] };
  const compare = (a: Keyed, b: Keyed): number => {
    for (let i = 0; i < signs.length; i++) {
      const x = a.k[i]!;
      const y = b.k[i]!;
      if (x === y) continue;
      const sign = signs[i]!;
      if (x === null) return -sign;
      if (y === null) return sign;
      return x < y ? -sign : sign;
    }
    return 0;
  };
  const keyed = (r: Reservation): Keyed => ({
    r,
    k: order.map((o) => ((r as unknown as Record<string, Stored>)[o.property] ?? null) as Stored),
  });
  if (limit * 8 >= rows.length) {
    const all = rows.map(keyed).sort(compare);
    return (all.length > limit ? all.slice(0, limit) : all).map((d) => d.r);
  }
  // Few wanted from many (the 1000-record cap over a full scan): keep a sorted buffer of the best `limit` so far.
  const best: Keyed[] = [];
  const first = order[0]!.property;
  for (const r of rows) {
    if (best.length === limit) {
      // Most rows lose on the first key alone; decide those without building their key list.
      const x = ((r as unknown as Record<string, Stored>)[first] ?? null) as Stored;
      const y = best[limit - 1]!.k[0]!;
      if (x !== y && (x === null ? -signs[0]! : y === null ? signs[0]! : x < y ? -signs[0]! : signs[0]!) > 0) continue;
    }
    const item = keyed(r);
    if (best.length === limit && compare(item, best[limit - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > limit) best.pop();
  }
  return best.map((d) => d.r);
}
