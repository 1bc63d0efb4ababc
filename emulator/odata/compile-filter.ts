// Turns a parsed $filter into a row predicate; literals are converted once here so the per-row work stays cheap.
import type { CallExpr, ComparisonOperator, CompareExpr, FilterExpr, InExpr } from './filter-ast';
import type { EntityType } from './odata-model';
import { isCanonicalUtcIso, readEpochMs } from './parse-date-time-offset';
import { pickValueReader, type Comparable } from './read-row-value';

type Row = Record<string, unknown>;
/** Boolean-typed nodes evaluate to true, false or null (OData's three-valued logic). */
type Evaluate = (row: Row) => Comparable;

const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

// Operands have been type-checked, so both are numbers, both strings or both booleans here.
function isLess(a: Comparable, b: Comparable): boolean {
  return (a as number) < (b as number);
}

/** A tree parsed for another entity type would silently match nothing; fail loudly instead. */
function assertDeclared(entity: EntityType, name: string): void {
  if (!Object.hasOwn(entity.properties, name)) {
    throw new Error(
      `compileFilter: ${entity.name} has no property ${name}; parse the filter with the same entity type`,
    );
  }
}

/** OData null rules: eq/ne treat null as an ordinary value; ordering against null is false. */
function compareValues(op: ComparisonOperator, left: Comparable, right: Comparable): boolean {
  if (left === null || right === null) {
    if (op === 'eq') return left === right;
    if (op === 'ne') return left !== right;
    return false;
  }
  switch (op) {
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gt':
      return isLess(right, left);
    case 'ge':
      return !isLess(left, right);
    case 'lt':
      return isLess(left, right);
    case 'le':
      return !isLess(right, left);
  }
}

/**
 * -1, 0 or 1 for a stored non-number DateTimeOffset against the literal; null when the value is missing or unreadable.
 */
function orderAgainst(value: unknown, ms: number, iso: string): number | null {
  if (typeof value === 'string' && isCanonicalUtcIso(value)) return value < iso ? -1 : value > iso ? 1 : 0;
  const t = readEpochMs(value);
  if (t === null) return null;
  return t < ms ? -1 : t > ms ? 1 : 0;
}

/**
 * The hot path for time-range queries: a numeric row value is compared directly with the
 * pre-converted literal, with no allocation, parsing or extra calls. Strings in toISOString form
 * are compared as strings; other representations are parsed.
 */
function compileDateTimeComparison(name: string, op: ComparisonOperator, ms: number): Evaluate {
  const iso = new Date(ms).toISOString();
  switch (op) {
    case 'ge':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v >= ms;
        const o = orderAgainst(v, ms, iso);
        return o !== null && o >= 0;
      };
    case 'gt':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v > ms;
        const o = orderAgainst(v, ms, iso);
        return o !== null && o > 0;
      };
    case 'lt':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v < ms;
        const o = orderAgainst(v, ms, iso);
        return o !== null && o < 0;
      };
    case 'le':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v <= ms;
        const o = orderAgainst(v, ms, iso);
        return o !== null && o <= 0;
      };
    case 'eq':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v === ms;
        return orderAgainst(v, ms, iso) === 0;
      };
    case 'ne':
      return (row) => {
        const v = row[name];
        if (typeof v === 'number') return v !== ms;
        // A missing value is "not equal" under OData's eq/ne null rules.
        return orderAgainst(v, ms, iso) !== 0;
      };
  }
}

function compileComparison(expr: CompareExpr, entity: EntityType): Evaluate {
  let { left, right, op } = expr;
  if (left.kind === 'literal' && right.kind === 'property') {
    [left, right] = [right, left];
    op = FLIPPED[op];
  }
  if (left.kind === 'property' && right.kind === 'literal') {
    assertDeclared(entity, left.name);
    const { name } = left;
    const literal = right.value;
    if (left.type === 'Edm.DateTimeOffset' && typeof literal === 'number') {
      return compileDateTimeComparison(name, op, literal);
    }
    const read = pickValueReader(left.type);
    const cmpOp = op;
    return (row) => compareValues(cmpOp, read(row[name]), literal);
  }
  const evalLeft = compileNode(left, entity);
  const evalRight = compileNode(right, entity);
  const cmpOp = op;
  return (row) => compareValues(cmpOp, evalLeft(row), evalRight(row));
}

function compileIn(expr: InExpr, entity: EntityType): Evaluate {
  const operand = compileNode(expr.operand, entity);
  const values = new Set<Comparable>(expr.values.map((v) => v.value));
  return (row) => values.has(operand(row));
}

function compileCall(expr: CallExpr, entity: EntityType): Evaluate {
  const [first, second] = expr.args.map((arg) => compileNode(arg, entity));
  if (!first) throw new Error(`${expr.name} compiled without arguments`);
  const binary = (test: (s: string, t: string) => boolean): Evaluate => {
    if (!second) throw new Error(`${expr.name} compiled without a second argument`);
    return (row) => {
      const s = first(row);
      const t = second(row);
      return typeof s === 'string' && typeof t === 'string' ? test(s, t) : null;
    };
  };
  const unary =
    (map: (s: string) => Comparable): Evaluate =>
    (row) => {
      const s = first(row);
      return typeof s === 'string' ? map(s) : null;
    };
  switch (expr.name) {
    case 'contains':
      return binary((s, t) => s.includes(t));
    case 'startswith':
      return binary((s, t) => s.startsWith(t));
    case 'endswith':
      return binary((s, t) => s.endsWith(t));
    case 'tolower':
      return unary((s) => s.toLowerCase());
    case 'toupper':
      return unary((s) => s.toUpperCase());
    case 'trim':
      return unary((s) => s.trim());
    case 'length':
      return unary((s) => s.length);
  }
}

function compileNode(expr: FilterExpr, entity: EntityType): Evaluate {
  switch (expr.kind) {
    case 'literal': {
      const { value } = expr;
      return () => value;
    }
    case 'property': {
      assertDeclared(entity, expr.name);
      const read = pickValueReader(expr.type);
      const { name } = expr;
      return (row) => read(row[name]);
    }
    case 'compare':
      return compileComparison(expr, entity);
    case 'in':
      return compileIn(expr, entity);
    case 'call':
      return compileCall(expr, entity);
    case 'not': {
      const operand = compileNode(expr.operand, entity);
      return (row) => {
        const v = operand(row);
        return v === null ? null : !v;
      };
    }
    case 'logical': {
      const a = compileNode(expr.left, entity);
      const b = compileNode(expr.right, entity);
      if (expr.op === 'and') {
        return (row) => {
          const l = a(row);
          if (l === false) return false;
          const r = b(row);
          if (r === false) return false;
          return l === true && r === true ? true : null;
        };
      }
      return (row) => {
        const l = a(row);
        if (l === true) return true;
        const r = b(row);
        if (r === true) return true;
        return l === false && r === false ? false : null;
      };
    }
  }
}

/** A predicate that is true only for rows the filter selects (null, i.e. unknown, counts as not selected). */
export function compileFilter(expr: FilterExpr, entity: EntityType): (row: Record<string, unknown>) => boolean {
  const evaluate = compileNode(expr, entity);
  return (row) => evaluate(row) === true;
}
