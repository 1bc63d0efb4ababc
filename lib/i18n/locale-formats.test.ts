import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type english from '@/messages/en.json';
import { formatInZone, formatNumber, formatTimeAgo } from './locale-formats';

const root = path.resolve(import.meta.dirname, '../..');
const messagesOf = (locale: 'en' | 'cs') =>
  JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), 'utf8')) as typeof english;

describe('plural forms through next-intl', () => {
  // CLDR: one is 1, few 2–4, many a fraction, other the rest: 21 and 22 are "rezervací" in Czech (unlike Polish).
  it('Czech: 1 rezervace, 2–4 rezervace, 5 and more rezervací, a fraction rezervace', () => {
    const t = createTranslator({ locale: 'cs', messages: messagesOf('cs'), namespace: 'common' });
    const count = (n: number) => t('reservationCount', { count: n });
    expect([0, 1, 2, 4, 5, 11, 21, 22, 25, 104].map(count)).toEqual([
      '0 rezervací',
      '1 rezervace',
      '2 rezervace',
      '4 rezervace',
      '5 rezervací',
      '11 rezervací',
      '21 rezervací',
      '22 rezervací',
      '25 rezervací',
      '104 rezervací',
    ]);
    expect(count(1.5)).toBe('1,5 rezervace');
    expect(count(1000)).toBe('1\u00a0000 rezervací');
  });

  it('English: one and other', () => {
    const t = createTranslator({ locale: 'en', messages: messagesOf('en'), namespace: 'common' });
    expect([1, 2, 5, 21, 1.5].map((count) => t('reservationCount', { count }))).toEqual([
      '1 reservation',
      '2 reservations',
      '5 reservations',
      '21 reservations',
      '1.5 reservations',
    ]);
  });

  it('Czech seconds in the sign-in throttle: za 1 sekundu, za 3 sekundy, za 30 sekund', () => {
    const t = createTranslator({ locale: 'cs', messages: messagesOf('cs'), namespace: 'auth' });
    expect([1, 3, 30, 0].map((seconds) => t('tooManyAttempts', { seconds }).replace(/^.*za /, ''))).toEqual([
      '1 sekundu.',
      '3 sekundy.',
      '30 sekund.',
      'několik sekund.',
    ]);
  });
});

// Europe/Prague: on 2026-03-29 the clock jumps from 02:00 to 03:00 (01:00 UTC); on 2026-10-25 it falls back from
// 03:00 to 02:00 (01:00 UTC), so 02:30 happens twice.
const PRAGUE = 'Europe/Prague';
const utc = (iso: string) => Date.parse(iso);

describe('dates and times at the clock changes, in both languages', () => {
  it('spring forward: 01:59 is followed by 03:00, 02:xx never shows', () => {
    expect(formatInZone(utc('2026-03-29T00:59:00Z'), PRAGUE, 'en', 'time')).toBe('01:59');
    expect(formatInZone(utc('2026-03-29T01:00:00Z'), PRAGUE, 'en', 'time')).toBe('03:00');
    expect(formatInZone(utc('2026-03-29T00:59:00Z'), PRAGUE, 'cs', 'time')).toBe('1:59');
    expect(formatInZone(utc('2026-03-29T01:00:00Z'), PRAGUE, 'cs', 'time')).toBe('3:00');
    expect(formatInZone(utc('2026-03-29T01:00:00Z'), PRAGUE, 'en', 'weekdayDay')).toBe('Sun 29 Mar 2026');
    expect(formatInZone(utc('2026-03-29T01:00:00Z'), PRAGUE, 'cs', 'weekdayDay')).toBe('ne 29. 3. 2026');
  });

  it('fall back: 02:30 twice, an hour apart, on the same Sunday', () => {
    for (const iso of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(formatInZone(utc(iso), PRAGUE, 'en', 'dayTime')).toBe('25 Oct 2026 02:30');
      expect(formatInZone(utc(iso), PRAGUE, 'cs', 'dayTime')).toBe('25. 10. 2026 2:30');
    }
    expect(formatInZone(utc('2026-10-25T02:00:00Z'), PRAGUE, 'cs', 'time')).toBe('3:00');
  });

  it('24-hour clock in both languages, the afternoon included', () => {
    expect(formatInZone(utc('2026-10-25T16:05:00Z'), PRAGUE, 'en', 'time')).toBe('17:05');
    expect(formatInZone(utc('2026-10-25T16:05:00Z'), PRAGUE, 'cs', 'time')).toBe('17:05');
    expect(formatInZone(utc('2026-10-25T16:05:00Z'), PRAGUE, 'cs', 'weekday')).toBe('ne');
  });

  it('next-intl formats the same moments alike, given the zone', () => {
    const options = { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: PRAGUE } as const;
    const cs = createFormatter({ locale: 'cs', timeZone: 'UTC' });
    expect(cs.dateTime(utc('2026-10-25T00:30:00Z'), options)).toBe('2:30');
    expect(cs.dateTime(utc('2026-10-25T01:30:00Z'), options)).toBe('2:30');
    expect(cs.dateTime(utc('2026-03-29T01:00:00Z'), options)).toBe('3:00');
  });
});

describe('numbers and relative time', () => {
  it('groups and marks decimals the way each language does', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'cs')).toBe('12\u00a0345,5');
  });

  const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
  const ago = (seconds: number, locale: 'en' | 'cs') => formatTimeAgo(NOW - seconds * 1000, NOW, locale);

  it('leaves "just now" to the caller under 45 seconds, and for a moment ahead of the clock', () => {
    expect([0, 44, -30].map((s) => ago(s, 'en'))).toEqual([null, null, null]);
  });

  it('picks the largest whole unit that fits, never rounding up', () => {
    expect(
      [50, 5 * 60 + 59, 3 * 3600 + 10, 3 * 3600 + 59 * 60, 24 * 3600 + 5, 9 * 24 * 3600, 400 * 24 * 3600].map((s) =>
        ago(s, 'en'),
      ),
    ).toEqual(['1 minute ago', '5 minutes ago', '3 hours ago', '3 hours ago', 'yesterday', 'last week', 'last year']);
    expect([50, 5 * 60 + 59, 3 * 3600 + 10, 24 * 3600 + 5, 9 * 24 * 3600].map((s) => ago(s, 'cs'))).toEqual([
      'před 1 minutou',
      'před 5 minutami',
      'před 3 hodinami',
      'včera',
      'minulý týden',
    ]);
  });
});
