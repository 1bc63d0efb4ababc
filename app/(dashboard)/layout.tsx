import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { SearchBox } from '@/features/search';
import { requirePageUser } from '@/lib/auth';
import { readActiveEnvironment } from '@/lib/settings';
import { parseTheme, THEME_COOKIE } from '@/lib/theme';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  const environment = await readActiveEnvironment();
  return (
    <AppShell user={user} theme={theme} environment={environment} search={<SearchBox />}>
      {children}
    </AppShell>
  );
}
