import { Suspense } from 'react';
import { GateBoard } from '@/components/gate/gate-board';
import { loadBranchTimeZones } from '@/lib/settings';

export const metadata = { title: 'Gate wall display · Slotboard' };

export default async function GateWallPage() {
  const branchTimeZones = await loadBranchTimeZones();
  return (
    <Suspense fallback={<p className="p-4 text-lg">Loading the gate…</p>}>
      <GateBoard branchTimeZones={branchTimeZones} wall />
    </Suspense>
  );
}
