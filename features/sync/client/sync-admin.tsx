'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { issuesByField, sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { fieldErrors } from '@/lib/api-client';
import { ZSyncSettingsInput, type SyncOverview, type SyncRunRow, type SyncSettings } from '../contract';
import { formatInZone, formatNumber, type DatePattern } from '@/lib/i18n';
import { useSaveSyncSettings, useSyncNow, useSyncOverview } from './queries';

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

/** Moments and numbers of the sync page: in the reader's language, times on their own clock ("—" for none). */
function useSyncFormat() {
  const t = useTranslations('admin');
  const locale = useLocale();
  const zone = useOwnZone();
  return {
    when: (iso: string | null, pattern: DatePattern = 'dayTime') =>
      iso && zone ? formatInZone(iso, zone, locale, pattern) : '—',
    number: (n: number) => formatNumber(n, locale),
    duration: (ms: number | null) =>
      ms === null
        ? '—'
        : ms < 1000
          ? t('milliseconds', { ms })
          : t('sync.seconds', {
              seconds: formatNumber(ms / 1000, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            }),
  };
}

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

function RunsTable({ runs, scheduleDisabled }: { runs: SyncRunRow[]; scheduleDisabled: boolean }) {
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
  return (
    <section aria-labelledby="sync-runs-heading">
      <h2 id="sync-runs-heading" className="mb-2 text-base font-semibold">
        {t('lastRuns')}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <tr>
              {RUN_COLUMNS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {t(`columns.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                <td className="px-3 py-1.5 tabular-nums">{run.id}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{when(run.startedAt ?? run.queuedAt)}</td>
                <td className="px-3 py-1.5">{t('kind', { kind: run.kind, trigger: run.trigger })}</td>
                <td className="whitespace-nowrap px-3 py-1.5 text-xs">
                  {run.windowFrom ? `${when(run.windowFrom)} – ${when(run.windowTo)}` : '—'}
                </td>
                <td className="px-3 py-1.5 tabular-nums">{number(run.records)}</td>
                <td className="px-3 py-1.5 tabular-nums">{number(run.created)}</td>
                <td className="px-3 py-1.5 tabular-nums">{number(run.changed)}</td>
                <td className="px-3 py-1.5 tabular-nums">{number(run.deleted)}</td>
                <td className="px-3 py-1.5 tabular-nums">{number(run.calls)}</td>
                <td className="px-3 py-1.5 tabular-nums">{duration(run.durationMs)}</td>
                <td className={`px-3 py-1.5 ${run.status === 'failed' ? 'text-red-700 dark:text-red-400' : ''}`}>
                  {t('result', { status: run.status, phase: t('phase', { phase: run.phase }) })}
                  {/* The run's error is Slotboard's log line, in English whatever the page's language: marked so. */}
                  {run.status === 'failed' ? ' ' : null}
                  {run.status === 'failed' ? run.error ? <span lang="en">{run.error}</span> : t('noReason') : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SettingsForm({ settings, backfill }: { settings: SyncSettings; backfill: SyncOverview['backfill'] }) {
  const t = useTranslations('admin.sync');
  const common = useTranslations('common');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const { when } = useSyncFormat();
  const save = useSaveSyncSettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => (String(form.get(name) ?? '').trim() === '' ? Number.NaN : Number(form.get(name)));
    // The schema the server applies, so the messages match whichever side catches the problem.
    const parsed = ZSyncSettingsInput.safeParse({
      intervalMinutes: number('intervalMinutes'),
      backfillDaysBack: number('backfillDaysBack'),
      backfillDaysAhead: number('backfillDaysAhead'),
    });
    setStatus(null);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, issueMessage));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setStatus(t('saved'));
    } catch (error) {
      setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
      setStatus(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="sync-settings-heading"
      className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="sync-settings-heading" className="mb-1 text-base font-semibold">
        {t('schedule')}
      </h2>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        {t('scheduleText', { from: when(backfill.from, 'day'), to: when(backfill.to, 'day') })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('interval')}
          name="intervalMinutes"
          type="number"
          min={1}
          max={1440}
          defaultValue={settings.intervalMinutes}
          error={errors.intervalMinutes}
        />
        <TextField
          label={t('daysBack')}
          name="backfillDaysBack"
          type="number"
          min={0}
          max={366}
          defaultValue={settings.backfillDaysBack}
          error={errors.backfillDaysBack}
        />
        <TextField
          label={t('daysAhead')}
          name="backfillDaysAhead"
          type="number"
          min={0}
          max={366}
          defaultValue={settings.backfillDaysAhead}
          error={errors.backfillDaysAhead}
        />
      </div>
      <div className="mt-4 flex items-center justify-end gap-3">
        {status ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {status}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? common('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
