import 'server-only';
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { SYNC_DEFAULTS, ZSyncSettings, type SyncPhase, type SyncRunRow, type SyncSettings } from '../contract';
import { type Environment } from '@/lib/contracts';

const t = schema.syncRuns;
export type RunRow = typeof t.$inferSelect;

/** Where a run stands, as stored in its `progress` column. */
export interface RunProgress {
  phase: SyncPhase;
  /** The position of the time-ordered walk after the last page recorded (collectByTime's WalkPosition). */
  position?: { from: string; fromExclusive: boolean };
}

export const progressOf = (run: RunRow): RunProgress => ({
  phase: 'changes',
  ...(run.progress as Partial<RunProgress>),
});

export function toRunRow(run: RunRow): SyncRunRow {
  const progress = progressOf(run);
  return {
    id: run.id,
    environment: run.environment,
    kind: run.kind,
    trigger: run.trigger,
    requestedBy: run.requestedBy,
    status: run.status,
    phase: run.status === 'succeeded' ? 'done' : progress.phase,
    windowFrom: run.windowFrom?.toISOString() ?? null,
    windowTo: run.windowTo?.toISOString() ?? null,
    reachedAt: progress.position?.from ?? null,
    records: run.records,
    created: run.created,
    changed: run.changed,
    deleted: run.deleted,
    calls: run.calls,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    durationMs: run.startedAt && run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    error: run.error,
  };
}

/** This environment's schedule, the defaults filling what the admin has not set. */
export async function readSyncSettings(environment: Environment): Promise<SyncSettings> {
  const db = await getDb();
  const [row] = await db
    .select({ s: schema.connectionSettings.syncSettings })
    .from(schema.connectionSettings)
    .where(eq(schema.connectionSettings.environment, environment));
  // A stored value outside today's limits (edited by hand) falls back to the default rather than stopping the sync.
  const parsed = ZSyncSettings.partial().safeParse(row?.s ?? {});
  return { ...SYNC_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

/**
 * Queues a run asked for by a person. While one is queued or running for the environment, that one is the answer
 * (a unique index makes this hold across instances): pressing "Sync now" twice, or on two instances, runs once.
 */
export async function queueRun(
  environment: Environment,
  trigger: RunRow['trigger'],
  requestedBy: string | null,
): Promise<{ run: RunRow; queued: boolean }> {
  const db = await getDb();
  const kind = (await lastSucceeded(environment)) ? 'incremental' : 'backfill';
  const [inserted] = await db
    .insert(t)
    .values({ environment, kind, trigger, requestedBy, status: 'queued' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { run: inserted, queued: true };
  const active = await activeRun(environment);
  // The active run finished between the insert and this read: queue again.
  return active ? { run: active, queued: false } : queueRun(environment, trigger, requestedBy);
}

export async function activeRun(environment: Environment): Promise<RunRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), inArray(t.status, ['queued', 'running'])))
    .limit(1);
  return row ?? null;
}

export async function lastSucceeded(environment: Environment): Promise<RunRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.status, 'succeeded')))
    .orderBy(desc(t.id))
    .limit(1);
  return row ?? null;
}

/** When the schedule next wants a run: the interval after the last run started (now, when there was none). */
export async function nextScheduledAt(environment: Environment, settings: SyncSettings): Promise<Date> {
  const db = await getDb();
  const [last] = await db
    .select({ startedAt: t.startedAt })
    .from(t)
    .where(and(eq(t.environment, environment), isNotNull(t.startedAt)))
    .orderBy(desc(t.id))
    .limit(1);
  return last?.startedAt ? new Date(last.startedAt.getTime() + settings.intervalMinutes * 60_000) : new Date(0);
}

/**
 * The run the lease holder does next: one left running by a holder that lost its lease (resumed from its
 * progress), else one queued, else a scheduled one when due. Taking it sets its holder and window.
 */
