import { TZDate } from '@date-fns/tz';

const DAY_MS = 86_400_000;

/** Midnight at the start of a local day (YYYY-MM-DD) in `timeZone`, as epoch ms. */
export function localMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, timeZone).getTime();
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants of local days `from`..`to` (both included) in `timeZone`: [first midnight, the midnight after the
 * last).
 */
export function localRange(from: string, to: string, timeZone: string): { from: number; to: number } {
  return { from: localMidnight(from, timeZone), to: localMidnight(nextDay(to), timeZone) };
}

/** Mondays of the ISO weeks that have a day in `from`..`to`, in order (YYYY-MM-DD). */
export function weekStarts(from: string, to: string): string[] {
  const monday = (day: string) => {
    const t = Date.parse(`${day}T00:00:00Z`);
    return t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS;
  };
  const out: string[] = [];
  for (let t = monday(from), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 7 * DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
