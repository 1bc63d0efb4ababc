// Parses and type-checks a $filter expression against one entity type (OData v4 URL conventions, §5.1.1 subset).
import type {
  CallExpr,
  ComparisonOperator,
  ExprType,
  FilterExpr,
  FunctionName,
  LiteralExpr,
  PropertyExpr,
} from './filter-ast';
import { describeEdmType, NUMERIC_TYPES, type EdmType, type EntityType } from './odata-model';
import { findProperty } from './find-property';
import { ODataQueryError } from './odata-query-error';
import { parseDate, parseDateTimeOffset } from './parse-date-time-offset';
import { tokenizeFilter, type Token } from './tokenize-filter';

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

interface FunctionSignature {
  params: EdmType[];
  returns: EdmType;
}

const FUNCTIONS: Record<FunctionName, FunctionSignature> = {
  contains: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  startswith: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  endswith: { params: ['Edm.String', 'Edm.String'], returns: 'Edm.Boolean' },
  tolower: { params: ['Edm.String'], returns: 'Edm.String' },
  toupper: { params: ['Edm.String'], returns: 'Edm.String' },
  trim: { params: ['Edm.String'], returns: 'Edm.String' },
  length: { params: ['Edm.String'], returns: 'Edm.Int32' },
};

function isOperatorWord(word: string): boolean {
  return COMPARISON_OPERATORS.has(word) || word === 'and' || word === 'or' || word === 'in' || word === 'not';
}

function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTIONS, name);
}

function fail(detail: string, position: number, hint?: string): never {
  throw new ODataQueryError('$filter', detail, position, hint);
}

