import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OrderCart } from '@/features/orders';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';
import { loadBranchTimeZones } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('pageTitle') };
}

export default async function OrdersPage() {
  const user = await requirePageUser();
  const branchTimeZones = await loadBranchTimeZones();
  const t = await getTranslations('orders.cart');
  return (
    // The cart reads its search, filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>}>
      <OrderCart canEdit={hasRole(user.role, 'planner')} branchTimeZones={branchTimeZones} />
    </Suspense>
  );
}
