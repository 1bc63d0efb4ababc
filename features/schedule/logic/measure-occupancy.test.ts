import { describe, expect, it } from 'vitest';
import { countBusyRamps, measureUtilisation } from './measure-occupancy';
import { buildTimeAxis } from './time-axis';

const axis = buildTimeAxis('2026-11-23', 'day', 'UTC', 60);
const at = (h: number, m = 0) => Date.parse('2026-11-23T00:00:00Z') + (h * 60 + m) * 60_000;
const slot = (Id: string, ResourceId: string, a: number, b: number) => ({ Id, ResourceId, startUtc: a, endUtc: b });

describe('countBusyRamps', () => {
  it('counts distinct ramps per bucket ("9/12")', () => {
    const counts = countBusyRamps(axis.buckets, [
      slot('a', 'r1', at(9), at(10, 30)),
      slot('b', 'r2', at(9, 30), at(10)),
      slot('c', 'r1', at(9, 45), at(10)),
    ]);
    expect(counts[8]).toBe(0);
    expect(counts[9]).toBe(2);
    expect(counts[10]).toBe(1);
    expect(counts[11]).toBe(0);
  });

  it('handles slots outside the axis and no buckets', () => {
    expect(countBusyRamps(axis.buckets, [slot('a', 'r1', at(-5), at(-4))]).every((n) => n === 0)).toBe(true);
    expect(countBusyRamps([], [])).toEqual([]);
  });
});

describe('measureUtilisation', () => {
  it('counts overlapping time once and clips to the range', () => {
    const u = measureUtilisation(
      [slot('a', 'r1', at(8), at(10)), slot('b', 'r1', at(9), at(11)), slot('c', 'r1', at(20), at(30))],
      at(6),
      at(22),
    );
    expect(u).toBeCloseTo(5 / 16);
  });
  it('is zero for an empty range or no slots', () => {
    expect(measureUtilisation([], at(0), at(1))).toBe(0);
    expect(measureUtilisation([slot('a', 'r', at(0), at(1))], at(1), at(1))).toBe(0);
  });
});
