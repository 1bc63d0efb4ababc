'use client';

import { useTranslations } from 'next-intl';
import type { OrderFeatureOff } from '@/lib/contracts';

/**
 * One sentence per feature the service's order fields switch off, and what an administrator can do: the cart
 * works without them, so this is a note, never an error.
 */
const NOTICE =
  'mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm ' +
  'text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

export function FeaturesOff({ off, admin = false }: { off: OrderFeatureOff[]; admin?: boolean }) {
  const t = useTranslations('orders.featuresOff');
  if (off.length === 0) return null;
  return (
    <div role="note" aria-label={t('title')} className={NOTICE}>
      <ul className="list-disc space-y-1 pl-5">
        {off.map(({ feature, missing }) => (
          <li key={feature}>{t(feature, { fields: missing.join(', ') })}</li>
        ))}
      </ul>
      <p className="mt-1">{t(admin ? 'mapBelow' : 'howToMap')}</p>
    </div>
  );
}
