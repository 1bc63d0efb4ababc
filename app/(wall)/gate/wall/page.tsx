import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GateBoard } from '@/features/gate';
import { loadBranchTimeZones } from '@/lib/settings';
import { requirePageUser } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gate'))('wallPageTitle') };
}

export default async function GateWallPage() {
  await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  const t = await getTranslations('gate');
  return (
    <Suspense fallback={<p className="p-4 text-lg">{t('loading')}</p>}>
      <GateBoard branchTimeZones={branchTimeZones} wall />
    </Suspense>
  );
}
