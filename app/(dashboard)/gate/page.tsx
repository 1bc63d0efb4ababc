import { Suspense } from 'react';
import { GateBoard } from '@/components/gate/gate-board';
import { requirePageUser } from '@/lib/auth';
import { loadBranchTimeZones } from '@/lib/settings';

export const metadata = { title: 'Gate · Slotboard' };

export default async function GatePage() {
  await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  return (
    // The board reads its branch from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the gate…</p>}>
      <GateBoard branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
