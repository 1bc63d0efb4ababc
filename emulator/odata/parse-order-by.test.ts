import { describe, expect, it } from 'vitest';
import { parseOrderBy } from './parse-order-by';
import { reservation } from './test-fixtures';

const parse = (text: string) => parseOrderBy(text, reservation);

describe('parseOrderBy', () => {
  it('reads keys with optional directions and loose whitespace', () => {
    expect(parse('StartUtc asc, Id asc')).toEqual([
      { property: 'StartUtc', descending: false },
      { property: 'Id', descending: false },
    ]);
    expect(parse('  Id  ')).toEqual([{ property: 'Id', descending: false }]);
    expect(parse('Created   desc,Id')).toEqual([
      { property: 'Created', descending: true },
      { property: 'Id', descending: false },
    ]);
  });

  it('names unknown properties and bad directions with positions', () => {
    expect(() => parse('StartUtc asc, Foo desc')).toThrow("$orderby: unknown property 'Foo' at position 14");
    expect(() => parse('StartUtc ASC')).toThrow("$orderby: unknown direction 'ASC' for StartUtc at position 9");
    expect(() => parse('StartUtc asc Id')).toThrow("$orderby: unexpected 'Id' at position 13");
    expect(() => parse('StartUtc,,Id')).toThrow('$orderby: expected a property name at position 9');
    expect(() => parse('')).toThrow('$orderby: expected a property name at position 0');
    expect(() => parse('Id, Id desc')).toThrow('$orderby: Id is listed more than once');
  });
});
