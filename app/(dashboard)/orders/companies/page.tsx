import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompanyList } from '@/features/orders';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('companiesPageTitle') };
}

export default async function CompaniesPage() {
  const user = await requirePageUser();
  return <CompanyList canEdit={hasRole(user.role, 'planner')} />;
}
