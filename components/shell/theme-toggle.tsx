'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { THEME_COOKIE, THEMES, type Theme } from '@/lib/theme';

const ICONS: Record<Theme, string> = { system: '◐', light: '☀', dark: '☾' };

const TOGGLE =
  'rounded-md px-2 py-1 text-lg leading-none text-zinc-700 hover:bg-zinc-200 ' +
  'dark:text-zinc-200 dark:hover:bg-zinc-800';

export function ThemeToggle({ initial }: { initial: Theme }) {
  const t = useTranslations('shell.theme');
  const [theme, setTheme] = useState<Theme>(initial);
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;

  function apply() {
    document.documentElement.classList.remove(...THEMES);
    document.documentElement.classList.add(next);
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    setTheme(next);
  }

  return (
    <button
      type="button"
      onClick={apply}
      aria-label={t('label', { current: theme, next })}
      title={t('title', { current: theme, next })}
      className={TOGGLE}
    >
      <span aria-hidden="true">{ICONS[theme]}</span>
    </button>
  );
}
