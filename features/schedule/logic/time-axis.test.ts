import { describe, expect, it } from 'vitest';
import { bucketIndexAt, buildTimeAxis } from './time-axis';
import {
  fromLocalInput,
  localDateOf,
  localMidnightUtc,
  localTimeOf,
  shiftDate,
  toLocalInput,
  weekStartOf,
} from '@/lib/time';

const HOUR = 3_600_000;

describe('buildTimeAxis', () => {
  it('gives an ordinary Prague day 24 hourly buckets starting at local midnight', () => {
    const axis = buildTimeAxis('2026-11-23', 'day', 'Europe/Prague', 60);
    expect(new Date(axis.startUtc).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(axis.buckets).toHaveLength(24);
    expect(axis.buckets[9]!.label).toBe('09:00');
  });

  it('gives the spring-forward day 23 hours (2026-03-29, Europe/Prague)', () => {
    const axis = buildTimeAxis('2026-03-29', 'day', 'Europe/Prague', 60);
    expect(axis.endUtc - axis.startUtc).toBe(23 * HOUR);
    expect(axis.buckets).toHaveLength(23);
    expect(axis.buckets.map((b) => b.label)).not.toContain('02:00');
  });

  it('gives the fall-back day 25 hours with 02:00 twice (2026-10-25, Europe/Prague)', () => {
    const axis = buildTimeAxis('2026-10-25', 'day', 'Europe/Prague', 30);
    expect(axis.endUtc - axis.startUtc).toBe(25 * HOUR);
    expect(axis.buckets).toHaveLength(50);
    expect(axis.buckets.filter((b) => b.label === '02:00')).toHaveLength(2);
  });

  it('builds a Monday-first week whose days keep their own lengths', () => {
    const axis = buildTimeAxis('2026-03-25', 'week', 'Europe/Prague', 60);
    expect(axis.days.map((d) => d.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(axis.endUtc - axis.startUtc).toBe((6 * 24 + 23) * HOUR);
    expect(axis.buckets.filter((b) => b.dayStart)).toHaveLength(7);
  });

  it('works in Chicago, whose DST ends on another date', () => {
    const axis = buildTimeAxis('2026-11-01', 'day', 'America/Chicago', 15);
    expect(axis.endUtc - axis.startUtc).toBe(25 * HOUR);
    expect(axis.buckets).toHaveLength(100);
  });
});

describe('date helpers', () => {
  it('shifts across month ends and finds Mondays', () => {
    expect(shiftDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  });

  it('reads local dates and times of an instant', () => {
    const t = Date.parse('2026-11-22T23:30:00Z');
    expect(localDateOf(t, 'Europe/Prague')).toBe('2026-11-23');
    expect(localTimeOf(t, 'Europe/Prague')).toBe('00:30');
    expect(localMidnightUtc('2026-11-23', 'America/Chicago')).toBe(Date.parse('2026-11-23T06:00:00Z'));
  });

  it('finds the bucket of an instant and clamps outside the axis', () => {
    const axis = buildTimeAxis('2026-11-23', 'day', 'UTC', 30);
    expect(bucketIndexAt(axis, Date.parse('2026-11-23T09:10:00Z'))).toBe(18);
    expect(bucketIndexAt(axis, Date.parse('2026-11-22T09:10:00Z'))).toBe(0);
    expect(bucketIndexAt(axis, Date.parse('2026-11-25T09:10:00Z'))).toBe(47);
  });
});

describe('datetime-local values', () => {
  it('round-trip through the branch time zone', () => {
    const t = Date.parse('2026-07-01T07:30:00Z');
    expect(toLocalInput(t, 'Europe/Prague')).toBe('2026-07-01T09:30');
    expect(fromLocalInput('2026-07-01T09:30', 'Europe/Prague')).toBe(t);
    expect(fromLocalInput('garbage', 'UTC')).toBeNaN();
  });
});
