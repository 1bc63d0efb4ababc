'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import { branchKey, formatScheduleUrl, parseScheduleUrl, type Ramp, type ScheduleUrlState } from '@/lib/contracts';
import { localDateOf } from '@/lib/time';
import { chooseBranch } from '../logic/choose-branch';
import { ZONE_COOKIE } from '../logic/locate-grid-range';

/**
 * The schedule's state in its URL (date, view, zoom, branch office, a reservation to open), the branch office
 * shown and the zone its times are in. `openedAt` is "today" when the URL names no date.
 */
export function useScheduleUrl(ramps: Ramp[], branchTimeZones: Record<string, string>, openedAt: number) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The next load of the page asks for its first range while the browser is still starting (app/…/schedule/page.tsx).
  useEffect(() => {
    document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(browserZone)}; path=/; max-age=31536000; samesite=lax`;
  }, [browserZone]);
  const requested = params.get('branch') ?? '';
  const { branch, zoneBranch } = useMemo(() => chooseBranch(requested, ramps), [requested, ramps]);
  // The zones are keyed by branchKey(); the ramps carry the id as the service writes it.
  const branchZone = branchTimeZones[branchKey(zoneBranch)];
  const timeZone = branchZone ?? browserZone;
  const url = parseScheduleUrl(params, localDateOf(openedAt, timeZone));
  const setUrl = useCallback(
    // Moving on from a link's reservation leaves it out of the URL.
    (change: Partial<ScheduleUrlState>) =>
      router.replace(`${pathname}${formatScheduleUrl({ ...url, branch, open: undefined, ...change })}`, {
        scroll: false,
      }),
    [router, pathname, url, branch],
  );
  return { url, setUrl, branch, zoneBranch, branchZone, timeZone, browserZone };
}
