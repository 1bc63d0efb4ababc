import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type CurrentUser, type Environment, hasRole } from '@/lib/contracts';
import type { Theme } from '@/lib/theme';
import { EnvironmentBadge } from './environment-badge';
import { NavLinks, type NavItem } from './nav-links';
import { SignOutButton } from './sign-out-button';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

interface AppShellProps {
  user: CurrentUser;
  theme: Theme;
  environment: Environment | null;
  /** The search box, handed in by the layout: the shell is shared and imports no feature. */
  search: ReactNode;
  children: ReactNode;
}

export function AppShell({ user, theme, environment, search, children }: AppShellProps) {
  const t = useTranslations();
  const items: NavItem[] = [
    { href: '/schedule', label: t('nav.schedule') },
    { href: '/gate', label: t('nav.gate') },
    { href: '/orders', label: t('nav.orders') },
    { href: '/deleted', label: t('nav.deleted') },
    { href: '/reports', label: t('nav.reports') },
    ...(hasRole(user.role, 'admin') ? [{ href: '/admin', label: t('nav.admin') }] : []),
  ];
  return (
    <div className="min-h-screen">
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-4 px-4 py-2">
          <span className="text-lg font-semibold tracking-tight">{t('common.appName')}</span>
          <EnvironmentBadge environment={environment} />
          <nav aria-label={t('nav.main')} className="flex-1 overflow-x-auto">
            <NavLinks items={items} />
          </nav>
          {search}
          <div className="flex items-center gap-2 text-sm">
            <UserMenu name={user.name || user.email} roleLabel={t(`roles.${user.role}`)} locale={user.locale} />
            <ThemeToggle initial={theme} />
            <SignOutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-screen-2xl px-4 py-6">{children}</main>
    </div>
  );
}
