'use client';

import { useLocale } from 'next-intl';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { formatInZone } from '@/lib/i18n';

/** A moment from the wire (UTC ISO 8601), shown in the reader's language and own zone, machine-readable underneath. */
export function WebhookTime({ iso }: { iso: string | null }) {
  const locale = useLocale();
  const zone = useOwnZone();
  if (!iso) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {zone ? formatInZone(iso, zone, locale, 'dayTime') : null}
    </time>
  );
}
