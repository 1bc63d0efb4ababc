'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { WEBHOOK_STATUS_LABELS, WEBHOOK_STATUSES, type ReplayResult, type WebhookOverview, type WebhookStatus } from '@/lib/contracts';
import { useReplayWebhooks } from '@/lib/queries';
import { WebhookEventRow } from './webhooks-event-row';

export type InboxFilter = WebhookStatus | 'all';

interface InboxProps {
  overview: WebhookOverview;
  status: InboxFilter;
  page: number;
  search: string;
  onChange: (change: { status?: InboxFilter; page?: number; search?: string }) => void;
}

const SKIP_REASONS: Record<ReplayResult['skipped'][number]['reason'], string> = { not_dead: 'no longer dead', not_found: 'no longer in the inbox' };

function describeReplay(result: ReplayResult): string {
  const queued = result.queued === 1 ? '1 event queued for processing.' : `${result.queued} events queued for processing.`;
  if (result.skipped.length === 0) return queued;
  return `${queued} Skipped: ${result.skipped.map((s) => `${s.eventId} (${SKIP_REASONS[s.reason]})`).join(', ')}.`;
}

const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

// What an empty filter means, for a reader who expected something there.
const STATUS_EMPTY: Record<WebhookStatus, (retentionDays: number) => string> = {
  received: () => 'No event is waiting for its first try: everything that arrived has been tried.',
  retrying: () => 'No event is waiting for another try: the service was reachable for every event tried.',
  processed: (days) => `No processed events: none has been processed in the last ${days} days.`,
  dead: () => 'No dead events: every event was processed or is still being tried.',
};

/** A fresh install: say what is still missing before the first event can arrive, and where to set it. */
function NothingArrived({ overview }: { overview: WebhookOverview }) {
  const connection = (
    <Link href="/admin/connection" className={link}>
      Admin → Service connection
    </Link>
  );
  const configured = overview.environments.filter((e) => e.configured);
  if (configured.length === 0) {
    return (
      <p>
        No webhook has arrived yet. Connect the service under {connection} and store its webhook secret there; then, in the service&apos;s
        Administration area, subscribe the receiver URL shown above and send a test event.
      </p>
    );
  }
  if (configured.every((e) => e.secrets.length === 0)) {
    return (
      <p>
        No webhook has arrived yet. Store the service&apos;s webhook secret under {connection} (without one, every event is refused); then, in the
        service&apos;s Administration area, subscribe the receiver URL shown above with that secret and send a test event.
      </p>
    );
  }
  return (
    <p>
      No webhook has arrived yet. In the service&apos;s Administration area, subscribe the receiver URL shown above (
      <span className="font-mono text-xs">{overview.receiverUrl}</span>) with the secret stored under {connection}, then send a test event.
    </p>
  );
}

/** The inbox, newest first, one server page at a time: filter by status, find by id, replay dead events. */
export function WebhooksInbox({ overview, status, page, search, onChange }: InboxProps) {
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
      setNotice({ tone: 'success', text: describeReplay(result) });
      setSelected((s) => new Set([...s].filter((id) => !result.queuedIds.includes(id))));
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : 'The events could not be replayed.' });
    }
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    onChange({ search: searchText.trim(), page: 1 });
  }

  return (
    <section aria-labelledby="webhooks-inbox-heading" className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-end justify-between gap-3 px-4 pt-4">
        <h2 id="webhooks-inbox-heading" className="text-base font-semibold">
          Inbox
        </h2>
        <form role="search" aria-label="Find events" onSubmit={submitSearch} className="flex items-end gap-2">
          <label className="text-sm">
            <span className="block font-medium">Event or reservation id</span>
            <input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="w-80 max-w-full rounded-md border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
            />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            Find
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
              Show all
            </Button>
          ) : null}
        </form>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
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
                  ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800'
              }`}
            >
              {s === 'all' ? 'All' : WEBHOOK_STATUS_LABELS[s]} <span className="tabular-nums">({(s === 'all' ? all : counts[s]).toLocaleString()})</span>
            </button>
          ))}
        </div>
        {selectable.length > 0 ? (
          <Button variant="secondary" size="sm" disabled={chosen.length === 0 || replay.isPending} onClick={() => setConfirm(chosen)}>
            Replay selected ({chosen.length})
          </Button>
        ) : null}
      </div>

      {notice ? (
        <div className="px-4 pb-3">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}

      {inbox.events.length === 0 ? (
        <div className="px-4 pb-5 text-sm text-zinc-600 dark:text-zinc-400" data-testid="inbox-empty">
          {all === 0 ? (
            <NothingArrived overview={overview} />
          ) : inbox.page > lastPage ? (
            <p>
              This page is past the last one.{' '}
              <button type="button" className={link} onClick={() => onChange({ page: 1 })}>
                Go to the first page
              </button>
            </p>
          ) : (
            <p>
              {search
                ? `No ${status === 'all' ? '' : `${WEBHOOK_STATUS_LABELS[status].toLowerCase()} `}event has the id ${search}, nor is about it. Paste a whole event id or reservation id, as the service sent it.`
                : status === 'all'
                  ? 'No events on this page.'
                  : STATUS_EMPTY[status](overview.retentionDays)}{' '}
              <button
                type="button"
                className={link}
                onClick={() => {
                  setSearchText('');
                  setExpanded(new Set());
                  onChange({ status: 'all', search: '', page: 1 });
                }}
              >
                Show every event
              </button>
            </p>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Webhook events, newest first</caption>
            <thead className="border-y border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="px-3 py-2 font-medium">Received</th>
                <th scope="col" className="px-3 py-2 font-medium">Event</th>
                <th scope="col" className="px-3 py-2 font-medium">About</th>
                <th scope="col" className="px-3 py-2 font-medium">Environment</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Deliveries</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Attempts</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {inbox.events.map((e) => (
                <WebhookEventRow
                  key={e.eventId}
                  event={e}
                  expanded={expanded.has(e.eventId)}
                  onToggle={() => setExpanded((x) => toggle(x, e.eventId, !x.has(e.eventId)))}
                  selected={selected.has(e.eventId)}
                  onSelect={(on) => setSelected((x) => toggle(x, e.eventId, on))}
                  onReplay={() => setConfirm([e.eventId])}
                  busy={replay.isPending}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-4 py-3 text-sm dark:border-zinc-800">
        <p role="status">
          {inbox.total === 0 ? 'No events' : `Showing ${Math.min(first + 1, inbox.total).toLocaleString()}–${Math.min(first + inbox.events.length, inbox.total).toLocaleString()} of ${inbox.total.toLocaleString()}`}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={first + inbox.events.length >= inbox.total} onClick={() => onChange({ page: page + 1 })}>
            Next
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.length === 1 ? 'Replay this dead event?' : `Replay ${confirm?.length ?? 0} dead events?`}
        confirmLabel="Replay"
        tone="primary"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void runReplay(confirm!)}
      >
        Slotboard processes {confirm?.length === 1 ? 'it' : 'them'} again now, reading the current state from the service of the environment each
        belongs to. If that service still cannot be reached, {confirm?.length === 1 ? 'it is' : 'they are'} retried up to {overview.maxAttempts}{' '}
        times before being set aside again.
      </ConfirmDialog>
    </section>
  );
}
