import { z } from 'zod';
import { atLeastOneField, issueText } from '@/lib/contracts';
import type { Environment } from '@/lib/contracts';

// The scheduled download from the service (Admin → Sync): its settings per environment, its runs and where it stands.

export const SYNC_DEFAULTS = { intervalMinutes: 15, backfillDaysBack: 30, backfillDaysAhead: 90 } as const;

const days = () =>
  z
    .number({ error: issueText('mustBeDays', 'must be a number of days') })
    .int(issueText('wholeDays', 'must be whole days'))
    .min(0, issueText('notNegative', 'must not be negative'))
    .max(366, issueText('atMostDays', 'must be at most 366 days', { max: 366 }));

export const ZSyncSettings = z.object({
  intervalMinutes: z
    .number({ error: issueText('mustBeMinutes', 'must be a number of minutes') })
    .int(issueText('wholeMinutes', 'must be whole minutes'))
    .min(1, issueText('atLeastMinutes', 'must be at least 1 minute', { min: 1 }))
    .max(1440, issueText('atMostMinutesADay', 'must be at most 1440 minutes (a day)', { max: 1440 })),
  backfillDaysBack: days(),
  backfillDaysAhead: days(),
});
export type SyncSettings = z.infer<typeof ZSyncSettings>;

/** PATCH /api/admin/sync: any of the settings. */
export const ZSyncSettingsInput = atLeastOneField(ZSyncSettings.partial().strict());
export type SyncSettingsInput = z.infer<typeof ZSyncSettingsInput>;

export type SyncRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';
/** What a run is doing: reading changes (or the backfill range), checking deletions, refreshing the lookups. */
export type SyncPhase = 'changes' | 'created' | 'deleted' | 'lookups' | 'done';

export interface SyncRunRow {
  id: number;
  environment: Environment;
  kind: 'backfill' | 'incremental';
  trigger: 'schedule' | 'manual';
  requestedBy: string | null;
  status: SyncRunStatus;
  phase: SyncPhase;
  /** Backfill: the slot range; incremental: the Created/Updated window. */
  windowFrom: string | null;
  windowTo: string | null;
  /** How far the walk through the window got (the time of the last page recorded). */
  reachedAt: string | null;
  records: number;
  created: number;
  changed: number;
  deleted: number;
  calls: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
}

export interface SyncOverview {
  environment: Environment | null;
  settings: SyncSettings;
  /** The run queued or under way, if any. */
  active: SyncRunRow | null;
  /** The latest runs, newest first. */
  runs: SyncRunRow[];
  nextRunAt: string | null;
  /** Which instance holds the sync now (host:pid), if any. */
  holder: string | null;
  /** The slot range the first download covers, from today's settings. */
  backfill: { from: string; to: string };
  scheduleDisabled: boolean;
}
