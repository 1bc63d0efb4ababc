import { describe, expect, it } from 'vitest';
import { formatZonedTime, usableZone } from './format-zoned-time';

describe('formatZonedTime', () => {
  it("shows the zone's wall clock with the offset of that instant", () => {
    expect(formatZonedTime('2026-11-23T13:00:00Z', 'Europe/Prague')).toBe('2026-11-23 14:00 +01:00');
    expect(formatZonedTime('2026-07-01T13:00:00Z', 'Europe/Prague')).toBe('2026-07-01 15:00 +02:00');
    expect(formatZonedTime('2026-11-24T15:00:00Z', 'America/Chicago')).toBe('2026-11-24 09:00 -06:00');
    expect(formatZonedTime(new Date('2026-07-01T13:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01 18:30 +05:30');
  });

  it('changes offset across a DST switch (Prague, 29 March 2026, 02:00 → 03:00)', () => {
    expect(formatZonedTime('2026-03-29T00:59:00Z', 'Europe/Prague')).toBe('2026-03-29 01:59 +01:00');
    expect(formatZonedTime('2026-03-29T01:00:00Z', 'Europe/Prague')).toBe('2026-03-29 03:00 +02:00');
    // The autumn's repeated hour: the same wall clock twice, told apart by the offset.
    expect(formatZonedTime('2026-10-25T00:30:00Z', 'Europe/Prague')).toBe('2026-10-25 02:30 +02:00');
    expect(formatZonedTime('2026-10-25T01:30:00Z', 'Europe/Prague')).toBe('2026-10-25 02:30 +01:00');
  });

  it('uses UTC without a zone or with one the runtime does not know, and gives nothing for no time', () => {
    expect(formatZonedTime('2026-11-23T13:00:00Z', null)).toBe('2026-11-23 13:00 +00:00');
    expect(formatZonedTime('2026-11-23T13:00:00Z', 'Mars/Olympus')).toBe('2026-11-23 13:00 +00:00');
    expect(usableZone('Mars/Olympus')).toBe('UTC');
    expect(usableZone('Europe/Prague')).toBe('Europe/Prague');
    expect(formatZonedTime(null, 'Europe/Prague')).toBe('');
    expect(formatZonedTime('not a time', 'Europe/Prague')).toBe('');
  });
});
