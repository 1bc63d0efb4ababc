// Parses and type-checks a $filter expression against one entity type (OData v4 URL conventions, §5.1.1 subset).
import type { CallExpr, ComparisonOperator, FilterExpr, LiteralExpr, PropertyExpr } from './filter-ast';
import { describeEdmType, type EntityType } from './odata-model';
import {
  areComparable,
  assertComparable,
  COMPARISON_OPERATORS,
  describeOperand,
  fail,
  FUNCTIONS,
  isFunctionName,
  isOperatorWord,
} from './check-filter-operands';
import { findProperty } from './find-property';
import { parseLiteralToken } from './parse-filter-literal';
import { tokenizeFilter, type Token } from './tokenize-filter';

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
      case 'number':
      case 'guid':
      case 'dateTimeOffset':
      case 'date':
        return parseLiteralToken(token);
      case 'word':
        return this.wordExpr(token);
      case 'end':
        return fail('unexpected end of the expression', token.position);
      default:
        return fail(`unexpected '${token.text}'`, token.position);
    }
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