export async function takeNextRun(
  environment: Environment,
  holder: string,
  settings: SyncSettings,
  options: { schedule: boolean; now?: Date },
): Promise<RunRow | null> {
  const now = options.now ?? new Date();
  let run = await activeRun(environment);
  if (!run && options.schedule && (await nextScheduledAt(environment, settings)) <= now)
    run = (await queueRun(environment, 'schedule', null)).run;
  if (!run) return null;
  const db = await getDb();
  // Only the lease holder calls this, so a running run is one whose holder lost the lease: taken over as it stands.
  const set =
    run.status === 'running'
      ? { holder }
      : {
          status: 'running' as const,
          holder,
          startedAt: now,
          ...(await windowColumns(environment, run.kind, settings, now)),
          progress: { phase: 'changes' },
        };
  const [taken] = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, run.id), eq(t.status, run.status)))
    .returning();
  return taken ?? null;
}

/** Ends a run that failed while this instance held it. */
export async function failRun(run: Pick<RunRow, 'id' | 'holder'>, error: string): Promise<void> {
  await updateHeld(run, { status: 'failed', finishedAt: new Date(), error }).catch((e: unknown) => {
    if (!(e instanceof LeaseLost)) throw e;
  });
}

async function windowColumns(environment: Environment, kind: RunRow['kind'], settings: SyncSettings, now: Date) {
  const window = await windowFor(environment, kind, settings, now);
  return { windowFrom: window.from, windowTo: window.to };
}

/**
 * Backfill: the slots from `backfillDaysBack` before now to `backfillDaysAhead` after. Incremental: changes since the
 * last run began.
 */
export async function windowFor(
  environment: Environment,
  kind: RunRow['kind'],
  settings: SyncSettings,
  now: Date,
): Promise<{ from: Date; to: Date }> {
  if (kind === 'backfill') return backfillRange(settings, now);
  const previous = await lastSucceeded(environment);
  const since = previous?.startedAt ?? new Date(now.getTime() - settings.intervalMinutes * 60_000);
  return { from: new Date(Math.min(since.getTime() - env().SYNC_OVERLAP_MS, now.getTime() - 1)), to: now };
}

export function backfillRange(settings: SyncSettings, now: Date): { from: Date; to: Date } {
  const day = 86_400_000;
  const midnight = Math.floor(now.getTime() / day) * day;
  // Whole UTC days, so two instances (or a resumed run) agree on the range; at least one day wide.
  return {
    from: new Date(midnight - settings.backfillDaysBack * day),
    to: new Date(midnight + (settings.backfillDaysAhead + 1) * day),
  };
}

/** Thrown when this instance no longer holds the run (its lease expired and another took over). */
export class LeaseLost extends Error {}

/**
 * Writes to a run this instance is doing: only while the run is still running and still this holder's, so an
 * instance that lost the lease cannot write over the one that took the run over.
 */
export async function updateHeld(
  run: Pick<RunRow, 'id' | 'holder'>,
  set: Partial<typeof t.$inferInsert>,
): Promise<RunRow> {
  const db = await getDb();
  const [row] = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, run.id), eq(t.holder, run.holder ?? ''), eq(t.status, 'running')))
    .returning();
  if (!row) throw new LeaseLost(`run ${run.id} is no longer this instance's`);
  return row;
}

/** The latest runs of an environment, newest first. */
export async function listRuns(environment: Environment, limit = 20): Promise<RunRow[]> {
  const db = await getDb();
  return db.select().from(t).where(eq(t.environment, environment)).orderBy(desc(t.id)).limit(limit);
}

/** Runs of other environments left behind when the admin switched: they end failed, with why. */
export async function failOtherEnvironments(active: Environment): Promise<void> {
  const db = await getDb();
  await db
    .update(t)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error: 'the environment was switched before this run could finish',
    })
    .where(and(ne(t.environment, active), inArray(t.status, ['queued', 'running'])));
}

const leavesUpdatedEmptyKey = (environment: Environment) => `sync:updated-empty:${environment}`;

/**
 * Whether a run has seen this environment's service return a reservation without Updated (then Created is walked too).
 */
export async function serviceLeavesUpdatedEmpty(environment: Environment): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.appState)
    .where(eq(schema.appState.key, leavesUpdatedEmptyKey(environment)));
  return row?.value === true;
}

export async function markServiceLeavesUpdatedEmpty(environment: Environment): Promise<void> {
  const db = await getDb();
  const key = leavesUpdatedEmptyKey(environment);
  await db
    .insert(schema.appState)
    .values({ key, value: true })
    .onConflictDoUpdate({ target: schema.appState.key, set: { value: true, updatedAt: new Date() } });
}
