'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { Table, type TableColumn } from '@/components/ui/table';
import type { WebhookEvent, WebhookStatus } from '../contract';
import { WebhookEventDetail } from './webhook-event-detail';
import { WebhookTime } from './webhooks-time';

// Light and dark badges, each at least 4.5:1.
const BADGE: Record<WebhookStatus, string> = {
  received: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  retrying: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100',
  processed: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  dead: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

const CELL = 'px-3 py-2';
const NUMBER = `${CELL} text-right tabular-nums`;
const RIGHT = 'px-3 py-2 text-right font-medium';
const HEAD = 'border-y border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400';
const ROW = 'border-b border-zinc-100 align-top dark:border-zinc-800';
const DETAIL_ROW = 'border-b border-zinc-100 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950';

interface InboxTableProps {
  events: WebhookEvent[];
  expanded: Set<string>;
  onToggle: (eventId: string) => void;
  selected: Set<string>;
  onSelect: (eventId: string, selected: boolean) => void;
  onReplay: (eventId: string) => void;
  busy: boolean;
}

/** One page of the inbox; a row expands into its details, and a dead event can be chosen or replayed. */
export function InboxTable({ events, expanded, onToggle, selected, onSelect, onReplay, busy }: InboxTableProps) {
  const t = useTranslations('admin');
  // Event ids are the service's strings: not safe as an id attribute.
  const baseId = useId();
  const detailId = (e: WebhookEvent) => `${baseId}-${events.indexOf(e)}`;
  const column = (
    id: string,
    header: ReactNode,
    cell: TableColumn<WebhookEvent>['cell'],
    cellClassName = CELL,
  ): TableColumn<WebhookEvent> => ({ id, header, cell, cellClassName });
  const columns: TableColumn<WebhookEvent>[] = [
    column('select', <span className="sr-only">{t('webhooks.inbox.select')}</span>, (e) =>
      e.status === 'dead' ? (
        <Checkbox
          checked={selected.has(e.eventId)}
          onChange={(x) => onSelect(e.eventId, x.target.checked)}
          aria-label={t('webhooks.event.select', { id: e.eventId })}
          className="mt-1 size-4"
        />
      ) : null,
    ),
    column('received', t('webhooks.inbox.received'), (e) => <WebhookTime iso={e.receivedAt} />),
    column('event', t('webhooks.inbox.event'), (e) => e.event, `${CELL} font-mono text-xs`),
    {
      ...column('about', t('webhooks.inbox.about'), (e) => e.subjectId ?? '—'),
      cellProps: (e) => ({ className: `${CELL} max-w-48 truncate font-mono text-xs`, title: e.subjectId ?? undefined }),
    },
    column('environment', t('webhooks.inbox.environment'), (e) => t('environment', { environment: e.environment })),
    column('status', t('webhooks.inbox.status'), (e) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[e.status]}`}>
        {t('webhooks.status', { status: e.status })}
      </span>
    )),
    { ...column('deliveries', t('webhooks.inbox.deliveries'), (e) => e.deliveries, NUMBER), headerClassName: RIGHT },
    { ...column('attempts', t('webhooks.inbox.attempts'), (e) => e.attempts, NUMBER), headerClassName: RIGHT },
    column(
      'actions',
      <span className="sr-only">{t('webhooks.inbox.actions')}</span>,
      (e) => (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded.has(e.eventId)}
            aria-controls={detailId(e)}
            aria-label={t('webhooks.event.details', { id: e.eventId })}
            onClick={() => onToggle(e.eventId)}
          >
            {expanded.has(e.eventId) ? t('webhooks.event.hide') : t('webhooks.event.show')}
          </Button>
          {e.status === 'dead' ? (
            <Button
              variant="secondary"
              size="sm"
              className="ml-1"
              disabled={busy}
              aria-label={t('webhooks.event.replay', { id: e.eventId })}
              onClick={() => onReplay(e.eventId)}
            >
              {t('webhooks.inbox.replay')}
            </Button>
          ) : null}
        </>
      ),
      `${CELL} whitespace-nowrap text-right`,
    ),
  ];
  return (
    <div className="overflow-x-auto">
      <Table
        rows={events}
        columns={columns}
        getRowId={(e) => e.eventId}
        caption={t('webhooks.inbox.caption')}
        headClassName={HEAD}
        rowClassName={ROW}
        rowProps={(e) => ({ 'data-event-id': e.eventId, 'data-status': e.status })}
        detail={(e) =>
          expanded.has(e.eventId)
            ? {
                id: detailId(e),
                className: DETAIL_ROW,
                cellClassName: 'px-3 py-3',
                content: <WebhookEventDetail event={e} />,
              }
            : null
        }
      />
    </div>
  );
}
