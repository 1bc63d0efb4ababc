import type { ReactNode } from 'react';
import { NotAllowed } from '@/components/shell/not-allowed';
import { hasRole } from '@/lib/schemas/roles';
import { requirePageUser } from '@/lib/auth/require-page-user';

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  if (!hasRole(user.role, 'admin')) return <NotAllowed what="The Admin area" />;
  return children;
}
