import { describe, expect, it } from 'vitest';
import type { Reservation } from '../domain/types';
import { ReservationIndex } from './reservation-index';

const row = (id: string, start: number, end: number, resourceId = 'r1') =>
  ({ Id: id, StartUtc: start, EndUtc: end, ResourceId: resourceId }) as Reservation;

describe('ReservationIndex', () => {
  it('keeps rows sorted by start then id across insert, replace and remove', () => {
    const index = new ReservationIndex();
    index.load([row('b', 20, 30), row('a', 10, 20)]);
    index.insert(row('c', 10, 15));
    expect(index.all().map((r) => r.Id)).toEqual(['a', 'c', 'b']);
    index.replace(row('a', 40, 50));
    expect(index.all().map((r) => r.Id)).toEqual(['c', 'b', 'a']);
    index.remove('b');
    expect(index.all().map((r) => r.Id)).toEqual(['c', 'a']);
    expect(index.get('A')?.StartUtc).toBe(40);
  });

  it('finds the start range with inclusive and exclusive bounds', () => {
    const index = new ReservationIndex();
    index.load([row('a', 10, 11), row('b', 20, 21), row('c', 30, 31)]);
    expect(index.rangeOfStart({ value: 10, inclusive: false }, { value: 30, inclusive: false })).toEqual([1, 2]);
    expect(index.rangeOfStart({ value: 10, inclusive: true }, { value: 30, inclusive: true })).toEqual([0, 3]);
    expect(index.rangeOfStart(undefined, { value: 5, inclusive: true })).toEqual([0, 0]);
  });

  it('finds overlaps on the same resource only, including long slots that started earlier', () => {
    const index = new ReservationIndex();
    index.load([row('long', 0, 100), row('other', 50, 60, 'r2'), row('later', 100, 110)]);
    expect(index.findOverlaps('r1', 90, 100).map((r) => r.Id)).toEqual(['long']);
    expect(index.findOverlaps('r1', 100, 105).map((r) => r.Id)).toEqual(['later']);
    expect(index.findOverlaps('r1', 110, 120)).toEqual([]);
    expect(index.findOverlaps('r1', 0, 200, 'long').map((r) => r.Id)).toEqual(['later']);
  });
});
