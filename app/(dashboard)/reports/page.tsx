import { Suspense } from 'react';
import { ReportsBoard } from '@/components/reports/reports-board';
import { requirePageUser } from '@/lib/auth';
import { hasRole, keyZonesByBranch } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

export const metadata = { title: 'Reports · Slotboard' };

export default async function ReportsPage() {
  const user = await requirePageUser();
  const branchTimeZones = keyZonesByBranch(await loadBranchTimeZones());
  return (
    // The board reads its branch office and days from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the reports…</p>}>
      <ReportsBoard branchTimeZones={branchTimeZones} isAdmin={hasRole(user.role, 'admin')} />
    </Suspense>
  );
}
