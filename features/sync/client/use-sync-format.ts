'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { formatInZone, formatNumber, type DatePattern } from '@/lib/i18n';

/** Moments and numbers of the sync page: in the reader's language, times on their own clock ("—" for none). */
export function useSyncFormat() {
  const t = useTranslations('admin');
  const locale = useLocale();
  const zone = useOwnZone();
  return {
    when: (iso: string | null, pattern: DatePattern = 'dayTime') =>
      iso && zone ? formatInZone(iso, zone, locale, pattern) : '—',
    number: (n: number) => formatNumber(n, locale),
    duration: (ms: number | null) =>
      ms === null
        ? '—'
        : ms < 1000
          ? t('milliseconds', { ms })
          : t('sync.seconds', {
              seconds: formatNumber(ms / 1000, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            }),
  };
}
