import { describe, expect, it } from 'vitest';
import { isCanonicalUtcIso, parseDate, parseDateTimeOffset, readEpochMs } from './parse-date-time-offset';

describe('parseDateTimeOffset', () => {
  it('reads Z, offsets and fractional seconds', () => {
    expect(parseDateTimeOffset('2026-11-21T10:00:00Z')).toBe(Date.UTC(2026, 10, 21, 10));
    expect(parseDateTimeOffset('2026-11-21T10:00:00+01:00')).toBe(Date.UTC(2026, 10, 21, 9));
    expect(parseDateTimeOffset('2026-11-21T10:00:00-05:30')).toBe(Date.UTC(2026, 10, 21, 15, 30));
    expect(parseDateTimeOffset('2026-11-21T10:00:00.1234567Z')).toBe(Date.UTC(2026, 10, 21, 10, 0, 0, 123));
    expect(parseDateTimeOffset('2026-11-21T10:00Z')).toBe(Date.UTC(2026, 10, 21, 10));
  });

  it('refuses impossible or zone-less values', () => {
    expect(parseDateTimeOffset('2026-02-30T00:00:00Z')).toBeNull();
    expect(parseDateTimeOffset('2026-11-21T24:00:00Z')).toBeNull();
    expect(parseDateTimeOffset('2026-11-21T10:00:00')).toBeNull();
    expect(parseDateTimeOffset('2026-11-21')).toBeNull();
  });
});

describe('parseDate', () => {
  it('accepts real days only', () => {
    expect(parseDate('2028-02-29')).toBe('2028-02-29');
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
  });
});

describe('readEpochMs', () => {
  it('accepts numbers, ISO strings and Dates', () => {
    const ms = Date.UTC(2026, 10, 21, 10);
    expect(readEpochMs(ms)).toBe(ms);
    expect(readEpochMs('2026-11-21T10:00:00Z')).toBe(ms);
    expect(readEpochMs(new Date(ms))).toBe(ms);
  });

  it('treats missing or garbage values as null', () => {
    expect(readEpochMs(undefined)).toBeNull();
    expect(readEpochMs(null)).toBeNull();
    expect(readEpochMs('not a date')).toBeNull();
    expect(readEpochMs(Number.NaN)).toBeNull();
  });
});

describe('isCanonicalUtcIso', () => {
  it('recognises exactly the toISOString shape', () => {
    expect(isCanonicalUtcIso('2026-11-21T10:00:00.000Z')).toBe(true);
    expect(isCanonicalUtcIso('2026-11-21T10:00:00Z')).toBe(false);
    expect(isCanonicalUtcIso('2026-11-21T10:00:00.000+01:00')).toBe(false);
    expect(isCanonicalUtcIso('2026-11-21 10:00:00.000Z')).toBe(false);
  });
});
