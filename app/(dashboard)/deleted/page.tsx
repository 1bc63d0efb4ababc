import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { DeletedAudit } from '@/features/deleted';
import { requirePageUser } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('deleted');
  return { title: t('pageTitle') };
}

export default async function DeletedPage() {
  await requirePageUser();
  const t = await getTranslations('deleted');
  return (
    // The audit reads its filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <DeletedAudit />
    </Suspense>
  );
}
