'use client';

import { useTranslations } from 'next-intl';
import type { WebhookEvent } from '../contract';
import { WebhookTime } from './webhooks-time';

const TERM = 'text-zinc-600 dark:text-zinc-400';
const PAYLOAD =
  'mt-3 max-h-72 overflow-auto rounded-md border border-zinc-200 bg-white p-3 font-mono text-xs text-zinc-900 ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** An inbox event expanded: its attempts, last error and the payload as the service sent it. */
export function WebhookEventDetail({ event: e }: { event: WebhookEvent }) {
  const t = useTranslations('admin.webhooks.event');
  return (
    <>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className={TERM}>{t('id')}</dt>
        <dd className="font-mono text-xs">{e.eventId}</dd>
        <dt className={TERM}>{t('occurred')}</dt>
        <dd>
          <WebhookTime iso={e.occurredAt} />
        </dd>
        <dt className={TERM}>{t('attempts')}</dt>
        <dd>
          {e.status === 'retrying' || e.status === 'received'
            ? t.rich('attemptsNext', { attempts: e.attempts, time: () => <WebhookTime iso={e.nextAttemptAt} /> })
            : e.attempts}
        </dd>
        {e.processedAt ? (
          <>
            <dt className={TERM}>{t('processed')}</dt>
            <dd>
              <WebhookTime iso={e.processedAt} />
            </dd>
          </>
        ) : null}
        {e.deadAt ? (
          <>
            <dt className={TERM}>{t('givenUp')}</dt>
            <dd>
              <WebhookTime iso={e.deadAt} />
            </dd>
          </>
        ) : null}
        <dt className={TERM}>{t('lastError')}</dt>
        <dd className={e.lastError ? 'text-red-800 dark:text-red-300' : ''} lang={e.lastError ? 'en' : undefined}>
          {e.lastError ?? t('none')}
        </dd>
      </dl>
      <pre tabIndex={0} aria-label={t('payload', { id: e.eventId })} className={PAYLOAD}>
        {JSON.stringify(e.payload, null, 2)}
      </pre>
    </>
  );
}
