'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { LOCALE_FORMATS } from '@/lib/i18n';
import { useConnectionOverview } from '@/features/admin-connection';
import { useUpstreamCalls } from './queries';

const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';
const COLUMNS = ['time', 'environment', 'method', 'path', 'query', 'status', 'duration', 'records'] as const;

export function UpstreamCallsTable() {
  const t = useTranslations('admin');
  const locale = useLocale();
  const zone = useOwnZone();
  const errorMessage = useErrorMessage();
  const calls = useUpstreamCalls();
  if (calls.isPending)
    return (
      <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label={t('apiCalls.loading')} />
    );
  if (calls.isError)
    return (
      <Alert tone="error" title={t('apiCalls.loadFailed')}>
        {errorMessage(calls.error)}
      </Alert>
    );
  if (calls.data.length === 0) return <NoCalls />;
  // The language's time of day to the second (07:05:09 / 7:05:09), on the reader's own clock: calls come many a minute.
  const { patterns, dateFns } = LOCALE_FORMATS[locale];
  const time = (iso: string) =>
    zone ? format(new TZDate(Date.parse(iso), zone), `${patterns.time}:ss`, { locale: dateFns }) : null;
  return (
    // A long query (an `or`-chain of ids) can make the table scroll sideways: the region is reachable by keyboard.
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      tabIndex={0}
      role="region"
      aria-label={t('apiCalls.caption')}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('apiCalls.caption')}</caption>
        <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {t(`apiCalls.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="font-mono text-xs">
          {calls.data.map((call) => (
            <tr key={call.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
              <td className="whitespace-nowrap px-3 py-1.5">
                <time dateTime={call.at}>{time(call.at)}</time>
              </td>
              <td className="px-3 py-1.5">{t('environmentCode', { environment: call.environment })}</td>
              <td className="px-3 py-1.5">{call.method}</td>
              <td className="px-3 py-1.5">{call.path}</td>
              <td className="max-w-md truncate px-3 py-1.5" title={call.query}>
                {call.query}
              </td>
              <td
                className={`px-3 py-1.5 ${call.status === null || call.status >= 400 ? 'text-red-700 dark:text-red-400' : ''}`}
                title={call.error ?? undefined}
              >
                {call.status ?? call.error ?? t('apiCalls.noAnswer')}
              </td>
              <td className="px-3 py-1.5 tabular-nums">{t('milliseconds', { ms: call.durationMs })}</td>
              <td className="px-3 py-1.5 tabular-nums">{call.recordCount ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an empty log means depends on whether a service is connected at all: say which, and where to go next. */
function NoCalls() {
  const t = useTranslations('admin.apiCalls');
  const connection = useConnectionOverview();
  const connected = connection.data?.active != null;
  const links = {
    schedule: (chunks: ReactNode) => (
      <Link href="/schedule" className={link}>
        {chunks}
      </Link>
    ),
    connection: (chunks: ReactNode) => (
      <Link href="/admin/connection" className={link}>
        {chunks}
      </Link>
    ),
  };
  return (
    <p
      className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm dark:border-zinc-700"
      data-testid="no-calls"
    >
      {connection.isPending
        ? t('noCalls')
        : connected
          ? t.rich('noCallsConnected', links)
          : t.rich('noCallsUnconnected', links)}
    </p>
  );
}
