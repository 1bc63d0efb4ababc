import { describe, expect, it } from 'vitest';
import { ODataQueryError } from './odata-query-error';
import { tokenizeFilter } from './tokenize-filter';

const kinds = (text: string) => tokenizeFilter(text).map((t) => `${t.kind}:${t.text}`);

describe('tokenizeFilter', () => {
  it('splits words, punctuation and literals with positions', () => {
    const tokens = tokenizeFilter("StartUtc ge 2026-11-21T10:00:00Z and (Name eq 'x')");
    expect(tokens.map((t) => [t.kind, t.position])).toEqual([
      ['word', 0],
      ['word', 9],
      ['dateTimeOffset', 12],
      ['word', 33],
      ['open', 37],
      ['word', 38],
      ['word', 43],
      ['string', 46],
      ['close', 49],
      ['end', 50],
    ]);
  });

  it('unescapes doubled quotes', () => {
    expect(kinds("'O''Brien'")).toEqual(["string:O'Brien", 'end:']);
    expect(kinds("''")).toEqual(['string:', 'end:']);
  });

  it('tells GUIDs, dates, date-times and numbers apart', () => {
    expect(kinds('abcdef12-3456-7890-abcd-ef1234567890 12345678-1234-1234-1234-123456789012')).toEqual([
      'guid:abcdef12-3456-7890-abcd-ef1234567890',
      'guid:12345678-1234-1234-1234-123456789012',
      'end:',
    ]);
    expect(kinds('2026-11-21 2026-11-21T10:00:00.5+01:00 -12 3.25 1e3')).toEqual([
      'date:2026-11-21',
      'dateTimeOffset:2026-11-21T10:00:00.5+01:00',
      'number:-12',
      'number:3.25',
      'number:1e3',
      'end:',
    ]);
  });

  it('reports an unterminated string where it starts', () => {
    expect(() => tokenizeFilter("Name eq 'abc")).toThrow(/unterminated string literal starting at position 8/);
  });

  it('rejects stray characters', () => {
    const error = (() => {
      try {
        tokenizeFilter('Name eq 5 & 6');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ODataQueryError);
    expect((error as ODataQueryError).position).toBe(10);
  });

  it('rejects malformed numeric literals', () => {
    expect(() => tokenizeFilter('Count eq 12abc')).toThrow(/malformed literal '12abc' at position 9/);
  });
});
