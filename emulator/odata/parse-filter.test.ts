import { describe, expect, it } from 'vitest';
import type { FilterExpr } from './filter-ast';
import { ODataQueryError } from './odata-query-error';
import { parseFilter } from './parse-filter';
import { reservation } from './test-fixtures';

const parse = (text: string) => parseFilter(text, reservation);

/** A compact rendering of the tree, so precedence tests read like the expected grouping. */
function show(expr: FilterExpr): string {
  switch (expr.kind) {
    case 'literal':
      return expr.text;
    case 'property':
      return expr.name;
    case 'call':
      return `${expr.name}(${expr.args.map(show).join(',')})`;
    case 'compare':
      return `(${show(expr.left)} ${expr.op} ${show(expr.right)})`;
    case 'in':
      return `(${show(expr.operand)} in ${expr.values.map(show).join('|')})`;
    case 'logical':
      return `[${show(expr.left)} ${expr.op} ${show(expr.right)}]`;
    case 'not':
      return `!${show(expr.operand)}`;
  }
}

function errorOf(text: string): ODataQueryError {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof ODataQueryError) return e;
    throw e;
  }
  throw new Error(`expected ${text} to fail`);
}

describe('parseFilter', () => {
  it('binds and tighter than or, and not tighter than and', () => {
    expect(show(parse("Carrier eq 'a' or Carrier eq 'b' and not ExtCustomFieldBit1"))).toBe(
      '[(Carrier eq a) or [(Carrier eq b) and !ExtCustomFieldBit1]]',
    );
    expect(show(parse("(Carrier eq 'a' or Carrier eq 'b') and NumberOfUnits gt 2"))).toBe(
      '[[(Carrier eq a) or (Carrier eq b)] and (NumberOfUnits gt 2)]',
    );
  });

  it('tolerates any whitespace around tokens', () => {
    expect(show(parse("  (  Carrier   eq\t'a' )and(NumberOfUnits ge -1)  "))).toBe(
      '[(Carrier eq a) and (NumberOfUnits ge -1)]',
    );
  });

  it('normalises literals once', () => {
    const expr = parse('StartUtc ge 2026-11-21T10:00:00+01:00');
    expect(expr.kind === 'compare' && expr.right).toMatchObject({
      type: 'Edm.DateTimeOffset',
      value: Date.UTC(2026, 10, 21, 9),
    });
    const guid = parse('Id eq ABCDEF12-3456-7890-ABCD-EF1234567890');
    expect(guid.kind === 'compare' && guid.right).toMatchObject({
      type: 'Edm.Guid',
      value: 'abcdef12-3456-7890-abcd-ef1234567890',
    });
    const quoted = parse("Carrier eq 'O''Brien'");
    expect(quoted.kind === 'compare' && quoted.right).toMatchObject({ value: "O'Brien" });
  });

  it('accepts every literal kind against a matching property', () => {
    for (const text of [
      'Weight gt 1.5',
      'Weight lt -2',
      'NumberOfUnits eq 3',
      'DeliveryDate eq 2026-11-21',
      'ExtCustomFieldBit1 eq true',
      'Carrier eq null',
      'null eq Carrier',
      '2026-11-21T10:00:00Z le StartUtc',
      'EndUtc gt StartUtc',
    ]) {
      expect(() => parse(text), text).not.toThrow();
    }
  });

  it('parses functions and in', () => {
    expect(show(parse("contains(tolower(Carrier),'dhl') and length(trim(ReservationNumber)) gt 3"))).toBe(
      '[contains(tolower(Carrier),dhl) and (length(trim(ReservationNumber)) gt 3)]',
    );
    expect(show(parse("ApprovalStatus in ('Pending', 'Approved')"))).toBe('(ApprovalStatus in Pending|Approved)');
  });

  it('names an unknown property and where it is', () => {
    const error = errorOf("Carrier eq 'x' and Foo eq 1");
    expect(error.message).toBe("$filter: unknown property 'Foo' at position 19");
    expect(error.option).toBe('$filter');
    expect(error.position).toBe(19);
    expect(errorOf('startUtc ge 2026-11-21T10:00:00Z').message).toContain("did you mean 'StartUtc'?");
  });

  it('refuses a quoted string where a DateTimeOffset or Guid is expected', () => {
    const error = errorOf("StartUtc ge '2026-11-21T10:00:00Z'");
    expect(error.message).toMatch(
      /^\$filter: expected a DateTimeOffset value for StartUtc, got a string at position 12; write DateTimeOffset/,
    );
    expect(error.position).toBe(12);
    expect(errorOf("Id eq '8e1c4a1e-0000-0000-0000-000000000000'").message).toContain(
      'expected a Guid value for Id, got a string',
    );
    expect(errorOf("'x' eq StartUtc").message).toContain(
      'expected a DateTimeOffset value for StartUtc, got a string at position 0',
    );
    expect(errorOf('StartUtc ge 2026-11-21').message).toContain('got a Date');
    expect(errorOf('NumberOfUnits eq true').message).toContain(
      'expected a Int32 value for NumberOfUnits, got a boolean',
    );
    expect(errorOf("ApprovalStatus in ('a', 1)").message).toContain('got a number at position 24');
  });

  it('refuses malformed structure with positions', () => {
    expect(errorOf('').message).toBe('$filter: the expression is empty at position 0');
    expect(errorOf("Carrier eq 'a' Carrier").position).toBe(15);
    expect(errorOf("(Carrier eq 'a'").message).toContain(
      "expected ')' but found the end of the expression at position 15",
    );
    expect(errorOf("Carrier EQ 'a'").message).toContain("unknown operator 'EQ'");
    expect(errorOf("Carrier eq 'a' AND true").message).toContain("OData operators are lower case: 'and'");
    expect(errorOf('Carrier').message).toContain('must be a boolean condition');
    expect(errorOf("Carrier eq 'a' and Carrier").message).toContain("'and' needs a boolean condition");
    expect(errorOf("not Carrier eq 'a'").message).toContain('write not (A eq B)');
    expect(errorOf('foo(Carrier)').message).toContain("unknown function 'foo'");
    expect(errorOf('contains(Carrier)').message).toContain('contains takes 2 argument(s), got 1');
    expect(errorOf('contains(NumberOfUnits, 1)').message).toContain('contains expects a String argument');
    expect(errorOf('StartUtc ge 2026-02-30T00:00:00Z').message).toContain(
      "invalid DateTimeOffset literal '2026-02-30T00:00:00Z'",
    );
    expect(errorOf('StartUtc ge 2026-11-21T10:00:00 01:00').message).toContain('invalid DateTimeOffset literal');
    expect(errorOf('Carrier eq').message).toContain('unexpected end of the expression');
  });
});
