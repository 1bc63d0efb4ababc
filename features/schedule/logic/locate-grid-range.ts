// Where the grid's answer for a range is read: one spelling for the client's query and the page's preload, which
// the browser hands to the query only when the two addresses are the same string.
import { branchKey, gridRangePath, isTimeZone, parseScheduleUrl } from '@/lib/contracts';
import { chooseBranch } from './choose-branch';
import type { RampLike } from '@/lib/contracts';
import { buildTimeAxis } from './time-axis';
import { localDateOf } from '@/lib/time';

/** The browser's time zone as the schedule last saw it: the server has no other way to know it. */
export const ZONE_COOKIE = 'slotboard-zone';

/**
 * The range a schedule page opened afresh asks for first, for a browser in `browserZone` (null when that is not a
 * zone): the branch office and zone the board chooses with these ramps (chooseBranch), for the URL's date or today
 * there (features/schedule/client/schedule-board.tsx). No ramps known: every branch office, in the zone set for none.
 */
export function firstGridRangePath(
  search: URLSearchParams,
  browserZone: string | undefined,
  branchTimeZones: Record<string, string>,
  ramps: readonly RampLike[],
  now = Date.now(),
): string | null {
  if (!browserZone || !isTimeZone(browserZone)) return null;
  const { branch, zoneBranch } = chooseBranch(search.get('branch') ?? '', ramps);
  const timeZone = branchTimeZones[branchKey(zoneBranch)] ?? browserZone;
  const url = parseScheduleUrl(search, localDateOf(now, timeZone));
  const axis = buildTimeAxis(url.date, url.view, timeZone, url.zoom);
  return gridRangePath(
    new Date(axis.startUtc).toISOString(),
    new Date(axis.endUtc).toISOString(),
    branch === 'all' ? undefined : branch,
  );
}
