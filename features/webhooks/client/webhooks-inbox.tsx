'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { WEBHOOK_STATUSES, type WebhookOverview, type WebhookStatus } from '../contract';
import { formatNumber } from '@/lib/i18n';
import { useReplayWebhooks } from './queries';
import { InboxEmpty } from './inbox-empty';
import { InboxTable } from './inbox-table';

const PAGER =
  'flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-4 py-3 text-sm ' +
  'dark:border-zinc-800';

export type InboxFilter = WebhookStatus | 'all';

interface InboxProps {
  overview: WebhookOverview;
  status: InboxFilter;
  page: number;
  search: string;
  onChange: (change: { status?: InboxFilter; page?: number; search?: string }) => void;
}

/** The inbox, newest first, one server page at a time: filter by status, find by id, replay dead events. */
export function WebhooksInbox({ overview, status, page, search, onChange }: InboxProps) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const errorMessage = useErrorMessage();
  const replay = useReplayWebhooks();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [searchText, setSearchText] = useState(search);

  const { inbox, counts } = overview;
  const all = counts.received + counts.retrying + counts.processed + counts.dead;
  // Only what is on this page and still dead can be replayed from the selection.
  const selectable = inbox.events.filter((e) => e.status === 'dead').map((e) => e.eventId);
  const chosen = selectable.filter((id) => selected.has(id));
  const first = (inbox.page - 1) * inbox.pageSize;
  const lastPage = Math.max(1, Math.ceil(inbox.total / inbox.pageSize));

  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  async function runReplay(eventIds: string[]) {
    setConfirm(null);
    try {
      const result = await replay.mutateAsync(eventIds);
      const skipped = result.skipped
        .map((s) => t('webhooks.inbox.skippedEvent', { id: s.eventId, reason: s.reason }))
        .join(', ');
      setNotice({
        tone: 'success',
        text: skipped
          ? t('webhooks.inbox.queuedSkipped', { count: result.queued, skipped })
          : t('webhooks.inbox.queued', { count: result.queued }),
      });
      setSelected((s) => new Set([...s].filter((id) => !result.queuedIds.includes(id))));
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    onChange({ search: searchText.trim(), page: 1 });
  }

  return (
    <section
      aria-labelledby="webhooks-inbox-heading"
      className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 px-4 pt-4">
        <h2 id="webhooks-inbox-heading" className="text-base font-semibold">
          {t('webhooks.inbox.heading')}
        </h2>
        <form
          role="search"
          aria-label={t('webhooks.inbox.find')}
          onSubmit={submitSearch}
          className="flex items-end gap-2"
        >
          <label className="text-sm">
            <span className="block font-medium">{t('webhooks.inbox.searchLabel')}</span>
            <Input
              type="search"
              size="xs"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="w-80 max-w-full font-mono text-xs"
            />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            {t('webhooks.inbox.findButton')}
          </Button>
          {search ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearchText('');
                onChange({ search: '', page: 1 });
              }}
            >
              {t('webhooks.inbox.showAll')}
            </Button>
          ) : null}
        </form>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div role="group" aria-label={t('webhooks.inbox.filter')} className="flex flex-wrap gap-1">
          {(['all', ...WEBHOOK_STATUSES] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => {
                setExpanded(new Set());
                onChange({ status: s, page: 1 });
              }}
              className={`rounded-md border px-3 py-1 text-sm ${
                status === s
                  ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-900 dark:border-indigo-400 ' +
                    'dark:bg-indigo-950 dark:text-indigo-100'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 ' +
                    'dark:text-zinc-100 dark:hover:bg-zinc-800'
              }`}
            >
              {s === 'all' ? t('webhooks.inbox.all') : t('webhooks.status', { status: s })}{' '}
              <span className="tabular-nums">({number(s === 'all' ? all : counts[s])})</span>
            </button>
          ))}
        </div>
        {selectable.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={chosen.length === 0 || replay.isPending}
            onClick={() => setConfirm(chosen)}
          >
            {t('webhooks.inbox.replaySelected', { count: chosen.length })}
          </Button>
        ) : null}
      </div>

      {notice ? (
        <div className="px-4 pb-3">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}

      {inbox.events.length === 0 ? (
        <InboxEmpty
          overview={overview}
          status={status}
          search={search}
          pastLastPage={inbox.page > lastPage}
          onFirstPage={() => onChange({ page: 1 })}
          onShowEvery={() => {
            setSearchText('');
            setExpanded(new Set());
            onChange({ status: 'all', search: '', page: 1 });
          }}
        />
      ) : (
        <InboxTable
          events={inbox.events}
          expanded={expanded}
          onToggle={(id) => setExpanded((x) => toggle(x, id, !x.has(id)))}
          selected={selected}
          onSelect={(id, on) => setSelected((x) => toggle(x, id, on))}
          onReplay={(id) => setConfirm([id])}
          busy={replay.isPending}
        />
      )}

      <div className={PAGER}>
        <p role="status">
          {inbox.total === 0
            ? t('webhooks.inbox.noEvents')
            : t('webhooks.inbox.showing', {
                from: number(Math.min(first + 1, inbox.total)),
                to: number(Math.min(first + inbox.events.length, inbox.total)),
                total: number(inbox.total),
              })}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
            {common('previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={first + inbox.events.length >= inbox.total}
            onClick={() => onChange({ page: page + 1 })}
          >
            {common('next')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={t('webhooks.inbox.replayTitle', { count: confirm?.length ?? 0 })}
        confirmLabel={t('webhooks.inbox.replay')}
        tone="primary"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void runReplay(confirm!)}
      >
        {t('webhooks.inbox.replayText', { count: confirm?.length ?? 0, attempts: overview.maxAttempts })}
      </ConfirmDialog>
    </section>
  );
}
