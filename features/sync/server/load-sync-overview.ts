import 'server-only';
import type { SyncOverview } from '../contract';
import { env } from '@/lib/env';
import { readActiveEnvironment } from '@/lib/settings';
import { readLease } from './hold-lease';
import { activeRun, backfillRange, listRuns, nextScheduledAt, readSyncSettings, toRunRow } from './manage-runs';
import { SYNC_LEASE } from './schedule-sync';

/** What Admin → Sync shows: the settings, the run under way, the latest runs, the next scheduled one. */
export async function loadSyncOverview(): Promise<SyncOverview> {
  const environment = await readActiveEnvironment();
  const settings = await readSyncSettings(environment ?? 'production');
  const now = new Date();
  const range = backfillRange(settings, now);
  const scheduleDisabled = env().SYNC_DISABLED;
  if (!environment)
    return {
      environment,
      settings,
      active: null,
      runs: [],
      nextRunAt: null,
      holder: null,
      backfill: { from: range.from.toISOString(), to: range.to.toISOString() },
      scheduleDisabled,
    };
  const [active, runs, next, lease] = await Promise.all([
    activeRun(environment),
    listRuns(environment),
    nextScheduledAt(environment, settings),
    readLease(SYNC_LEASE, now),
  ]);
  return {
    environment,
    settings,
    active: active ? toRunRow(active) : null,
    runs: runs.map(toRunRow),
    nextRunAt: scheduleDisabled ? null : new Date(Math.max(next.getTime(), now.getTime())).toISOString(),
    // The instance name without its random suffix: host and process are what an operator looks for.
    holder: lease ? lease.holder.split(':').slice(0, 2).join(':') : null,
    backfill: { from: range.from.toISOString(), to: range.to.toISOString() },
    scheduleDisabled,
  };
}
