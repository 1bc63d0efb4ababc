'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { SyncOverview, SyncRunRow } from '../contract';
import { useSyncNow, useSyncOverview } from './queries';
import { RunsTable } from './sync-runs-table';
import { SettingsForm } from './sync-settings-form';
import { useSyncFormat } from './use-sync-format';

export function SyncAdmin() {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const overview = useSyncOverview();
  if (overview.isPending)
    return (
      <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label={t('sync.loading')} />
    );
  if (overview.isError)
    return (
      <Alert tone="error" title={t('sync.loadFailed')}>
        {errorMessage(overview.error)}
      </Alert>
    );
  const data = overview.data;
  if (!data.environment) {
    return (
      <Alert tone="info" title={t('sync.noServiceTitle')}>
        {t.rich('sync.noService', {
          link: (chunks) => (
            <Link href="/admin/connection" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <NowPanel data={data} />
      <RunsTable runs={data.runs} scheduleDisabled={data.scheduleDisabled} />
      <SettingsForm settings={data.settings} backfill={data.backfill} />
    </div>
  );
}

function NowPanel({ data }: { data: SyncOverview }) {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const { when } = useSyncFormat();
  const syncNow = useSyncNow();
  const [message, setMessage] = useState<string | null>(null);
  const active = data.active;
  const last = data.runs.find((r) => r.status === 'succeeded' || r.status === 'failed');

  async function onSyncNow() {
    setMessage(null);
    try {
      const { runId, queued } = await syncNow.mutateAsync();
      setMessage(t(queued ? 'sync.queued' : 'sync.underWay', { id: String(runId) }));
    } catch (error) {
      setMessage(errorMessage(error));
    }
  }

  const lastRun = { status: last?.status ?? 'none', at: when(last?.finishedAt ?? null) };
  return (
    <section
      aria-labelledby="sync-now-heading"
      className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1 text-sm">
          <h2 id="sync-now-heading" className="text-base font-semibold">
            {t('environment', { environment: data.environment! })}
          </h2>
          <p className="text-zinc-700 dark:text-zinc-300">
            {data.scheduleDisabled
              ? t('sync.scheduleOff')
              : t('sync.every', {
                  minutes: data.settings.intervalMinutes,
                  running: active ? 'yes' : 'no',
                  next: when(data.nextRunAt),
                })}
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">
            {data.holder ? t('sync.lastRunOn', { ...lastRun, holder: data.holder }) : t('sync.lastRun', lastRun)}
          </p>
        </div>
        <Button onClick={onSyncNow} disabled={syncNow.isPending || !!active}>
          {active ? t('sync.running') : syncNow.isPending ? t('sync.starting') : t('sync.syncNow')}
        </Button>
      </div>
      {message ? (
        <p role="status" className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">
          {message}
        </p>
      ) : null}
      {active ? <RunProgress run={active} /> : null}
    </section>
  );
}

function RunProgress({ run }: { run: SyncRunRow }) {
  const t = useTranslations('admin.sync');
  const from = run.windowFrom ? Date.parse(run.windowFrom) : null;
  const to = run.windowTo ? Date.parse(run.windowTo) : null;
  const reached = run.reachedAt ? Math.min(Date.parse(run.reachedAt), to ?? 0) : from;
  const share =
    run.status === 'queued'
      ? 0
      : run.phase !== 'changes'
        ? 100
        : from !== null && to !== null && reached !== null && to > from
          ? Math.round(((reached - from) / (to - from)) * 100)
          : 0;
  return (
    <div className="mt-4 space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>
          {t('progress', {
            id: String(run.id),
            kind: run.kind,
            queued: run.status === 'queued' ? 'yes' : 'no',
            phase: t('phase', { phase: run.phase }),
          })}
        </span>
        <span className="tabular-nums">{t('counts', { records: run.records, calls: run.calls })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressOf', { id: String(run.id) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        className="h-2 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full bg-indigo-600 transition-all dark:bg-indigo-400" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
