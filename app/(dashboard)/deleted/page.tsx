import { Suspense } from 'react';
import { DeletedAudit } from '@/components/deleted/deleted-audit';
import { requirePageUser } from '@/lib/auth';

export const metadata = { title: 'Deleted reservations · Slotboard' };

export default async function DeletedPage() {
  await requirePageUser();
  return (
    // The audit reads its filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading deleted reservations…</p>}>
      <DeletedAudit />
    </Suspense>
  );
}
