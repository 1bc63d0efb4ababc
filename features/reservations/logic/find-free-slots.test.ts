import { describe, expect, it } from 'vitest';
import { findFreeSlots, learnWorkingHours } from './find-free-slots';

const H = 3_600_000;
const M = 60_000;
const day = Date.UTC(2026, 10, 23);
const slot = (Id: string, from: number, to: number, ResourceId = 'r1') => ({
  Id,
  ResourceId,
  startUtc: day + from,
  endUtc: day + to,
});
const base = {
  rampId: 'r1',
  fromUtc: day + 6 * H,
  toUtc: day + 22 * H,
  stepMs: 15 * M,
  gridOriginUtc: day,
  notBeforeUtc: 0,
  limit: 10,
};

describe('findFreeSlots', () => {
  it('offers the start of every gap that fits the length, skipping gaps too short', () => {
    const slots = [slot('a', 6 * H, 8 * H), slot('b', 8 * H + 30 * M, 10 * H), slot('c', 11 * H, 21 * H + 45 * M)];
    const free = findFreeSlots({ ...base, lengthMs: 45 * M, slots });
    // 08:00–08:30 is too short for 45 minutes, 21:45–22:00 too.
    expect(free.map((f) => [(f.startUtc - day) / M, (f.gapEndUtc - day) / M])).toEqual([[10 * 60, 11 * 60]]);
  });

  it('ignores other ramps and reservations outside the window, and overlapping reservations merge', () => {
    const slots = [
      slot('x', 6 * H, 22 * H, 'r2'),
      slot('a', 5 * H, 7 * H),
      slot('b', 6 * H + 30 * M, 9 * H),
      slot('c', 23 * H, 24 * H),
    ];
    const free = findFreeSlots({ ...base, lengthMs: H, slots });
    expect(free).toEqual([{ startUtc: day + 9 * H, gapEndUtc: day + 22 * H }]);
  });

  it('starts no earlier than now, on the step grid', () => {
    const free = findFreeSlots({ ...base, lengthMs: 30 * M, notBeforeUtc: day + 13 * H + 7 * M, slots: [] });
    expect(free).toEqual([{ startUtc: day + 13 * H + 15 * M, gapEndUtc: day + 22 * H }]);
    expect(findFreeSlots({ ...base, lengthMs: 30 * M, notBeforeUtc: day + 21 * H + 40 * M, slots: [] })).toEqual([]);
  });

  it('keeps offers on whole steps from midnight when the window starts between them', () => {
    const free = findFreeSlots({
      ...base,
      fromUtc: day + 6 * H + 5 * M,
      lengthMs: 30 * M,
      slots: [slot('a', 7 * H, 8 * H + 10 * M)],
    });
    expect(free.map((f) => (f.startUtc - day) / M)).toEqual([6 * 60 + 15, 8 * 60 + 15]);
  });

  it('offers gaps of one step when the length is unknown, and stops at the limit', () => {
    const slots = [slot('a', 7 * H, 8 * H), slot('b', 9 * H, 10 * H), slot('c', 11 * H, 12 * H)];
    const free = findFreeSlots({ ...base, lengthMs: null, slots, limit: 2 });
    expect(free.map((f) => (f.startUtc - day) / H)).toEqual([6, 8]);
  });
});

describe('learnWorkingHours', () => {
  const at = (start: string, end: string) => ({ StartUtc: start, EndUtc: end });
  it('spans the earliest local start and the latest local end', () => {
    const seen = [
      at('2026-11-23T06:00:00Z', '2026-11-23T07:00:00Z'),
      at('2026-11-24T19:30:00Z', '2026-11-24T20:30:00Z'),
    ];
    expect(learnWorkingHours(seen, 'Europe/Prague')).toEqual({ from: '07:00', to: '21:30' });
  });

  it('reads an end at local midnight as 24:00 and leaves out slots over midnight', () => {
    const seen = [
      at('2026-11-23T22:00:00Z', '2026-11-23T23:00:00Z'),
      at('2026-11-23T21:30:00Z', '2026-11-24T02:00:00Z'),
    ];
    expect(learnWorkingHours(seen, 'Europe/Prague')).toEqual({ from: '23:00', to: '24:00' });
    expect(learnWorkingHours([], 'UTC')).toBeNull();
  });
});
