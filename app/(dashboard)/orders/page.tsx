import { Suspense } from 'react';
import { OrderCart } from '@/components/orders/order-cart';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

export const metadata = { title: 'Orders · Slotboard' };

export default async function OrdersPage() {
  const user = await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  return (
    // The cart reads its search, filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading orders…</p>}>
      <OrderCart canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
