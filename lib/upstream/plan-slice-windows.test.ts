import { describe, expect, it } from 'vitest';
import { planCuts, windowsAt } from './plan-slice-windows';

/** How many starts each window [cutᵢ, cutᵢ₊₁) holds. */
const counts = (starts: number[], cuts: number[]) =>
  windowsAt(new Date(0), new Date(1e9), cuts).map(
    (w) => starts.filter((s) => s >= w.from.getTime() && s < w.to.getTime()).length,
  );

describe('planCuts', () => {
  it('leaves a slice that fits one window whole', () => {
    expect(planCuts([1, 2, 3], 3)).toEqual([]);
    expect(planCuts([], 3)).toEqual([]);
  });

  it('cuts distinct starts into windows of at most `every`, covering every record', () => {
    const starts = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
    const cuts = planCuts(starts, 3);
    expect(cuts).toEqual([40, 70, 100]);
    expect(counts(starts, cuts)).toEqual([3, 3, 3, 1]);
  });

  it('keeps records sharing a start in one window, which then holds fewer', () => {
    const starts = [10, 20, 30, 30, 30, 40, 50];
    const cuts = planCuts(starts, 3);
    expect(counts(starts, cuts).every((n) => n <= 3)).toBe(true);
    expect(counts(starts, cuts).reduce((a, b) => a + b)).toBe(starts.length);
    expect(cuts).toEqual([30, 40]);
  });

  it('gives an instant holding more than `every` a window of its own', () => {
    const starts = [5, 10, 10, 10, 10, 10, 20, 30];
    const cuts = planCuts(starts, 3);
    expect(cuts).toEqual([10, 20]);
    expect(counts(starts, cuts)).toEqual([1, 5, 2]);
  });

  it('stops when an instant runs to the end', () => {
    expect(planCuts([10, 10, 10, 10, 10], 2)).toEqual([]);
  });
});

describe('windowsAt', () => {
  it('meets end to start and spans the slice', () => {
    const from = new Date('2026-11-22T23:00:00Z');
    const to = new Date('2026-11-29T23:00:00Z');
    const windows = windowsAt(from, to, [Date.parse('2026-11-24T00:00:00Z'), Date.parse('2026-11-26T00:00:00Z')]);
    expect(windows.map((w) => [w.from.toISOString(), w.to.toISOString()])).toEqual([
      ['2026-11-22T23:00:00.000Z', '2026-11-24T00:00:00.000Z'],
      ['2026-11-24T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
      ['2026-11-26T00:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    ]);
  });

  it('leaves out cuts outside the slice or out of order', () => {
    const windows = windowsAt(new Date(100), new Date(200), [50, 100, 150, 140, 200, 250]);
    expect(windows.map((w) => [w.from.getTime(), w.to.getTime()])).toEqual([
      [100, 150],
      [150, 200],
    ]);
  });
});
