import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows';
import { parseOrderBy } from './parse-order-by';
import { reservation } from './test-fixtures';

const sortIds = (rows: Record<string, unknown>[], orderby: string) =>
  [...rows].sort(compareRows(parseOrderBy(orderby, reservation), reservation)).map((r) => r.n);

describe('compareRows', () => {
  it('sorts DateTimeOffset numbers and strings by instant, then by the next key', () => {
    const rows = [
      { n: 1, StartUtc: '2026-11-21T11:00:00+01:00', Id: 'b' },
      { n: 2, StartUtc: Date.parse('2026-11-21T09:00:00Z'), Id: 'a' },
      { n: 3, StartUtc: '2026-11-21T10:00:00Z', Id: 'a' },
      { n: 4, StartUtc: Date.parse('2026-11-21T08:00:00Z'), Id: 'z' },
    ];
    expect(sortIds(rows, 'StartUtc asc, Id asc')).toEqual([4, 2, 3, 1]);
    expect(sortIds(rows, 'StartUtc desc, Id desc')).toEqual([1, 3, 2, 4]);
  });

  it('orders toISOString strings mixed with other forms by instant', () => {
    const rows = [
      { n: 1, StartUtc: '2026-11-21T10:00:00.001Z' },
      { n: 2, StartUtc: '2026-11-21T10:00:00.000Z' },
      { n: 3, StartUtc: '2026-11-21T10:30:00+01:00' },
      { n: 4, StartUtc: null },
    ];
    expect(sortIds(rows, 'StartUtc')).toEqual([4, 3, 2, 1]);
  });

  it('puts nulls first ascending and last descending', () => {
    const rows = [{ n: 1, Created: 5 }, { n: 2, Created: null }, { n: 3, Created: 1 }, { n: 4 }];
    expect(sortIds(rows, 'Created')).toEqual([2, 4, 3, 1]);
    expect(sortIds(rows, 'Created desc')).toEqual([1, 3, 2, 4]);
  });

  it('orders GUIDs case-insensitively and reports ties as 0', () => {
    const compare = compareRows(parseOrderBy('Id', reservation), reservation);
    expect(
      compare({ Id: 'ABCDEF12-0000-0000-0000-000000000000' }, { Id: 'abcdef12-0000-0000-0000-000000000000' }),
    ).toBe(0);
    expect(
      compare({ Id: 'B0000000-0000-0000-0000-000000000000' }, { Id: 'a0000000-0000-0000-0000-000000000000' }),
    ).toBe(1);
    expect(compareRows([], reservation)({ Id: 'a' }, { Id: 'b' })).toBe(0);
  });

  it('orders strings ordinally and numbers numerically', () => {
    const rows = [
      { n: 1, Carrier: 'b', NumberOfUnits: 10 },
      { n: 2, Carrier: 'B', NumberOfUnits: 9 },
      { n: 3, Carrier: 'a', NumberOfUnits: 100 },
    ];
    expect(sortIds(rows, 'Carrier')).toEqual([2, 3, 1]);
    expect(sortIds(rows, 'NumberOfUnits')).toEqual([2, 1, 3]);
  });
});
