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
  const r = (UnitId: string, n: number, minutes: number) => ({ UnitId, NumberOfUnits: n, StartUtc: '2026-01-01T09:00:00Z', EndUtc: new Date(Date.parse('2026-01-01T09:00:00Z') + minutes * MIN).toISOString() });

  it('learns minutes per unit from loaded reservations by majority', () => {
    const m = learnUnitMinutes([r('truck', 2, 60), r('truck', 1, 30), r('truck', 1, 31), r('pallet', 6, 30), { StartUtc: 'x', EndUtc: 'y' }]);
    expect(m.get('truck')).toBe(30);
    expect(m.get('pallet')).toBe(5);
  });

  it('picks the largest unit that divides a dragged span', () => {
    const m = new Map([['truck', 30], ['pallet', 5], ['container', 45]]);
    expect(pickUnitForDuration(90 * MIN, m)).toEqual({ unitId: 'container', count: 2 });
    expect(pickUnitForDuration(60 * MIN, m)).toEqual({ unitId: 'truck', count: 2 });
    expect(pickUnitForDuration(15 * MIN, m)).toEqual({ unitId: 'pallet', count: 3 });
    expect(pickUnitForDuration(15 * MIN, new Map())).toBeNull();
  });
});
