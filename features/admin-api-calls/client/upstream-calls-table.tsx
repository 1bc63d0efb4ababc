'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Table, type TableColumn } from '@/components/ui/table';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import type { UpstreamCallRow } from '@/lib/contracts';
import { LOCALE_FORMATS } from '@/lib/i18n';
import { useConnectionOverview } from '@/features/admin-connection';
import { useUpstreamCalls } from './queries';

const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';
const CELL = 'px-3 py-1.5';
const COLUMNS = ['time', 'environment', 'method', 'path', 'query', 'status', 'duration', 'records'] as const;
type CallColumn = (typeof COLUMNS)[number];
const CELL_CLASS: Partial<Record<CallColumn, string>> = {
  time: `whitespace-nowrap ${CELL}`,
  duration: `${CELL} tabular-nums`,
  records: `${CELL} tabular-nums`,
};
const CELL_PROPS: Partial<Record<CallColumn, TableColumn<UpstreamCallRow>['cellProps']>> = {
  query: (call) => ({ className: `max-w-md truncate ${CELL}`, title: call.query }),
  status: (call) => ({
    className: `${CELL} ${call.status === null || call.status >= 400 ? 'text-red-700 dark:text-red-400' : ''}`,
    title: call.error ?? undefined,
  }),
};

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
  const cells: Record<CallColumn, (call: UpstreamCallRow) => ReactNode> = {
    time: (call) => <time dateTime={call.at}>{time(call.at)}</time>,
    environment: (call) => t('environmentCode', { environment: call.environment }),
    method: (call) => call.method,
    path: (call) => call.path,
    query: (call) => call.query,
    status: (call) => call.status ?? call.error ?? t('apiCalls.noAnswer'),
    duration: (call) => t('milliseconds', { ms: call.durationMs }),
    records: (call) => call.recordCount ?? '—',
  };
  const columns = COLUMNS.map((id): TableColumn<UpstreamCallRow> => ({
    id,
    header: t(`apiCalls.${id}`),
    cell: cells[id],
    cellClassName: CELL_CLASS[id] ?? CELL,
    cellProps: CELL_PROPS[id],
  }));
  return (
    // A long query (an `or`-chain of ids) can make the table scroll sideways: the region is reachable by keyboard.
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      tabIndex={0}
      role="region"
      aria-label={t('apiCalls.caption')}
    >
      <Table
        rows={calls.data}
        columns={columns}
        getRowId={(call) => String(call.id)}
        caption={t('apiCalls.caption')}
        bodyClassName="font-mono text-xs"
      />
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
