import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (seconds: number) => formatRelativeTime(NOW - seconds * 1000, NOW, 'en');

describe('formatRelativeTime', () => {
  it('says "just now" under 45 seconds, and for a moment ahead of the clock', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(44)).toBe('just now');
    expect(ago(-30)).toBe('just now');
  });

  it('picks the largest whole unit that fits, never rounding up', () => {
    expect(ago(50)).toBe('1 minute ago');
    expect(ago(5 * 60 + 59)).toBe('5 minutes ago');
    expect(ago(3 * 3600 + 10)).toBe('3 hours ago');
    expect(ago(3 * 3600 + 59 * 60)).toBe('3 hours ago');
    expect(ago(24 * 3600 + 5)).toBe('yesterday');
    expect(ago(9 * 24 * 3600)).toBe('last week');
    expect(ago(400 * 24 * 3600)).toBe('last year');
  });
});
