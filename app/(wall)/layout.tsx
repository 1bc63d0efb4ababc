import type { ReactNode } from 'react';
import { requirePageUser } from '@/lib/auth';

// Screens on a wall: signed in like every page, but without the header and navigation of the dashboard.
export default async function WallLayout({ children }: { children: ReactNode }) {
  await requirePageUser();
  return <main className="min-h-screen">{children}</main>;
}
