import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learnUnitMinutes, pickUnitForDuration, snapToStep, unitsForDuration } from './snap-time';

const MIN = 60_000;

describe('snapping', () => {
  it('snaps to the nearest step counted from the origin', () => {
    expect(snapToStep(7 * MIN, 0, 15)).toBe(0);
    expect(snapToStep(8 * MIN, 0, 15)).toBe(15 * MIN);
    expect(snapToStep(1_000 + 44 * MIN, 1_000, 30)).toBe(1_000 + 30 * MIN);
  });

  it('rounds durations to whole units, at least one', () => {
    expect(unitsForDuration(60 * MIN, 30)).toBe(2);
    expect(unitsForDuration(10 * MIN, 30)).toBe(1);
    expect(unitsForDuration(50 * MIN, 45)).toBe(1);
  });
});

describe('unit minutes', () => {
  const r = (UnitId: string, n: number, minutes: number) => ({
    UnitId,
    NumberOfUnits: n,
    StartUtc: '2026-01-01T09:00:00Z',
    EndUtc: new Date(Date.parse('2026-01-01T09:00:00Z') + minutes * MIN).toISOString(),
  });

  it('learns minutes per unit from loaded reservations by majority', () => {
    const m = learnUnitMinutes([
      r('truck', 2, 60),
      r('truck', 1, 30),
      r('truck', 1, 31),
      r('pallet', 6, 30),
      { StartUtc: 'x', EndUtc: 'y' },
    ]);
    expect(m.get('truck')).toBe(30);
    expect(m.get('pallet')).toBe(5);
  });

  it('picks the largest unit that divides a dragged span', () => {
    const m = new Map([
      ['truck', 30],
      ['pallet', 5],
      ['container', 45],
    ]);
    expect(pickUnitForDuration(90 * MIN, m)).toEqual({ unitId: 'container', count: 2 });
    expect(pickUnitForDuration(60 * MIN, m)).toEqual({ unitId: 'truck', count: 2 });
    expect(pickUnitForDuration(15 * MIN, m)).toEqual({ unitId: 'pallet', count: 3 });
    expect(pickUnitForDuration(15 * MIN, new Map())).toBeNull();
  });

  /**
   * What it answered before it remembered rows: for each unit in the order of its first counted row, the length
   * counted most often, the earliest of a tie.
   */
  const answeredBefore = (rows: readonly Row[]) => {
    const counted = rows.flatMap((x): [string, number][] => {
      if (!x.UnitId || !x.NumberOfUnits) return [];
      const minutes = (Date.parse(x.EndUtc) - Date.parse(x.StartUtc)) / MIN / x.NumberOfUnits;
      return Number.isInteger(minutes) && minutes > 0 ? [[x.UnitId, minutes]] : [];
    });
    return [...new Set(counted.map(([unit]) => unit))].map((unit) => {
      const lengths = counted.filter(([u]) => u === unit).map(([, m]) => m);
      const times = (m: number) => lengths.filter((x) => x === m).length;
      return [unit, lengths.reduce((best, m) => (times(m) > times(best) ? m : best))] as const;
    });
  };
  type Row = { UnitId?: string | null; NumberOfUnits?: number | null; StartUtc: string; EndUtc: string };
  const BASE = Date.parse('2026-11-23T00:00:00Z');
  const stamp = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.integer({ min: 0, max: 7 * 96 }).map((q) => new Date(BASE + q * 15 * MIN).toISOString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'x',
        '',
        '2026-11-23T10:00:00+01:00',
        '2026-11-23T24:00:00.000Z',
        '2026-11-23T10:00:00Z',
      ),
    },
  );
  const row = fc.record({
    UnitId: fc.constantFrom('truck', 'pallet', 'container', '', null, undefined),
    NumberOfUnits: fc.constantFrom(1, 2, 3, 6, 0, null, undefined, 1.5),
    StartUtc: stamp,
    EndUtc: stamp,
  });
  // Calls over rows picked again and again from one pool (the same objects, as the grid hands them in), with rows
  // changed in place between calls.
  const step = fc.oneof(
    fc.record({ learn: fc.array(fc.nat(), { maxLength: 120 }) }),
    fc.record({ change: fc.nat(), to: row }),
    fc.record({ change: fc.nat(), end: stamp }),
  );

  it('answers as before, for rows handed in again, in other orders, or changed in place', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), fc.array(step, { maxLength: 12 }), (pool, steps) => {
        for (const s of steps) {
          if ('learn' in s) {
            const rows = s.learn.map((i) => pool[i % pool.length]!);
            expect([...learnUnitMinutes(rows).entries()]).toEqual(answeredBefore(rows));
          } else if ('to' in s) Object.assign(pool[s.change % pool.length]!, s.to);
          else pool[s.change % pool.length]!.EndUtc = s.end;
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
