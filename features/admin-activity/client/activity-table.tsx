'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useTimeAgo } from '@/components/ui/use-time-ago';
import type { ActivityEntry } from '../contract';
import { activityInWords } from '../logic/activity-text';
import { localDateOf, localTimeOf } from '@/lib/time';

function Who({ actor }: { actor: ActivityEntry['actor'] }) {
  const t = useTranslations('activity');
  if (!actor) return <span className="text-zinc-700 dark:text-zinc-300">{t('system')}</span>;
  if (!actor.known) return <span title={actor.id}>{t('unknownUser')}</span>;
  return (
    <>
      <span className="font-medium">{actor.name || actor.email}</span>
      {actor.name ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">{actor.email}</span> : null}
    </>
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
  return (
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      aria-busy={busy}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {(['when', 'who', 'what', 'changes'] as const).map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const at = Date.parse(row.at);
            const read = activityInWords(row, words, locale);
            return (
              <tr
                key={row.id}
                data-activity-id={row.id}
                className="border-t border-zinc-200 align-top dark:border-zinc-800"
              >
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={row.at} className="tabular-nums">
                    {localDateOf(at, timeZone)} {localTimeOf(at, timeZone)}
                  </time>
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">{timeAgo(at, now)}</span>
                </td>
                <td className="px-3 py-2">
                  <Who actor={row.actor} />
                </td>
                <td className="px-3 py-2">
                  <span className="mr-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs whitespace-nowrap text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                    {read.kindLabel}
                  </span>
                  {read.summary}
                </td>
                <td className="px-3 py-2">
                  {read.changes.length === 0 ? (
                    <span className="text-zinc-600 dark:text-zinc-400">—</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {read.changes.map((c, i) => (
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
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
