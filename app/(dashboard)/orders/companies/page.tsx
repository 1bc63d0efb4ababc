import { CompanyList } from '@/components/orders/company-list';
import { requirePageUser } from '@/lib/auth';
import { hasRole } from '@/lib/contracts';

export const metadata = { title: 'Companies · Slotboard' };

export default async function CompaniesPage() {
  const user = await requirePageUser();
  return <CompanyList canEdit={hasRole(user.role, 'planner')} />;
}
