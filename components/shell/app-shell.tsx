import type { ReactNode } from 'react';
import { SearchBox } from '@/components/search/search-box';
import { type CurrentUser, type Environment, hasRole, ROLE_LABELS } from '@/lib/contracts';
import type { Theme } from '@/lib/theme';
import { EnvironmentBadge } from './environment-badge';
import { NavLinks, type NavItem } from './nav-links';
import { SignOutButton } from './sign-out-button';
import { ThemeToggle } from './theme-toggle';

export function AppShell({ user, theme, environment, children }: { user: CurrentUser; theme: Theme; environment: Environment | null; children: ReactNode }) {
  const items: NavItem[] = [
    { href: '/schedule', label: 'Schedule' },
    { href: '/gate', label: 'Gate' },
    { href: '/orders', label: 'Orders' },
    { href: '/deleted', label: 'Deleted' },
    { href: '/reports', label: 'Reports' },
    ...(hasRole(user.role, 'admin') ? [{ href: '/admin', label: 'Admin' }] : []),
  ];
  return (
    <div className="min-h-screen">
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-4 px-4 py-2">
          <span className="text-lg font-semibold tracking-tight">Slotboard</span>
          <EnvironmentBadge environment={environment} />
          <nav aria-label="Main" className="flex-1 overflow-x-auto">
            <NavLinks items={items} />
          </nav>
          <SearchBox />
          <div className="flex items-center gap-2 text-sm">
            <span className="text-zinc-700 dark:text-zinc-300" data-testid="signed-in-user">
              {user.name || user.email} <span className="text-zinc-500 dark:text-zinc-400">· {ROLE_LABELS[user.role]}</span>
            </span>
            <ThemeToggle initial={theme} />
            <SignOutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-screen-2xl px-4 py-6">{children}</main>
    </div>
  );
}
