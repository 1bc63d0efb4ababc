'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { useTimeAgo } from '@/components/ui/use-time-ago';
import { formatInZone } from '@/lib/i18n';

// When a person last signed in: relative ("3 hours ago") with the exact moment in the reader's own zone beside it.
export function LastSignIn({ iso, now }: { iso: string | null; now: number }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const zone = useOwnZone();
  const timeAgo = useTimeAgo();
  if (!iso) return <span className="text-zinc-600 dark:text-zinc-400">{t('never')}</span>;
  const at = Date.parse(iso);
  return (
    <span className="whitespace-nowrap">
      {timeAgo(at, now)}{' '}
      {zone ? (
        <time dateTime={iso} className="text-xs text-zinc-600 dark:text-zinc-400">
          ({formatInZone(at, zone, locale, 'dayTime')})
        </time>
      ) : null}
    </span>
  );
}
