'use client';

import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { useConnectionOverview, useUpstreamCalls } from '@/lib/queries';

const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

export function UpstreamCallsTable() {
  const calls = useUpstreamCalls();
  if (calls.isPending) return <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label="Loading API calls" />;
  if (calls.isError) return <Alert tone="error" title="The call log could not be loaded.">{calls.error.message}</Alert>;
  if (calls.data.length === 0) return <NoCalls />;
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Upstream API calls</caption>
        <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {['Time', 'Environment', 'Method', 'Path', 'Query', 'Status', 'Duration', 'Records'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="font-mono text-xs">
          {calls.data.map((call) => (
            <tr key={call.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
              <td className="whitespace-nowrap px-3 py-1.5">{new Date(call.at).toLocaleTimeString()}</td>
              <td className="px-3 py-1.5">{call.environment}</td>
              <td className="px-3 py-1.5">{call.method}</td>
              <td className="px-3 py-1.5">{call.path}</td>
              <td className="max-w-md truncate px-3 py-1.5" title={call.query}>
                {call.query}
              </td>
              <td className={`px-3 py-1.5 ${call.status === null || call.status >= 400 ? 'text-red-700 dark:text-red-400' : ''}`} title={call.error ?? undefined}>
                {call.status ?? call.error ?? 'no answer'}
              </td>
              <td className="px-3 py-1.5 tabular-nums">{call.durationMs} ms</td>
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
  const connection = useConnectionOverview();
  const connected = connection.data?.active != null;
  return (
    <p className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm dark:border-zinc-700" data-testid="no-calls">
      No calls to the reservation service yet.{' '}
      {connection.isPending ? null : connected ? (
        <>
          They appear here as soon as Slotboard talks to the service: open the{' '}
          <Link href="/schedule" className={link}>
            Schedule
          </Link>
          , or press Test connection under{' '}
          <Link href="/admin/connection" className={link}>
            Admin → Service connection
          </Link>
          .
        </>
      ) : (
        <>
          Connect it under{' '}
          <Link href="/admin/connection" className={link}>
            Admin → Service connection
          </Link>
          , then open the{' '}
          <Link href="/schedule" className={link}>
            Schedule
          </Link>
          .
        </>
      )}
    </p>
  );
}
