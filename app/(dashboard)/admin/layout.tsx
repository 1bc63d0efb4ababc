import type { ReactNode } from 'react';
import { NotAllowed } from '@/components/shell/not-allowed';
import { hasRole } from '@/lib/contracts';
import { requirePageUser } from '@/lib/auth';

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  if (!hasRole(user.role, 'admin')) return <NotAllowed area="admin" />;
  return children;
}
