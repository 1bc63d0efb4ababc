'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { Table, type TableColumn } from '@/components/ui/table';
import type { WebhookOverview } from '../contract';
import { formatNumber } from '@/lib/i18n';
import { WebhookTime } from './webhooks-time';

const panel = 'overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900';
const cell = 'px-4 py-1.5';
const HEADER = `${cell} font-medium`;
const TABLE = 'mt-2 w-full text-left text-sm';
const REFUSAL_ROW = 'border-b border-zinc-100 align-top last:border-0 dark:border-zinc-800';

type Refusal = WebhookOverview['refusals'][number];
type KindRow = WebhookOverview['lastByKind'][number];

/** Deliveries refused before they reached the inbox, by reason; and when each kind of event last arrived. */
export function WebhooksActivity({ refusals, lastByKind }: Pick<WebhookOverview, 'refusals' | 'lastByKind'>) {
  const t = useTranslations('admin.webhooks');
  const locale = useLocale();
  // A reason stored by a newer version shows as stored.
  const reasons = useMessages().admin.webhooks.refusals.reasons;
  const reasonName = (reason: string) =>
    Object.hasOwn(reasons, reason) ? t(`refusals.reasons.${reason as keyof typeof reasons}`) : reason;
  const refusalColumns: TableColumn<Refusal>[] = [
    {
      id: 'reason',
      header: t('refusals.reason'),
      headerClassName: HEADER,
      cellClassName: cell,
      cell: (r) => (
        <>
          <span className="font-medium">{reasonName(r.reason)}</span>
          {/* Slotboard's log line, in English whatever the page's language: marked so, for screen readers too. */}
          {r.lastDetail ? (
            <span lang="en" className="block text-xs text-zinc-600 dark:text-zinc-400">
              {r.lastDetail}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'count',
      header: t('refusals.count'),
      headerClassName: `${cell} text-right font-medium`,
      cellClassName: `${cell} text-right tabular-nums`,
      cellProps: () => ({ 'data-testid': 'refusal-count' }),
      cell: (r) => formatNumber(r.count, locale),
    },
    {
      id: 'last',
      header: t('refusals.last'),
      headerClassName: HEADER,
      cellClassName: cell,
      cell: (r) => <WebhookTime iso={r.lastAt} />,
    },
  ];
  const kindColumns: TableColumn<KindRow>[] = [
    {
      id: 'event',
      header: t('kinds.event'),
      headerClassName: HEADER,
      cellClassName: `${cell} font-mono text-xs`,
      cell: (k) => k.event,
    },
    {
      id: 'lastReceived',
      header: t('kinds.lastReceived'),
      headerClassName: HEADER,
      cellClassName: cell,
      cell: (k) => <WebhookTime iso={k.lastReceivedAt} />,
    },
    {
      id: 'inInbox',
      header: t('kinds.inInbox'),
      headerClassName: `${cell} text-right font-medium`,
      cellClassName: `${cell} text-right tabular-nums`,
      cell: (k) => formatNumber(k.count, locale),
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="webhooks-refusals-heading" className={panel}>
        <h2 id="webhooks-refusals-heading" className="px-4 pt-4 text-base font-semibold">
          {t('refusals.heading')}
        </h2>
        {refusals.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">{t('refusals.empty')}</p>
        ) : (
          <Table
            rows={refusals}
            columns={refusalColumns}
            getRowId={(r) => r.reason}
            aria-labelledby="webhooks-refusals-heading"
            className={TABLE}
            rowClassName={REFUSAL_ROW}
            rowProps={(r) => ({ 'data-reason': r.reason })}
          />
        )}
      </section>

      <section aria-labelledby="webhooks-kinds-heading" className={panel}>
        <h2 id="webhooks-kinds-heading" className="px-4 pt-4 text-base font-semibold">
          {t('kinds.heading')}
        </h2>
        {lastByKind.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">{t('kinds.empty')}</p>
        ) : (
          <Table
            rows={lastByKind}
            columns={kindColumns}
            getRowId={(k) => k.event}
            aria-labelledby="webhooks-kinds-heading"
            className={TABLE}
          />
        )}
      </section>
    </div>
  );
}
