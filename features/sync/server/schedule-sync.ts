import 'server-only';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { describeErrorForLog, type AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { getUpstreamClient } from '@/lib/gateway';
import { processState } from '@/lib/process-state';
import { acquireLease, releaseLease, renewLease } from './hold-lease';
import { failOtherEnvironments, failRun, LeaseLost, readSyncSettings, takeNextRun } from './manage-runs';
import { runSync } from './run-sync';

// Every instance ticks; the one that takes the lease does the work, renewing it between pages. An instance that
// dies stops renewing, and after SYNC_LEASE_MS another takes the lease and resumes the run from its stored progress.
export const SYNC_LEASE = 'sync';

interface SchedulerState {
  id: string;
  timer?: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
}
const state = processState('sync.scheduler', (): SchedulerState => ({
  id: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  running: null,
  again: false,
}));

/** This instance's name in the lease and in the runs it does. */
export const instanceId = () => state.id;

/** Looks for sync work now, without waiting; a call during a pass makes it look once more afterwards. */
export function kickSync(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await syncPass();
    } while (state.again);
  })()
    .catch((error: unknown) => console.error(`[sync] ${describeErrorForLog(error, { stack: false })}`))
    .finally(() => {
      state.running = null;
    });
  return state.running;
}

/**
 * Starts the timer (server start); returns its stop. With SYNC_DISABLED this instance schedules no run, but it still
 * takes one queued by "Sync now" or cut off by a restart.
 */
export function startSyncScheduler(): () => void {
  if (!state.timer) {
    state.timer = setInterval(() => void kickSync(), env().SYNC_TICK_MS);
    state.timer.unref();
    void kickSync();
  }
  return () => {
    clearInterval(state.timer);
    state.timer = undefined;
  };
}

async function syncPass(): Promise<void> {
  const ttl = env().SYNC_LEASE_MS;
  let resolved;
  try {
    resolved = await getUpstreamClient();
  } catch (error) {
    // No service connected yet: nothing to download. Anything else (the database, settings that cannot be
    // decrypted) is said, and the next tick tries again.
    if ((error as AppError).code === 'upstream_unavailable') return;
    throw error;
  }
  const environment = resolved.connection.environment;
  if (!(await acquireLease(SYNC_LEASE, state.id, ttl))) return;
  // Renewed between pages, and by a timer while one long call (a big deletion list) is under way.
  let lost = false;
  const keepLease = async () => {
    if (lost || !(await renewLease(SYNC_LEASE, state.id, ttl))) {
      lost = true;
      throw new LeaseLost('another instance took over the sync');
    }
  };
  const heartbeat = setInterval(() => void keepLease().catch(() => undefined), Math.max(500, ttl / 3));
  heartbeat.unref();
  try {
    await failOtherEnvironments(environment);
    const settings = await readSyncSettings(environment);
    const next = () => takeNextRun(environment, state.id, settings, { schedule: !env().SYNC_DISABLED });
    for (let run = await next(); run; run = await next()) {
      try {
        const done = await runSync(run, resolved, keepLease);
        console.log(
          `[sync] run ${done.id} (${done.kind}) done: ${done.records} records, ${done.created} new, ` +
            `${done.changed} changed, ${done.deleted} deleted, ${done.calls} calls`,
        );
      } catch (error) {
        if (error instanceof LeaseLost || lost) return;
        // Left as it stands: the next scheduled run starts again from the last run that succeeded.
        await failRun(run, describeErrorForLog(error, { stack: false }).slice(0, 500));
        console.error(`[sync] run ${run.id} failed: ${describeErrorForLog(error, { stack: false })}`);
        return;
      }
    }
  } finally {
    clearInterval(heartbeat);
    if (!lost) await releaseLease(SYNC_LEASE, state.id);
  }
}
