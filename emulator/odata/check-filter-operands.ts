// The types a $filter may combine, and its messages when they do not: what the parser checks as it goes.
import type { ExprType, FilterExpr, FunctionName } from './filter-ast';
import { describeEdmType, NUMERIC_TYPES, type EdmType } from './odata-model';
import { ODataQueryError } from './odata-query-error';

export const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

export interface FunctionSignature {
  params: EdmType[];
  returns: EdmType;
}

export const FUNCTIONS: Record<FunctionName, FunctionSignature> = {
  contains: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  startswith: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  endswith: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  tolower: { params: ['Edm.String'], returns: 'Edm.String' },
  toupper: { params: ['Edm.String'], returns: 'Edm.String' },
  trim: { params: ['Edm.String'], returns: 'Edm.String' },
  length: { params: ['Edm.String'], returns: 'Edm.Int32' },
};

export function isOperatorWord(word: string): boolean {
  return COMPARISON_OPERATORS.has(word) || word === 'and' || word === 'or' || word === 'in' || word === 'not';
}

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTIONS, name);
}

export function fail(detail: string, position: number, hint?: string): never {
  throw new ODataQueryError('$filter', detail, position, hint);
}

/** How a value reads in a message: literals by their kind ("a string"), everything else by its type. */
export function describeOperand(expr: FilterExpr): string {
  if (expr.kind === 'literal') {
    switch (expr.type) {
      case 'Null':
        return 'null';
      case 'Edm.String':
        return 'a string';
      case 'Edm.Boolean':
        return 'a boolean';
      case 'Edm.Guid':
        return 'a Guid';
      case 'Edm.DateTimeOffset':
        return 'a DateTimeOffset';
      case 'Edm.Date':
        return 'a Date';
      default:
        return 'a number';
    }
  }
  const type = describeEdmType(expr.type);
  return expr.kind === 'property' ? `property ${expr.name} (${type})` : `a ${type} value`;
}

export function areComparable(a: ExprType, b: ExprType): boolean {
  if (a === 'Null' || b === 'Null' || a === b) return true;
  return NUMERIC_TYPES.has(a) && NUMERIC_TYPES.has(b);
}

/** A hint for the most common mistake: quoting a value whose OData literal form is bare. */
function quotingHint(expected: ExprType, got: FilterExpr): string | undefined {
  if (got.kind !== 'literal' || got.type !== 'Edm.String') return undefined;
  if (expected === 'Edm.DateTimeOffset') return 'write DateTimeOffset values without quotes, e.g. 2026-11-21T10:00:00Z';
  if (expected === 'Edm.Guid') return 'write Guid values without quotes, e.g. 01234567-89ab-cdef-0123-456789abcdef';
  if (expected === 'Edm.Date') return 'write Date values without quotes, e.g. 2026-11-21';
  return undefined;
}

/** Throws a message phrased around whichever side is a property, since that is what the user meant to filter. */
export function assertComparable(left: FilterExpr, right: FilterExpr, opPosition: number): void {
  if (areComparable(left.type, right.type)) return;
  const [subject, other] = right.kind === 'property' && left.kind !== 'property' ? [right, left] : [left, right];
  if (subject.kind === 'property') {
    const position = other.position;
    fail(
      `expected a ${describeEdmType(subject.type)} value for ${subject.name}, got ${describeOperand(other)}`,
      position,
      quotingHint(subject.type, other),
    );
  }
  fail(`cannot compare ${describeOperand(left)} with ${describeOperand(right)}`, opPosition);
}
