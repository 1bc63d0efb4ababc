import { describe, expect, it } from 'vitest';
import { formatSlot, formatStamp } from './format-audit-times';

describe('formatSlot', () => {
  it("shows the slot on the branch's clock, the end's date only when it is another day", () => {
    expect(formatSlot('2026-11-23T13:00:00Z', '2026-11-23T14:30:00Z', 'Europe/Prague', 'en')).toBe(
      '2026-11-23 14:00–15:30',
    );
    expect(formatSlot('2026-11-23T22:00:00Z', '2026-11-24T00:30:00Z', 'Europe/Prague', 'en')).toBe(
      '2026-11-23 23:00 – 2026-11-24 01:30',
    );
    expect(formatSlot('2026-11-24T15:00:00Z', '2026-11-24T16:30:00Z', 'America/Chicago', 'en')).toBe(
      '2026-11-24 09:00–10:30',
    );
  });

  it('is empty when the slot is not known, and the start alone without an end', () => {
    expect(formatSlot(null, null, 'UTC', 'en')).toBe('');
    expect(formatSlot('2026-11-23T13:00:00Z', null, 'UTC', 'en')).toBe('2026-11-23 13:00');
  });

  it('writes Czech dates and times', () => {
    expect(formatSlot('2026-11-23T13:00:00Z', '2026-11-23T14:30:00Z', 'Europe/Prague', 'cs')).toBe(
      '23. 11. 2026 14:00–15:30',
    );
    expect(formatSlot('2026-11-23T22:00:00Z', '2026-11-24T00:30:00Z', 'Europe/Prague', 'cs')).toBe(
      '23. 11. 2026 23:00 – 24. 11. 2026 1:30',
    );
    expect(formatSlot('2026-11-24T06:05:00Z', null, 'UTC', 'cs')).toBe('24. 11. 2026 6:05');
  });
});

describe('formatStamp', () => {
  it('shows an instant on the given clock', () => {
    expect(formatStamp('2026-11-22T23:30:00Z', 'Europe/Prague', 'en')).toBe('2026-11-23 00:30');
    expect(formatStamp('2026-11-22T23:30:00Z', 'Europe/Prague', 'cs')).toBe('23. 11. 2026 0:30');
  });
});
