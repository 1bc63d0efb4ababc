import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GateBoard } from '@/features/gate';
import { requirePageUser } from '@/lib/auth';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gate'))('pageTitle') };
}

export default async function GatePage() {
  await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  const t = await getTranslations('gate');
  return (
    // The board reads its branch from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <GateBoard branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
