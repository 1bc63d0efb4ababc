import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SearchResults } from '@/features/search';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('search'))('pageTitle') };
}

export default async function SearchPage() {
  const user = await requirePageUser();
  const t = await getTranslations('search');
  return (
    // The results read their query from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <SearchResults canSync={hasRole(user.role, 'admin')} />
    </Suspense>
  );
}
