import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { Suspense } from 'react';
import { ScheduleBoard } from '@/components/schedule-grid/schedule-board';
import { GridSkeleton } from '@/components/schedule-grid/grid-skeleton';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';
import { firstGridRangePath, RAMP_LIST_PATH, ZONE_COOKIE } from '@/lib/schedule';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule'))('pageTitle') };
}

export default async function SchedulePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  // A page loaded afresh (not a navigation inside the app, whose cache may already hold the range) has the browser
  // ask for its ramps and first range as soon as the head arrives, while its scripts load and start: the same
  // addresses the grid's queries ask for, so the browser hands them the answers under way. Links in the HTML, not
  // react-dom's preload(): that one reaches the page only inside the RSC payload, which the browser reads after the
  // scripts have started. Unknown zone: no range preload.
  let preloads: string[] = [];
  if (!(await headers()).has('rsc')) {
    // The first of a repeated parameter, as the page's own useSearchParams().get() reads it.
    const search = new URLSearchParams(Object.entries(await searchParams).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0]! : v]])));
    const path = firstGridRangePath(search, (await cookies()).get(ZONE_COOKIE)?.value, branchTimeZones);
    preloads = path ? [path, RAMP_LIST_PATH] : [RAMP_LIST_PATH];
  }
  return (
    <>
      {preloads.map((href) => (
        <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />
      ))}
      <Suspense fallback={<GridSkeleton />}>
        <ScheduleBoard canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} />
      </Suspense>
    </>
  );
}
