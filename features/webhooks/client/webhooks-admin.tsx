'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { WEBHOOK_STATUSES, type WebhookStatus } from '../contract';
import { formatNumber } from '@/lib/i18n';
import { useWebhookOverview } from './queries';
import { WebhooksActivity } from './webhooks-activity';
import { type InboxFilter, WebhooksInbox } from './webhooks-inbox';
import { WebhooksReceiver } from './webhooks-receiver';

/** Admin → Webhooks: the receiver, the inbox by state with replay of dead events, refusals, the last event per kind. */
export function WebhooksAdmin() {
  const t = useTranslations('admin');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [view, setView] = useState<{ status: InboxFilter; page: number; search: string }>({
    status: 'all',
    page: 1,
    search: '',
  });
  const overview = useWebhookOverview(view.status, view.page, view.search);

  if (overview.isPending)
    return (
      <div className="h-96 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label={t('webhooks.loading')} />
    );
  if (overview.isError) {
    return (
      <Alert tone="error" title={t('webhooks.loadFailed')}>
        {errorMessage(overview.error)}{' '}
        <button type="button" className="underline" onClick={() => overview.refetch()}>
          {t('tryAgain')}
        </button>
      </Alert>
    );
  }
  const data = overview.data;
  // Dead events wait for an admin: their count is red while there are any.
  const alarming = (status: WebhookStatus) => status === 'dead' && data.counts.dead > 0;

  return (
    <div className="space-y-6">
      <WebhooksReceiver receiverUrl={data.receiverUrl} environments={data.environments} />

      <section aria-labelledby="webhooks-counts-heading">
        <h2 id="webhooks-counts-heading" className="sr-only">
          {t('webhooks.byStatus')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {WEBHOOK_STATUSES.map((s) => (
            <div
              key={s}
              className="rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
              data-count={s}
            >
              <dt className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
                {t('webhooks.status', { status: s })}
              </dt>
              <dd
                className={`text-2xl font-semibold tabular-nums ${alarming(s) ? 'text-red-800 dark:text-red-300' : ''}`}
              >
                {formatNumber(data.counts[s], locale)}
              </dd>
              <dd className="text-xs text-zinc-600 dark:text-zinc-400">{t('webhooks.statusHint', { status: s })}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
          {t('webhooks.kept', { days: data.retentionDays, attempts: data.maxAttempts })}
        </p>
      </section>

      <WebhooksInbox
        overview={data}
        status={view.status}
        page={view.page}
        search={view.search}
        onChange={(change) => setView((v) => ({ ...v, ...change }))}
      />

      <WebhooksActivity refusals={data.refusals} lastByKind={data.lastByKind} />
    </div>
  );
}
