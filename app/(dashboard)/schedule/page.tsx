import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { ScheduleBoard } from '@/components/schedule-grid/schedule-board';
import { GridSkeleton } from '@/components/schedule-grid/grid-skeleton';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';
import { startEarlyRead } from '@/lib/reservations';
import { firstGridRange, gridRangePath, ZONE_COOKIE } from '@/lib/schedule';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule'))('pageTitle') };
}

export default async function SchedulePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  // A page loaded afresh (not a navigation inside the app, whose cache may already hold the range): the server begins
  // reading its first range from the service now, and the browser is told to ask for it (the same address the grid's
  // query asks for), while its scripts load and start; the grid's request then joins the read under way. Unknown
  // zone: neither.
  if (!(await headers()).has('rsc')) {
    // The first of a repeated parameter, as the page's own useSearchParams().get() reads it.
    const search = new URLSearchParams(Object.entries(await searchParams).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0]! : v]])));
    const range = firstGridRange(search, (await cookies()).get(ZONE_COOKIE)?.value, branchTimeZones);
    if (range) {
      void startEarlyRead(range);
      preload(gridRangePath(range.from.toISOString(), range.to.toISOString()), { as: 'fetch', crossOrigin: 'anonymous' });
    }
  }
  return (
    <Suspense fallback={<GridSkeleton />}>
      <ScheduleBoard canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
