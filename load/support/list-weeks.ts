// The scenarios' weeks: the bench's week (a Monday three weeks ahead, so nothing depends on today) and the ones after
// it.
import { benchWeek, DAY } from '../../bench/support/start-dashboard';

export interface Week {
  from: number;
  to: number;
}

export function listWeeks(count: number): Week[] {
  const weeks = [benchWeek()];
  while (weeks.length < count) weeks.push({ from: weeks.at(-1)!.to, to: weeks.at(-1)!.to + 7 * DAY });
  return weeks;
}
