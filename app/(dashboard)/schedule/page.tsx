import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { Suspense } from 'react';
import { firstGridRangePath, GridSkeleton, ScheduleBoard, ZONE_COOKIE } from '@/features/schedule';
import { requirePageUser } from '@/lib/auth';
import { listResourcesWithin } from '@/lib/catalog';
import { hasRole } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

/** How long a first load waits for the ramps (see below); a cached list takes a few milliseconds. */
const RAMPS_WITHIN_MS = 300;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule'))('pageTitle') };
}

export default async function SchedulePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser();
  const afresh = !(await headers()).has('rsc');
  // A page loaded afresh gets the ramps too, when the service gives them quickly: the board then asks first for the
  // branch office it shows (and the preload below with it), not for every branch office and then that one. Side by
  // side with the zones: each reads the connection settings, and the ramps may wait on the service.
  const [branchTimeZones, ramps] = await Promise.all([
    loadBranchTimeZones(),
    afresh && hasRole(user.role, 'viewer') ? listResourcesWithin(RAMPS_WITHIN_MS) : undefined,
  ]);
  // A page loaded afresh (not a navigation inside the app, whose cache may already hold the range) has the browser
  // ask for its first range as soon as the head arrives, while its scripts load and start: the same address the
  // grid's query asks for, so the browser hands it the answer under way. Unknown zone: no preload.
  let preloadPath: string | null = null;
  if (afresh) {
    // The first of a repeated parameter, as the page's own useSearchParams().get() reads it.
    const search = new URLSearchParams(
      Object.entries(await searchParams).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, Array.isArray(v) ? v[0]! : v]],
      ),
    );
    preloadPath = firstGridRangePath(search, (await cookies()).get(ZONE_COOKIE)?.value, branchTimeZones, ramps ?? []);
  }
  return (
    <>
      {/* An element, which React hoists into the HTML's head, not react-dom's preload(): Next.js 16 sends that only as
          a hint in the page's data, which the browser acts on once its scripts have run (at DOMContentLoaded). */}
      {preloadPath && <link rel="preload" href={preloadPath} as="fetch" crossOrigin="anonymous" />}
      <Suspense fallback={<GridSkeleton />}>
        <ScheduleBoard canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} ramps={ramps} />
      </Suspense>
    </>
  );
}
