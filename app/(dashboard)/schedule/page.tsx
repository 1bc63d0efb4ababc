import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ScheduleBoard } from '@/components/schedule-grid/schedule-board';
import { GridSkeleton } from '@/components/schedule-grid/grid-skeleton';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule'))('pageTitle') };
}

export default async function SchedulePage() {
  const user = await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  return (
    <Suspense fallback={<GridSkeleton />}>
      <ScheduleBoard canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
