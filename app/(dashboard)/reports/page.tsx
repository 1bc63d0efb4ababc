import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ReportsBoard } from '@/features/reports';
import { requirePageUser } from '@/lib/auth';
import { hasRole, keyZonesByBranch } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('reports'))('pageTitle') };
}

export default async function ReportsPage() {
  const user = await requirePageUser();
  const branchTimeZones = keyZonesByBranch(await loadBranchTimeZones());
  const t = await getTranslations('reports');
  return (
    // The board reads its branch office and days from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <ReportsBoard branchTimeZones={branchTimeZones} isAdmin={hasRole(user.role, 'admin')} />
    </Suspense>
  );
}
