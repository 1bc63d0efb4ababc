'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { ENVIRONMENT_LABELS, ZSyncSettingsInput, type SyncOverview, type SyncRunRow, type SyncSettings } from '@/lib/contracts';
import { useSaveSyncSettings, useSyncNow, useSyncOverview } from '@/lib/queries';

const PHASES: Record<SyncRunRow['phase'], string> = {
  changes: 'Reading reservations',
  created: 'Reading new reservations by creation time',
  deleted: 'Checking deletions',
  lookups: 'Refreshing ramps and vehicle types',
  done: 'Done',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const seconds = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

export function SyncAdmin() {
  const overview = useSyncOverview();
  if (overview.isPending) return <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label="Loading the sync" />;
  if (overview.isError) return <Alert tone="error" title="The sync could not be loaded.">{overview.error.message}</Alert>;
  const data = overview.data;
  if (!data.environment) {
    return (
      <Alert tone="info" title="No service is connected yet.">
        The sync downloads reservations from the reservation service. Set up the connection under{' '}
        <Link href="/admin/connection" className="underline">
          Admin → Service connection
        </Link>{' '}
        first.
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
  const syncNow = useSyncNow();
  const [message, setMessage] = useState<string | null>(null);
  const active = data.active;
  const last = data.runs.find((r) => r.status === 'succeeded' || r.status === 'failed');

  async function onSyncNow() {
    setMessage(null);
    try {
      const { runId, queued } = await syncNow.mutateAsync();
      setMessage(queued ? `Run ${runId} queued; it starts within seconds.` : `Run ${runId} is already under way; its progress shows here.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The sync could not be started.');
    }
  }

  return (
    <section aria-labelledby="sync-now-heading" className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1 text-sm">
          <h2 id="sync-now-heading" className="text-base font-semibold">
            {ENVIRONMENT_LABELS[data.environment!]}
          </h2>
          <p className="text-zinc-700 dark:text-zinc-300">
            {data.scheduleDisabled
              ? 'The schedule is switched off on this server (SYNC_DISABLED); runs start only from here.'
              : `Every ${data.settings.intervalMinutes} min. Next scheduled run: ${active ? 'after this one' : when(data.nextRunAt)}.`}
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">
            Last run: {last ? `${last.status === 'succeeded' ? 'succeeded' : 'failed'} ${when(last.finishedAt)}` : 'none yet — the first run downloads the backfill range'}
            {data.holder ? ` · running on ${data.holder}` : ''}
          </p>
        </div>
        <Button onClick={onSyncNow} disabled={syncNow.isPending || !!active}>
          {active ? 'Sync running…' : syncNow.isPending ? 'Starting…' : 'Sync now'}
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
  const from = run.windowFrom ? Date.parse(run.windowFrom) : null;
  const to = run.windowTo ? Date.parse(run.windowTo) : null;
  const reached = run.reachedAt ? Math.min(Date.parse(run.reachedAt), to ?? 0) : from;
  const share = run.status === 'queued' ? 0 : run.phase !== 'changes' ? 100 : from !== null && to !== null && reached !== null && to > from ? Math.round(((reached - from) / (to - from)) * 100) : 0;
  return (
    <div className="mt-4 space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>
          Run {run.id} ({run.kind === 'backfill' ? 'first download' : 'changes'}): {run.status === 'queued' ? 'waiting to start' : PHASES[run.phase]}
        </span>
        <span className="tabular-nums">
          {run.records.toLocaleString()} records · {run.calls} calls
        </span>
      </div>
      <div role="progressbar" aria-label={`Run ${run.id} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} className="h-2 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800">
        <div className="h-full bg-indigo-600 transition-all dark:bg-indigo-400" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function RunsTable({ runs, scheduleDisabled }: { runs: SyncRunRow[]; scheduleDisabled: boolean }) {
  if (runs.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm dark:border-zinc-700" data-testid="no-sync-runs">
        No runs yet. {scheduleDisabled ? 'Press Sync now above' : 'Press Sync now above, or wait for the schedule'}: the first run downloads every reservation of
        the range set under Schedule below, and each run is listed here with what it found.
      </p>
    );
  }
  return (
    <section aria-labelledby="sync-runs-heading">
      <h2 id="sync-runs-heading" className="mb-2 text-base font-semibold">
        Last runs
      </h2>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sync runs, newest first</caption>
          <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <tr>
              {['Run', 'Started', 'Kind', 'Window', 'Records', 'New', 'Changed', 'Deleted', 'Calls', 'Duration', 'Result'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                <td className="px-3 py-1.5 tabular-nums">{run.id}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{when(run.startedAt ?? run.queuedAt)}</td>
                <td className="px-3 py-1.5">
                  {run.kind === 'backfill' ? 'First download' : 'Changes'} · {run.trigger === 'manual' ? 'Sync now' : 'scheduled'}
                </td>
                <td className="whitespace-nowrap px-3 py-1.5 text-xs">{run.windowFrom ? `${when(run.windowFrom)} – ${when(run.windowTo)}` : '—'}</td>
                <td className="px-3 py-1.5 tabular-nums">{run.records.toLocaleString()}</td>
                <td className="px-3 py-1.5 tabular-nums">{run.created.toLocaleString()}</td>
                <td className="px-3 py-1.5 tabular-nums">{run.changed.toLocaleString()}</td>
                <td className="px-3 py-1.5 tabular-nums">{run.deleted.toLocaleString()}</td>
                <td className="px-3 py-1.5 tabular-nums">{run.calls}</td>
                <td className="px-3 py-1.5 tabular-nums">{seconds(run.durationMs)}</td>
                <td className={`px-3 py-1.5 ${run.status === 'failed' ? 'text-red-700 dark:text-red-400' : ''}`}>
                  {run.status === 'failed' ? `Failed: ${run.error ?? 'no reason given'}` : run.status === 'succeeded' ? 'Succeeded' : run.status === 'running' ? `Running (${PHASES[run.phase]})` : 'Queued'}
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
  const save = useSaveSyncSettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => (String(form.get(name) ?? '').trim() === '' ? Number.NaN : Number(form.get(name)));
    // The schema the server applies, so the messages match whichever side catches the problem.
    const parsed = ZSyncSettingsInput.safeParse({ intervalMinutes: number('intervalMinutes'), backfillDaysBack: number('backfillDaysBack'), backfillDaysAhead: number('backfillDaysAhead') });
    setStatus(null);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setStatus('Saved. The next run follows the new schedule.');
    } catch (error) {
      setErrors(fieldErrors(error));
      setStatus(error instanceof Error ? error.message : 'The schedule could not be saved.');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sync-settings-heading" className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="sync-settings-heading" className="mb-1 text-base font-semibold">
        Schedule
      </h2>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        The first run downloads every reservation with a slot from {new Date(backfill.from).toLocaleDateString()} to {new Date(backfill.to).toLocaleDateString()}; later runs download what was
        created or changed since the run before, and check the service&apos;s list of deleted reservations.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Run every (minutes)" name="intervalMinutes" type="number" min={1} max={1440} defaultValue={settings.intervalMinutes} error={errors.intervalMinutes} />
        <TextField label="First download: days back" name="backfillDaysBack" type="number" min={0} max={366} defaultValue={settings.backfillDaysBack} error={errors.backfillDaysBack} />
        <TextField label="First download: days ahead" name="backfillDaysAhead" type="number" min={0} max={366} defaultValue={settings.backfillDaysAhead} error={errors.backfillDaysAhead} />
      </div>
      <div className="mt-4 flex items-center justify-end gap-3">
        {status ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {status}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save schedule'}
        </Button>
      </div>
    </form>
  );
}