/** How a value reads in a message: literals by their kind ("a string"), everything else by its type. */
function describeOperand(expr: FilterExpr): string {
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

function areComparable(a: ExprType, b: ExprType): boolean {
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
function assertComparable(left: FilterExpr, right: FilterExpr, opPosition: number): void {
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

class FilterParser {
  private index = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly entity: EntityType,
  ) {}

  parse(): FilterExpr {
    if (this.peek().kind === 'end') fail('the expression is empty', 0);
    const expr = this.parseOr();
    const next = this.peek();
    if (next.kind !== 'end') {
      fail(`unexpected '${next.text}'`, next.position, 'expected and, or, or the end of the expression');
    }
    if (expr.type !== 'Edm.Boolean') {
      fail(`the expression must be a boolean condition, got ${describeOperand(expr)}`, expr.position);
    }
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private isWord(text: string): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.text === text;
  }

  private expect(kind: Token['kind'], what: string): Token {
    const token = this.peek();
    if (token.kind !== kind) {
      fail(
        `expected ${what} but found ${token.kind === 'end' ? 'the end of the expression' : `'${token.text}'`}`,
        token.position,
      );
    }
    return this.next();
  }

  private assertBoolean(expr: FilterExpr, context: string): void {
    if (expr.type !== 'Edm.Boolean') {
      fail(`'${context}' needs a boolean condition, got ${describeOperand(expr)}`, expr.position);
    }
  }

  private parseOr(): FilterExpr {
    let left = this.parseAnd();
    while (this.isWord('or')) {
      const position = this.next().position;
      const right = this.parseAnd();
      this.assertBoolean(left, 'or');
      this.assertBoolean(right, 'or');
      left = { kind: 'logical', type: 'Edm.Boolean', op: 'or', left, right, position };
    }
    return left;
  }

  private parseAnd(): FilterExpr {
    let left = this.parseComparison();
    while (this.isWord('and')) {
      const position = this.next().position;
      const right = this.parseComparison();
      this.assertBoolean(left, 'and');
      this.assertBoolean(right, 'and');
      left = { kind: 'logical', type: 'Edm.Boolean', op: 'and', left, right, position };
    }
    return left;
  }

  private parseComparison(): FilterExpr {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'word') return left;
      if (COMPARISON_OPERATORS.has(token.text)) {
        this.next();
        const right = this.parseUnary();
        assertComparable(left, right, token.position);
        left = {
          kind: 'compare',
          type: 'Edm.Boolean',
          op: token.text as ComparisonOperator,
          left,
          right,
          position: token.position,
        };
      } else if (token.text === 'in') {
        this.next();
        left = {
          kind: 'in',
          type: 'Edm.Boolean',
          operand: left,
          values: this.parseInList(left),
          position: token.position,
        };
      } else if (token.text !== token.text.toLowerCase() && isOperatorWord(token.text.toLowerCase())) {
        fail(
          `unknown operator '${token.text}'`,
          token.position,
          `OData operators are lower case: '${token.text.toLowerCase()}'`,
        );
      } else {
        return left;
      }
    }
  }

  private parseInList(operand: FilterExpr): LiteralExpr[] {
    this.expect('open', "'(' after in");
    const values: LiteralExpr[] = [];
    for (;;) {
      const token = this.peek();
      const value = this.parsePrimary();
      if (value.kind !== 'literal') fail('the in list may only hold literal values', token.position);
      assertComparable(operand, value, value.position);
      values.push(value);
      if (this.peek().kind === 'comma') {
        this.next();
        continue;
      }
      this.expect('close', "',' or ')' in the in list");
      return values;
    }
  }

  private parseUnary(): FilterExpr {
    if (this.isWord('not')) {
      const position = this.next().position;
      const operand = this.parseUnary();
      if (operand.type !== 'Edm.Boolean') {
        fail(
          `'not' needs a boolean condition, got ${describeOperand(operand)}`,
          operand.position,
          "'not' binds tighter than comparisons, so write not (A eq B)",
        );
      }
      return { kind: 'not', type: 'Edm.Boolean', operand, position };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): FilterExpr {
    const token = this.next();
    switch (token.kind) {
      case 'open': {
        const inner = this.parseOr();
        this.expect('close', "')'");
        return inner;
      }
      case 'string':
        return { kind: 'literal', type: 'Edm.String', value: token.text, text: token.text, position: token.position };
      case 'number':
        return this.numberLiteral(token);
      case 'guid':
        return {
          kind: 'literal',
          type: 'Edm.Guid',
          value: token.text.toLowerCase(),
          text: token.text,
          position: token.position,
        };
      case 'dateTimeOffset': {
        const ms = parseDateTimeOffset(token.text);
        if (ms === null) {
          fail(
            `invalid DateTimeOffset literal '${token.text}'`,
            token.position,
            'use YYYY-MM-DDThh:mm[:ss[.fff]] followed by Z or an offset like +01:00 (URL-encode + as %2B)',
          );
        }
        return { kind: 'literal', type: 'Edm.DateTimeOffset', value: ms, text: token.text, position: token.position };
      }
      case 'date': {
        const day = parseDate(token.text);
        if (day === null) fail(`invalid Date literal '${token.text}'`, token.position);
        return { kind: 'literal', type: 'Edm.Date', value: day, text: token.text, position: token.position };
      }
      case 'word':
        return this.wordExpr(token);
      case 'end':
        return fail('unexpected end of the expression', token.position);
      default:
        return fail(`unexpected '${token.text}'`, token.position);
    }
  }

  private numberLiteral(token: Token): LiteralExpr {
    const value = Number(token.text);
    if (!Number.isFinite(value)) fail(`number '${token.text}' is out of range`, token.position);
    let type: EdmType;
    if (/[eE]/.test(token.text)) type = 'Edm.Double';
    else if (token.text.includes('.')) type = 'Edm.Decimal';
    else type = Math.abs(value) <= 2_147_483_647 ? 'Edm.Int32' : 'Edm.Int64';
    return { kind: 'literal', type, value, text: token.text, position: token.position };
  }

  private wordExpr(token: Token): FilterExpr {
    const { text, position } = token;
    if (text === 'true' || text === 'false') {
      return { kind: 'literal', type: 'Edm.Boolean', value: text === 'true', text, position };
    }
    if (text === 'null') return { kind: 'literal', type: 'Null', value: null, text, position };
    if (this.peek().kind === 'open') return this.callExpr(token);
    return this.propertyExpr(token);
  }

  private callExpr(token: Token): CallExpr {
    const { text: name, position } = token;
    if (!isFunctionName(name)) {
      const known = Object.keys(FUNCTIONS).join(', ');
      fail(`unknown function '${name}'`, position, `supported functions: ${known}`);
    }
    const signature = FUNCTIONS[name];
    this.expect('open', "'('");
    const args: FilterExpr[] = [];
    if (this.peek().kind !== 'close') {
      for (;;) {
        args.push(this.parseOr());
        if (this.peek().kind !== 'comma') break;
        this.next();
      }
    }
    this.expect('close', `')' to close ${name}(`);
    if (args.length !== signature.params.length) {
      fail(`${name} takes ${signature.params.length} argument(s), got ${args.length}`, position);
    }
    args.forEach((arg, i) => {
      const want = signature.params[i]!;
      if (!areComparable(want, arg.type)) {
        fail(`${name} expects a ${describeEdmType(want)} argument, got ${describeOperand(arg)}`, arg.position);
      }
    });
    return { kind: 'call', type: signature.returns, name, args, position };
  }

  private propertyExpr(token: Token): PropertyExpr {
    const { text: name, position } = token;
    const def = findProperty(this.entity, name, '$filter', position);
    return { kind: 'property', type: def.type, name, position };
  }
}

/** Parses $filter text into a typed tree, throwing ODataQueryError with a position on any problem. */
export function parseFilter(text: string, entity: EntityType): FilterExpr {
  return new FilterParser(tokenizeFilter(text), entity).parse();
}
