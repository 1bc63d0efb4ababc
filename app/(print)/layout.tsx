import type { ReactNode } from 'react';
import { requirePageUser } from '@/lib/auth';

// Pages made for paper: signed in like every page, without the dashboard's header and navigation.
export default async function PrintLayout({ children }: { children: ReactNode }) {
  await requirePageUser();
  return (
    <main className="min-h-screen bg-zinc-200 text-zinc-900 print:bg-white dark:bg-zinc-800 dark:text-zinc-100">
      {children}
    </main>
  );
}
