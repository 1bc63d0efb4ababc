'use client';

import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { type Locale, LOCALE_NAMES, LOCALES } from '@/lib/contracts';
import { useSetMyLocale } from '@/lib/queries';

/**
 * The signed-in person, and their language: each named in its own words, or "same as the browser" (null). A choice
 * is saved for the account (every device, every session) and the page is rendered again in it, still signed in.
 */
const MENU_BUTTON =
  'rounded-md px-2 py-1 text-left text-zinc-700 hover:bg-zinc-200 ' + 'dark:text-zinc-300 dark:hover:bg-zinc-800';

const MENU_ITEMS =
  'z-50 min-w-52 rounded-md border border-zinc-300 bg-white py-1 text-sm shadow-lg ' +
  'focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

const MENU_HEADING = 'px-3 py-1 text-xs font-semibold uppercase tracking-wide text-zinc-600 ' + 'dark:text-zinc-400';

const MENU_ITEM =
  'flex w-full items-center justify-between gap-3 px-3 py-1.5 text-left ' +
  'text-zinc-900 data-focus:bg-indigo-600 data-focus:text-white dark:text-zinc-100';

const MENU_ERROR =
  'absolute right-0 top-full z-50 mt-1 w-64 rounded-md border border-red-300 ' +
  'bg-red-50 px-3 py-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950 ' +
  'dark:text-red-100';

export function UserMenu({ name, roleLabel, locale }: { name: string; roleLabel: string; locale: Locale | null }) {
  const t = useTranslations('shell.userMenu');
  const shown = useLocale();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const save = useSetMyLocale();
  const [refreshing, startRefresh] = useTransition();

  function choose(next: Locale | null) {
    if (next === locale) return;
    save.mutate({ locale: next }, { onSuccess: () => startRefresh(() => router.refresh()) });
  }

  const options: { value: Locale | null; label: string; lang?: Locale }[] = [
    ...LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code], lang: code })),
    { value: null, label: t('followBrowser') },
  ];

  return (
    <Menu as="div" className="relative">
      <MenuButton aria-busy={save.isPending || refreshing} className={MENU_BUTTON}>
        <span data-testid="signed-in-user">
          {name} <span className="text-zinc-500 dark:text-zinc-400">· {roleLabel}</span>
        </span>{' '}
        <span aria-hidden="true" className="text-xs uppercase text-zinc-500 dark:text-zinc-400">
          {shown} ▾
        </span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={MENU_ITEMS}>
        <MenuSection>
          <MenuHeading className={MENU_HEADING}>{t('language')}</MenuHeading>
          {options.map((option) => (
            <MenuItem key={option.value ?? 'browser'}>
              <button type="button" lang={option.lang} onClick={() => choose(option.value)} className={MENU_ITEM}>
                {option.label}
                {option.value === locale ? (
                  <span>
                    <span aria-hidden="true">✓</span>
                    <span className="sr-only">{t('current')}</span>
                  </span>
                ) : null}
              </button>
            </MenuItem>
          ))}
        </MenuSection>
      </MenuItems>
      {save.isError ? (
        <p role="alert" className={MENU_ERROR}>
          {t('changeFailed', { error: errorMessage(save.error) })}
        </p>
      ) : null}
    </Menu>
  );
}
