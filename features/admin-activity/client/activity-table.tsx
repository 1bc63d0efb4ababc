'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Table, type TableColumn } from '@/components/ui/table';
import { useTimeAgo } from '@/components/ui/use-time-ago';
import type { ActivityEntry } from '../contract';
import { activityInWords } from '../logic/activity-text';
import { localDateOf, localTimeOf } from '@/lib/time';

const HEAD = 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400';
const ROW = 'border-t border-zinc-200 align-top dark:border-zinc-800';
const BADGE =
  'mr-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs whitespace-nowrap text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100';
const MUTED = 'text-zinc-600 dark:text-zinc-400';

type Reading = ReturnType<typeof activityInWords>;

function Who({ actor }: { actor: ActivityEntry['actor'] }) {
  const t = useTranslations('activity');
  if (!actor) return <span className="text-zinc-700 dark:text-zinc-300">{t('system')}</span>;
  if (!actor.known) return <span title={actor.id}>{t('unknownUser')}</span>;
  return (
    <>
      <span className="font-medium">{actor.name || actor.email}</span>
      {actor.name ? <span className={`block text-xs ${MUTED}`}>{actor.email}</span> : null}
    </>
  );
}

function Changes({ changes }: { changes: Reading['changes'] }) {
  if (changes.length === 0) return <span className={MUTED}>—</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c, i) => (
        <li key={`${c.field}-${i}`} className="break-words">
          <span className="font-medium">{c.field}:</span>{' '}
          {c.from === '' ? (
            c.to
          ) : (
            <>
              <span className="text-zinc-700 dark:text-zinc-300">{c.from}</span> → {c.to}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ActivityTableProps {
  rows: ActivityEntry[];
  /** The admin's own zone: times show on their clock. */
  timeZone: string;
  now: number;
  busy: boolean;
}

/**
 * One page of the trail: when, who, what, and each field from what to what, in the reader's language. The moment is
 * written the ISO way (2026-11-23 14:05) in every language, as the CSV export writes it, with "3 hours ago" beneath.
 */
export function ActivityTable({ rows, timeZone, now, busy }: ActivityTableProps) {
  const t = useTranslations('admin.activity');
  const words = useTranslations('activity');
  const locale = useLocale();
  const timeAgo = useTimeAgo();
  const readings = new Map(rows.map((row) => [row.id, activityInWords(row, words, locale)]));
  const read = (row: ActivityEntry) => readings.get(row.id)!;
  const columns: TableColumn<ActivityEntry>[] = [
    {
      id: 'when',
      header: t('when'),
      cellClassName: 'px-3 py-2 whitespace-nowrap',
      cell: (row) => {
        const at = Date.parse(row.at);
        return (
          <>
            <time dateTime={row.at} className="tabular-nums">
              {localDateOf(at, timeZone)} {localTimeOf(at, timeZone)}
            </time>
            <span className={`block text-xs ${MUTED}`}>{timeAgo(at, now)}</span>
          </>
        );
      },
    },
    { id: 'who', header: t('who'), cell: (row) => <Who actor={row.actor} /> },
    {
      id: 'what',
      header: t('what'),
      cell: (row) => (
        <>
          <span className={BADGE}>{read(row).kindLabel}</span>
          {read(row).summary}
        </>
      ),
    },
    { id: 'changes', header: t('changes'), cell: (row) => <Changes changes={read(row).changes} /> },
  ];
  return (
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      aria-busy={busy}
    >
      <Table
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        caption={t('caption')}
        headClassName={HEAD}
        rowClassName={ROW}
        rowProps={(row) => ({ 'data-activity-id': row.id })}
      />
    </div>
  );
}
