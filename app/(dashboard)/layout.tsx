import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requirePageUser } from '@/lib/auth/require-page-user';
import { parseTheme, THEME_COOKIE } from '@/lib/theme';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <AppShell user={user} theme={theme}>
      {children}
    </AppShell>
  );
}
