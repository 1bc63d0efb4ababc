'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatTimeAgo } from '@/lib/i18n';

/**
 * "3 hours ago" / "před 3 hodinami" for a past moment, "just now" under 45 seconds: the one wording of Admin → Users'
 * last sign-in and Admin → Activity. Both arguments are epoch milliseconds.
 */
export function useTimeAgo(): (at: number, now: number) => string {
  const locale = useLocale();
  const t = useTranslations('common');
  return useCallback((at: number, now: number) => formatTimeAgo(at, now, locale) ?? t('justNow'), [locale, t]);
}
