'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useId } from 'react';
import { Button } from '@/components/ui/button';
import type { WebhookEvent, WebhookStatus } from '../contract';
import { WebhookTime } from './webhooks-time';

// Light and dark badges, each at least 4.5:1.
const BADGE: Record<WebhookStatus, string> = {
  received: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  retrying: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100',
  processed: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  dead: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

const INBOX_COLUMNS = 9;

interface EventRowProps {
  event: WebhookEvent;
  expanded: boolean;
  onToggle: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onReplay: () => void;
  busy: boolean;
}

/** One inbox event and, expanded, its attempts, last error and the payload as the service sent it. */
export function WebhookEventRow({ event: e, expanded, onToggle, selected, onSelect, onReplay, busy }: EventRowProps) {
  const t = useTranslations('admin');
  // Event ids are the service's strings: not safe as an id attribute.
  const detailId = useId();
  const cell = 'px-3 py-2';
  return (
    <Fragment>
      <tr
        data-event-id={e.eventId}
        data-status={e.status}
        className="border-b border-zinc-100 align-top dark:border-zinc-800"
      >
        <td className={cell}>
          {e.status === 'dead' ? (
            <input
              type="checkbox"
              checked={selected}
              onChange={(x) => onSelect(x.target.checked)}
              aria-label={t('webhooks.event.select', { id: e.eventId })}
              className="mt-1 size-4"
            />
          ) : null}
        </td>
        <td className={cell}>
          <WebhookTime iso={e.receivedAt} />
        </td>
        <td className={`${cell} font-mono text-xs`}>{e.event}</td>
        <td className={`${cell} max-w-48 truncate font-mono text-xs`} title={e.subjectId ?? undefined}>
          {e.subjectId ?? '—'}
        </td>
        <td className={cell}>{t('environment', { environment: e.environment })}</td>
        <td className={cell}>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[e.status]}`}>
            {t('webhooks.status', { status: e.status })}
          </span>
        </td>
        <td className={`${cell} text-right tabular-nums`}>{e.deliveries}</td>
        <td className={`${cell} text-right tabular-nums`}>{e.attempts}</td>
        <td className={`${cell} whitespace-nowrap text-right`}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailId}
            aria-label={t('webhooks.event.details', { id: e.eventId })}
            onClick={onToggle}
          >
            {expanded ? t('webhooks.event.hide') : t('webhooks.event.show')}
          </Button>
          {e.status === 'dead' ? (
            <Button
              variant="secondary"
              size="sm"
              className="ml-1"
              disabled={busy}
              aria-label={t('webhooks.event.replay', { id: e.eventId })}
              onClick={onReplay}
            >
              {t('webhooks.inbox.replay')}
            </Button>
          ) : null}
        </td>
      </tr>
      {expanded ? (
        <tr id={detailId} className="border-b border-zinc-100 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950">
          <td colSpan={INBOX_COLUMNS} className="px-3 py-3">
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.id')}</dt>
              <dd className="font-mono text-xs">{e.eventId}</dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.occurred')}</dt>
              <dd>
                <WebhookTime iso={e.occurredAt} />
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.attempts')}</dt>
              <dd>
                {e.status === 'retrying' || e.status === 'received'
                  ? t.rich('webhooks.event.attemptsNext', {
                      attempts: e.attempts,
                      time: () => <WebhookTime iso={e.nextAttemptAt} />,
                    })
                  : e.attempts}
              </dd>
              {e.processedAt ? (
                <>
                  <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.processed')}</dt>
                  <dd>
                    <WebhookTime iso={e.processedAt} />
                  </dd>
                </>
              ) : null}
              {e.deadAt ? (
                <>
                  <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.givenUp')}</dt>
                  <dd>
                    <WebhookTime iso={e.deadAt} />
                  </dd>
                </>
              ) : null}
              <dt className="text-zinc-600 dark:text-zinc-400">{t('webhooks.event.lastError')}</dt>
              <dd className={e.lastError ? 'text-red-800 dark:text-red-300' : ''} lang={e.lastError ? 'en' : undefined}>
                {e.lastError ?? t('webhooks.event.none')}
              </dd>
            </dl>
            <pre
              tabIndex={0}
              aria-label={t('webhooks.event.payload', { id: e.eventId })}
              className="mt-3 max-h-72 overflow-auto rounded-md border border-zinc-200 bg-white p-3 font-mono text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            >
              {JSON.stringify(e.payload, null, 2)}
            </pre>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
