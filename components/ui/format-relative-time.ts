// "3 hours ago" for a past moment: the one wording of Admin → Users' last sign-in and Admin → Activity.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const JUST_NOW_MS = 45_000;

/**
 * "just now", "5 minutes ago", "yesterday", … for the moment `at` as seen at `now` (both epoch milliseconds): the
 * largest unit that fits, counted whole (5 min 59 s is "5 minutes ago"). A moment after `now` (another clock) is "just now".
 */
export function formatRelativeTime(at: number, now: number, locale = 'en'): string {
  const elapsed = now - at;
  if (elapsed < JUST_NOW_MS) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(-1, 'minute');
}
