import { describe, expect, it } from 'vitest';
import { formatDay, formatStamp } from './format-order-dates';

describe('formatDay', () => {
  it('shows the ERP’s calendar day as that day, whatever the zone, in each language', () => {
    expect(formatDay('2027-03-15', 'en')).toBe('15 Mar 2027');
    expect(formatDay('2027-03-15T00:00:00', 'en')).toBe('15 Mar 2027');
    expect(formatDay('2027-03-15', 'cs')).toBe('15. 3. 2027');
  });

  it('leaves a missing day as a dash and text that is no day as it came', () => {
    expect(formatDay(null, 'en')).toBe('—');
    expect(formatDay('', 'cs')).toBe('—');
    expect(formatDay('soon', 'cs')).toBe('soon');
  });
});

describe('formatStamp', () => {
  it('shows an instant on the planner’s clock, 24-hour in both languages', () => {
    expect(formatStamp('2026-11-23T06:05:00Z', 'en', 'Europe/Prague')).toBe('23 Nov 2026 07:05');
    expect(formatStamp('2026-11-23T06:05:00Z', 'cs', 'Europe/Prague')).toBe('23. 11. 2026 7:05');
    expect(formatStamp('2026-11-23T22:30:00Z', 'cs', 'America/Chicago')).toBe('23. 11. 2026 16:30');
  });

  it('leaves a missing instant as a dash and text that is no instant as it came', () => {
    expect(formatStamp(undefined, 'en', 'UTC')).toBe('—');
    expect(formatStamp('later', 'en', 'UTC')).toBe('later');
  });
});
