'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Table, type TableColumn } from '@/components/ui/table';
import type { SyncRunRow } from '../contract';
import { useSyncFormat } from './use-sync-format';

const RUN_COLUMNS = [
  'run',
  'started',
  'kind',
  'window',
  'records',
  'created',
  'changed',
  'deleted',
  'calls',
  'duration',
  'result',
] as const;

const CELL = 'px-3 py-1.5';
const CELL_CLASS: Partial<Record<(typeof RUN_COLUMNS)[number], string>> = {
  started: `whitespace-nowrap ${CELL}`,
  kind: CELL,
  window: `whitespace-nowrap ${CELL} text-xs`,
};

export function RunsTable({ runs, scheduleDisabled }: { runs: SyncRunRow[]; scheduleDisabled: boolean }) {
  const t = useTranslations('admin.sync');
  const { when, number, duration } = useSyncFormat();
  if (runs.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm dark:border-zinc-700"
        data-testid="no-sync-runs"
      >
        {t('noRuns', { scheduleOff: scheduleDisabled ? 'yes' : 'no' })}
      </p>
    );
  }
  const cells: Record<(typeof RUN_COLUMNS)[number], (run: SyncRunRow) => ReactNode> = {
    run: (run) => run.id,
    started: (run) => when(run.startedAt ?? run.queuedAt),
    kind: (run) => t('kind', { kind: run.kind, trigger: run.trigger }),
    window: (run) => (run.windowFrom ? `${when(run.windowFrom)} – ${when(run.windowTo)}` : '—'),
    records: (run) => number(run.records),
    created: (run) => number(run.created),
    changed: (run) => number(run.changed),
    deleted: (run) => number(run.deleted),
    calls: (run) => number(run.calls),
    duration: (run) => duration(run.durationMs),
    result: (run) => (
      <>
        {t('result', { status: run.status, phase: t('phase', { phase: run.phase }) })}
        {/* The run's error is Slotboard's log line, in English whatever the page's language: marked so. */}
        {run.status === 'failed' ? ' ' : null}
        {run.status === 'failed' ? run.error ? <span lang="en">{run.error}</span> : t('noReason') : null}
      </>
    ),
  };
  const columns = RUN_COLUMNS.map((id): TableColumn<SyncRunRow> => ({
    id,
    header: t(`columns.${id}`),
    cell: cells[id],
    cellClassName: CELL_CLASS[id] ?? `${CELL} tabular-nums`,
    cellProps:
      id === 'result'
        ? (run) => ({ className: `${CELL} ${run.status === 'failed' ? 'text-red-700 dark:text-red-400' : ''}` })
        : undefined,
  }));
  return (
    <section aria-labelledby="sync-runs-heading">
      <h2 id="sync-runs-heading" className="mb-2 text-base font-semibold">
        {t('lastRuns')}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <Table rows={runs} columns={columns} getRowId={(run) => String(run.id)} caption={t('caption')} />
      </div>
    </section>
  );
}
