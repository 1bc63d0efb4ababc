import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ActivityLog } from '@/features/admin-activity';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.activity'))('pageTitle') };
}

export default async function ActivityPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.activity');
  return (
    // The trail reads its filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <ActivityLog />
    </Suspense>
  );
}
