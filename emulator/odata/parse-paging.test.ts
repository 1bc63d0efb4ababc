import { describe, expect, it } from 'vitest';
import { ODataQueryError } from './odata-query-error';
import { parseCount, parseSkip, parseTop } from './parse-paging';

describe('parseTop and parseSkip', () => {
  it('accept non-negative integers', () => {
    expect(parseTop('1000')).toBe(1000);
    expect(parseTop('0')).toBe(0);
    expect(parseSkip('25')).toBe(25);
  });

  it('refuse anything else, naming the option', () => {
    for (const text of ['', '-1', '1.5', ' 10', 'ten', '1e3', '99999999999999999999']) {
      expect(() => parseTop(text), text).toThrow(ODataQueryError);
    }
    expect(() => parseSkip('-1')).toThrow("$skip: expected a non-negative integer, got '-1'");
    try {
      parseTop('x');
    } catch (e) {
      expect((e as ODataQueryError).option).toBe('$top');
    }
  });
});

describe('parseCount', () => {
  it('reads true and false only', () => {
    expect(parseCount('true')).toBe(true);
    expect(parseCount('false')).toBe(false);
    expect(() => parseCount('TRUE')).toThrow("$count: expected true or false, got 'TRUE'");
  });
});
