import { Suspense } from 'react';
import { SearchResults } from '@/components/search/search-results';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';

export const metadata = { title: 'Search · Slotboard' };

export default async function SearchPage() {
  const user = await requirePageUser();
  return (
    // The results read their query from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the search…</p>}>
      <SearchResults canSync={hasRole(user.role, 'admin')} />
    </Suspense>
  );
}
