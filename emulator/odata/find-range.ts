// Derives the time window a filter confines a DateTimeOffset property to, for refusing unbounded list
// queries and for narrowing a sorted index before the row predicate runs.
import type { ComparisonOperator, FilterExpr } from './filter-ast';

export interface Bound {
  value: number;
  inclusive: boolean;
}

export interface Range {
  from?: Bound;
  to?: Bound;
}

const UNBOUNDED: Range = {};

const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

/** The tighter of two lower (or upper) bounds; at equal values exclusive is tighter. */
function tighter(a: Bound | undefined, b: Bound | undefined, isLower: boolean): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.value !== b.value) return a.value > b.value === isLower ? a : b;
  return { value: a.value, inclusive: a.inclusive && b.inclusive };
}

/** The looser of two bounds; a missing bound means unbounded, which is loosest. */
function looser(a: Bound | undefined, b: Bound | undefined, isLower: boolean): Bound | undefined {
  if (!a || !b) return undefined;
  if (a.value !== b.value) return a.value < b.value === isLower ? a : b;
  return { value: a.value, inclusive: a.inclusive || b.inclusive };
}

function withBounds(from: Bound | undefined, to: Bound | undefined): Range {
  const range: Range = {};
  if (from) range.from = from;
  if (to) range.to = to;
  return range;
}

function rangeOfComparison(op: ComparisonOperator, value: number): Range {
  switch (op) {
    case 'eq':
      return { from: { value, inclusive: true }, to: { value, inclusive: true } };
    case 'gt':
      return { from: { value, inclusive: false } };
    case 'ge':
      return { from: { value, inclusive: true } };
    case 'lt':
      return { to: { value, inclusive: false } };
    case 'le':
      return { to: { value, inclusive: true } };
    case 'ne':
      return UNBOUNDED;
  }
}

/** Epoch ms of a DateTimeOffset literal; null for anything else (including the literal null). */
function readTimeLiteral(expr: FilterExpr): number | null {
  return expr.kind === 'literal' && expr.type === 'Edm.DateTimeOffset' && typeof expr.value === 'number'
    ? expr.value
    : null;
}

function walk(expr: FilterExpr, property: string): Range {
  switch (expr.kind) {
    case 'logical': {
      const left = walk(expr.left, property);
      const right = walk(expr.right, property);
      return expr.op === 'and'
        ? withBounds(tighter(left.from, right.from, true), tighter(left.to, right.to, false))
        : withBounds(looser(left.from, right.from, true), looser(left.to, right.to, false));
    }
    case 'compare': {
      const { left, right, op } = expr;
      if (left.kind === 'property' && left.name === property) {
        const time = readTimeLiteral(right);
        return time === null ? UNBOUNDED : rangeOfComparison(op, time);
      }
      if (right.kind === 'property' && right.name === property) {
        const time = readTimeLiteral(left);
        return time === null ? UNBOUNDED : rangeOfComparison(FLIPPED[op], time);
      }
      return UNBOUNDED;
    }
    case 'in': {
      const { operand, values } = expr;
      if (operand.kind !== 'property' || operand.name !== property) return UNBOUNDED;
      const times = values.map(readTimeLiteral);
      // A null in the list lets rows with no value through, which no time window can describe.
      if (!times.every((t): t is number => t !== null)) return UNBOUNDED;
      return {
        from: { value: Math.min(...times), inclusive: true },
        to: { value: Math.max(...times), inclusive: true },
      };
    }
    default:
      // not(...) also admits rows whose value is null, so it never bounds the property.
      return UNBOUNDED;
  }
}

/**
 * Bounds (epoch ms) on a DateTimeOffset property implied by the whole filter: a row can only match if
 * its value lies within them. null when some branch of the filter leaves the property unbounded on both
 * sides. A window with from > to means nothing can match.
 */
export function findRange(expr: FilterExpr, property: string): Range | null {
  const range = walk(expr, property);
  return range.from || range.to ? range : null;
}
