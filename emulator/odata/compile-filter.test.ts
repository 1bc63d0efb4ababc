import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile-filter';
import { parseFilter } from './parse-filter';
import { reservation } from './test-fixtures';

const matcher = (text: string) => compileFilter(parseFilter(text, reservation), reservation);
const ms = (iso: string) => Date.parse(iso);

describe('compileFilter', () => {
  it('selects a time range the same way for epoch-ms numbers and ISO strings', () => {
    const inRange = matcher('StartUtc ge 2026-11-21T10:00:00Z and StartUtc lt 2026-11-21T12:00:00+01:00');
    const times = ['2026-11-21T09:59:59.999Z', '2026-11-21T10:00:00Z', '2026-11-21T10:59:59Z', '2026-11-21T11:00:00Z'];
    const expected = [false, true, true, false];
    expect(times.map((t) => inRange({ StartUtc: ms(t) }))).toEqual(expected);
    expect(times.map((t) => inRange({ StartUtc: t }))).toEqual(expected);
    expect(times.map((t) => inRange({ StartUtc: t.replace('Z', '+00:00') }))).toEqual(expected);
    expect(times.map((t) => inRange({ StartUtc: new Date(t) }))).toEqual(expected);
  });

  it('applies every comparison operator to both representations', () => {
    const at = '2026-11-21T10:00:00Z';
    for (const [op, before, equal, after] of [
      ['eq', false, true, false],
      ['ne', true, false, true],
      ['gt', false, false, true],
      ['ge', false, true, true],
      ['lt', true, false, false],
      ['le', true, true, false],
    ] as const) {
      const match = matcher(`StartUtc ${op} ${at}`);
      const flipped = matcher(`${at} ${op} StartUtc`);
      for (const value of [ms(at) - 1, ms(at), ms(at) + 1]) {
        for (const stored of [value, new Date(value).toISOString()]) {
          const want = value < ms(at) ? before : value === ms(at) ? equal : after;
          expect(match({ StartUtc: stored }), `${op} ${stored}`).toBe(want);
          // Flipping sides mirrors the operator: X lt P means P gt X.
          const mirrored = value < ms(at) ? after : value === ms(at) ? equal : before;
          expect(flipped({ StartUtc: stored }), `flipped ${op} ${stored}`).toBe(mirrored);
        }
      }
    }
  });

  it('follows OData null rules', () => {
    const row = { Carrier: null, Created: undefined };
    expect(matcher('Carrier eq null')(row)).toBe(true);
    expect(matcher('Created eq null')({})).toBe(true);
    expect(matcher("Carrier ne 'x'")(row)).toBe(true);
    expect(matcher("Carrier eq 'x'")(row)).toBe(false);
    expect(matcher('Created ge 2026-01-01T00:00:00Z')(row)).toBe(false);
    expect(matcher('Created lt 2026-01-01T00:00:00Z')(row)).toBe(false);
    expect(matcher('not (Created lt 2026-01-01T00:00:00Z)')(row)).toBe(true);
    expect(matcher('Created ne 2026-01-01T00:00:00Z')(row)).toBe(true);
    expect(matcher('Created ne null')({ Created: 5 })).toBe(true);
    // contains(null, ...) is unknown, and so is its negation.
    expect(matcher("contains(Carrier, 'a')")(row)).toBe(false);
    expect(matcher("not contains(Carrier, 'a')")(row)).toBe(false);
    expect(matcher("not contains(Carrier, 'a') or true")(row)).toBe(true);
  });

  it('compares GUIDs case-insensitively', () => {
    const match = matcher('Id eq ABCDEF12-3456-7890-ABCD-EF1234567890');
    expect(match({ Id: 'abcdef12-3456-7890-abcd-ef1234567890' })).toBe(true);
    expect(match({ Id: 'ABCDEF12-3456-7890-ABCD-EF1234567890' })).toBe(true);
    expect(match({ Id: 'abcdef12-3456-7890-abcd-ef1234567891' })).toBe(false);
    expect(
      matcher('Id in (abcdef12-3456-7890-abcd-ef1234567890)')({ Id: 'ABCDEF12-3456-7890-ABCD-EF1234567890' }),
    ).toBe(true);
  });

  it('evaluates strings, functions, numbers, dates and booleans', () => {
    const row = {
      Carrier: "  O'Brien Haulage ",
      NumberOfUnits: 4,
      Weight: '12.50',
      DeliveryDate: '2026-11-21',
      ExtCustomFieldBit1: true,
    };
    expect(matcher("Carrier eq '  O''Brien Haulage '")(row)).toBe(true);
    expect(matcher("contains(tolower(Carrier), 'brien')")(row)).toBe(true);
    expect(matcher("startswith(trim(Carrier), 'O''B')")(row)).toBe(true);
    expect(matcher("endswith(toupper(Carrier), 'HAULAGE ')")(row)).toBe(true);
    expect(matcher('length(trim(Carrier)) eq 15')(row)).toBe(true);
    expect(matcher('NumberOfUnits gt 3.5 and Weight eq 12.5')(row)).toBe(true);
    expect(matcher('DeliveryDate ge 2026-11-21 and DeliveryDate lt 2026-11-22')(row)).toBe(true);
    expect(matcher('ExtCustomFieldBit1')(row)).toBe(true);
    expect(matcher('not ExtCustomFieldBit1')(row)).toBe(false);
    expect(matcher("ApprovalStatus in ('Pending','Approved')")({ ApprovalStatus: 'Approved' })).toBe(true);
    expect(matcher("ApprovalStatus in ('Pending','Approved')")({ ApprovalStatus: 'Rejected' })).toBe(false);
    expect(matcher("Carrier gt 'A' and Carrier lt 'B'")({ Carrier: 'Acme' })).toBe(true);
  });

  it('combines and/or as written', () => {
    const match = matcher(
      '(Created ge 2026-11-01T00:00:00Z and Created lt 2026-11-02T00:00:00Z) or (Updated ge ' +
        '2026-11-01T00:00:00Z and Updated lt 2026-11-02T00:00:00Z)',
    );
    expect(match({ Created: ms('2026-10-01T00:00:00Z'), Updated: ms('2026-11-01T05:00:00Z') })).toBe(true);
    expect(match({ Created: ms('2026-11-01T05:00:00Z'), Updated: null })).toBe(true);
    expect(match({ Created: ms('2026-10-01T00:00:00Z'), Updated: null })).toBe(false);
  });

  it('refuses a tree parsed for a different entity type', () => {
    const other = { name: 'Other', key: ['Id'], properties: { Id: reservation.properties.Id! } };
    expect(() => compileFilter(parseFilter('StartUtc ge 2026-01-01T00:00:00Z', reservation), other)).toThrow(
      'Other has no property StartUtc',
    );
  });
});
