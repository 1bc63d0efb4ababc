'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { WebhookOverview } from '../contract';
import { formatNumber } from '@/lib/i18n';
import { WebhookTime } from './webhooks-time';

const panel = 'overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900';
const head = 'border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400';
const cell = 'px-4 py-1.5';

/** Deliveries refused before they reached the inbox, by reason; and when each kind of event last arrived. */
export function WebhooksActivity({ refusals, lastByKind }: Pick<WebhookOverview, 'refusals' | 'lastByKind'>) {
  const t = useTranslations('admin.webhooks');
  const locale = useLocale();
  // A reason stored by a newer version shows as stored.
  const reasons = useMessages().admin.webhooks.refusals.reasons;
  const reasonName = (reason: string) =>
    Object.hasOwn(reasons, reason) ? t(`refusals.reasons.${reason as keyof typeof reasons}`) : reason;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="webhooks-refusals-heading" className={panel}>
        <h2 id="webhooks-refusals-heading" className="px-4 pt-4 text-base font-semibold">
          {t('refusals.heading')}
        </h2>
        {refusals.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">{t('refusals.empty')}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="webhooks-refusals-heading">
            <thead className={head}>
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('refusals.reason')}
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  {t('refusals.count')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('refusals.last')}
                </th>
              </tr>
            </thead>
            <tbody>
              {refusals.map((r) => (
                <tr
                  key={r.reason}
                  data-reason={r.reason}
                  className="border-b border-zinc-100 align-top last:border-0 dark:border-zinc-800"
                >
                  <td className={cell}>
                    <span className="font-medium">{reasonName(r.reason)}</span>
                    {/* Slotboard's log line, in English whatever the page's language: marked so, for screen readers too. */}
                    {r.lastDetail ? (
                      <span lang="en" className="block text-xs text-zinc-600 dark:text-zinc-400">
                        {r.lastDetail}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} text-right tabular-nums`} data-testid="refusal-count">
                    {formatNumber(r.count, locale)}
                  </td>
                  <td className={cell}>
                    <WebhookTime iso={r.lastAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="webhooks-kinds-heading" className={panel}>
        <h2 id="webhooks-kinds-heading" className="px-4 pt-4 text-base font-semibold">
          {t('kinds.heading')}
        </h2>
        {lastByKind.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">{t('kinds.empty')}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="webhooks-kinds-heading">
            <thead className={head}>
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('kinds.event')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('kinds.lastReceived')}
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  {t('kinds.inInbox')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lastByKind.map((k) => (
                <tr key={k.event} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                  <td className={`${cell} font-mono text-xs`}>{k.event}</td>
                  <td className={cell}>
                    <WebhookTime iso={k.lastReceivedAt} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{formatNumber(k.count, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
