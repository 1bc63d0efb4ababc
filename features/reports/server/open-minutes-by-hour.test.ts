import { describe, expect, it } from 'vitest';
import { ALL_DAY } from '../contract';
import { openMinutesByHour } from './open-minutes-by-hour';

// Open minutes per local hour of day, summed over the local days from..to: what utilisation divides by. A clock-change
// night has an hour missing (spring) or an hour twice (autumn), and that is what the counts must show.

/** 24 entries: `fill` everywhere, then the given hours overridden. */
const hoursOf = (fill: number, overrides: Record<number, number> = {}) =>
  Array.from({ length: 24 }, (_, h) => overrides[h] ?? fill);
const closedOutside = (open: Record<number, number>) => hoursOf(0, open);
const range = (from: number, to: number, minutes: number) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, minutes]));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('openMinutesByHour', () => {
  it('gives 60 in every hour of an ordinary day open all day', () => {
    const minutes = openMinutesByHour('2026-06-10', '2026-06-10', 'Europe/Prague', ALL_DAY);
    expect(minutes).toEqual(hoursOf(60));
    expect(sum(minutes)).toBe(1440);
  });

  it('gives 0 outside and 60 inside whole opening hours 06:00–22:00', () => {
    expect(openMinutesByHour('2026-06-10', '2026-06-10', 'Europe/Prague', { from: '06:00', to: '22:00' })).toEqual(
      closedOutside(range(6, 21, 60)),
    );
  });

  it('counts the part of an hour inside opening hours 06:30–21:15', () => {
    const minutes = openMinutesByHour('2026-06-10', '2026-06-10', 'Europe/Prague', { from: '06:30', to: '21:15' });
    expect(minutes).toEqual(closedOutside({ ...range(7, 20, 60), 6: 30, 21: 15 }));
    expect(sum(minutes)).toBe(14 * 60 + 45);
  });

  it('opens until midnight with 24:00, and a short opening inside one hour', () => {
    expect(openMinutesByHour('2026-06-10', '2026-06-10', 'UTC', { from: '23:00', to: '24:00' })).toEqual(
      closedOutside({ 23: 60 }),
    );
    expect(openMinutesByHour('2026-06-10', '2026-06-10', 'UTC', { from: '10:05', to: '10:50' })).toEqual(
      closedOutside({ 10: 45 }),
    );
  });

  it('has no hour 2 on the spring-forward day in Prague (2026-03-29): a 23-hour day', () => {
    const minutes = openMinutesByHour('2026-03-29', '2026-03-29', 'Europe/Prague', ALL_DAY);
    expect(minutes).toEqual(hoursOf(60, { 2: 0 }));
    expect(sum(minutes)).toBe(23 * 60);
  });

  it('has hour 2 twice on the fall-back day in Prague (2026-10-25): a 25-hour day', () => {
    const minutes = openMinutesByHour('2026-10-25', '2026-10-25', 'Europe/Prague', ALL_DAY);
    expect(minutes).toEqual(hoursOf(60, { 2: 120 }));
    expect(sum(minutes)).toBe(25 * 60);
  });

  it('applies opening hours to the clock-change hours too', () => {
    // 02:30–03:30 local: in spring 02:30–03:00 never happens; in autumn it happens twice.
    expect(openMinutesByHour('2026-03-29', '2026-03-29', 'Europe/Prague', { from: '02:30', to: '03:30' })).toEqual(
      closedOutside({ 3: 30 }),
    );
    expect(openMinutesByHour('2026-10-25', '2026-10-25', 'Europe/Prague', { from: '02:30', to: '03:30' })).toEqual(
      closedOutside({ 2: 60, 3: 30 }),
    );
    // Closed at night, the clock change does not show.
    expect(openMinutesByHour('2026-10-25', '2026-10-25', 'Europe/Prague', { from: '06:00', to: '22:00' })).toEqual(
      closedOutside(range(6, 21, 60)),
    );
    expect(openMinutesByHour('2026-03-29', '2026-03-29', 'Europe/Prague', { from: '06:00', to: '22:00' })).toEqual(
      closedOutside(range(6, 21, 60)),
    );
  });

  it("follows America/Chicago's own clock changes (2026-03-08: hour 2 missing; 2026-11-01: hour 1 twice)", () => {
    expect(openMinutesByHour('2026-03-08', '2026-03-08', 'America/Chicago', ALL_DAY)).toEqual(hoursOf(60, { 2: 0 }));
    expect(openMinutesByHour('2026-11-01', '2026-11-01', 'America/Chicago', ALL_DAY)).toEqual(hoursOf(60, { 1: 120 }));
    // Prague's change days are ordinary days in Chicago, and the other way round.
    expect(openMinutesByHour('2026-10-25', '2026-10-25', 'America/Chicago', ALL_DAY)).toEqual(hoursOf(60));
    expect(openMinutesByHour('2026-11-01', '2026-11-01', 'Europe/Prague', ALL_DAY)).toEqual(hoursOf(60));
  });

  it('sums each hour over a range of days', () => {
    expect(openMinutesByHour('2026-06-08', '2026-06-14', 'Europe/Prague', { from: '06:30', to: '21:15' })).toEqual(
      closedOutside({ ...range(7, 20, 7 * 60), 6: 7 * 30, 21: 7 * 15 }),
    );
    // Three days around the fall-back night: hour 2 has 4 × 60.
    expect(openMinutesByHour('2026-10-24', '2026-10-26', 'Europe/Prague', ALL_DAY)).toEqual(hoursOf(180, { 2: 240 }));
    // Around the spring-forward night: hour 2 has 2 × 60.
    expect(openMinutesByHour('2026-03-28', '2026-03-30', 'Europe/Prague', ALL_DAY)).toEqual(hoursOf(180, { 2: 120 }));
    // A whole year in Prague: the hour lost in March comes back in October.
    const year = openMinutesByHour('2026-01-01', '2026-12-31', 'Europe/Prague', ALL_DAY);
    expect(year).toEqual(hoursOf(365 * 60));
    // A month in Chicago with its fall-back day (November 2026, 30 days).
    expect(openMinutesByHour('2026-11-01', '2026-11-30', 'America/Chicago', ALL_DAY)).toEqual(
      hoursOf(30 * 60, { 1: 31 * 60 }),
    );
  });

  it('knows no clock change in UTC', () => {
    expect(openMinutesByHour('2026-03-29', '2026-03-29', 'UTC', ALL_DAY)).toEqual(hoursOf(60));
    expect(openMinutesByHour('2026-10-25', '2026-10-25', 'UTC', ALL_DAY)).toEqual(hoursOf(60));
    expect(openMinutesByHour('2026-03-23', '2026-03-29', 'UTC', { from: '06:00', to: '22:00' })).toEqual(
      closedOutside(range(6, 21, 7 * 60)),
    );
    // A leap day counts like any other.
    expect(openMinutesByHour('2028-02-28', '2028-03-01', 'UTC', ALL_DAY)).toEqual(hoursOf(180));
  });

  it('always answers 24 entries', () => {
    for (const zone of ['UTC', 'Europe/Prague', 'America/Chicago', 'Asia/Kolkata']) {
      expect(openMinutesByHour('2026-10-25', '2026-10-25', zone, { from: '08:00', to: '09:00' })).toHaveLength(24);
    }
    // A zone half an hour off UTC still has its local hours whole.
    expect(openMinutesByHour('2026-10-25', '2026-10-25', 'Asia/Kolkata', { from: '08:00', to: '09:00' })).toEqual(
      closedOutside({ 8: 60 }),
    );
  });
});
