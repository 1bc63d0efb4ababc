import 'server-only';
import type { Environment } from '@/lib/contracts';
import { describeErrorForLog, type AppError } from '@/lib/errors';
import { countUpstreamCalls, type ResolvedClient } from '@/lib/gateway';
import { publishLive } from '@/lib/live';
import { knownDeletions, readLookup, recordDeletion, recordReservations, saveLookup } from '@/lib/mirror';
import {
  markServiceLeavesUpdatedEmpty,
  progressOf,
  serviceLeavesUpdatedEmpty,
  updateHeld,
  type RunProgress,
  type RunRow,
} from './manage-runs';

/** Past this many changes in one run, open pages reload once instead of hearing of each. */
const MAX_LIVE_EVENTS = 100;
const LOOKUPS_EVERY_MS = 24 * 60 * 60_000;

interface Counts {
  records: number;
  created: number;
  changed: number;
  deleted: number;
  calls: number;
}

/**
 * Does one run to its end (spec §4.2 patterns 2 and 5): the reservations of its window, page by page, each page
 * recorded in the mirror before the walk's position is stored, so a run cut off anywhere resumes from its last
 * page; then deletions the service lists that the audit lacks; then the lookups when a day old. `keepLease`
 * is called between pages and throws LeaseLost when another instance has taken over.
 */
export async function runSync(run: RunRow, resolved: ResolvedClient, keepLease: () => Promise<void>): Promise<RunRow> {
  const { client, connection } = resolved;
  const environment = connection.environment;
  const counts: Counts = {
    records: run.records,
    created: run.created,
    changed: run.changed,
    deleted: run.deleted,
    calls: run.calls,
  };
  const counter = { calls: run.calls };
  let progress = progressOf(run);
  const touched = new Set<string>();
  let deletedIds: { id: string; number?: string }[] = [];

  // The lease first: an instance that lost it must not write over the one that took the run over.
  const save = async (next: RunProgress) => {
    await keepLease();
    progress = next;
    counts.calls = counter.calls;
    await updateHeld(run, { progress: { ...next }, ...counts });
  };

  try {
    await countUpstreamCalls(counter, async () => {
      if (progress.phase === 'changes' || progress.phase === 'created') {
        const walks: ('StartUtc' | 'Updated' | 'Created')[] = run.kind === 'backfill' ? ['StartUtc'] : ['Updated'];
        // Spec §4.2 pattern 2 asks for Created or Updated. The service moves Updated on every write, creation
        // included (docs/upstream-assumptions.md), so the Updated walk finds both. Once any run has seen a
        // reservation without Updated (the backfill sees every slot in its range), Created is walked as well.
        if (run.kind === 'incremental' && (await serviceLeavesUpdatedEmpty(environment))) walks.push('Created');
        for (const field of walks) {
          const phase = field === 'Created' ? 'created' : 'changes';
          if (phase === 'changes' && progress.phase === 'created') continue;
          await client.walkReservations({
            field,
            from: run.windowFrom!,
            to: run.windowTo!,
            start: progress.phase === phase ? progress.position : undefined,
            onPage: async (records, position) => {
              if (records.some((r) => !r.Updated)) await markServiceLeavesUpdatedEmpty(environment);
              const result = await recordReservations(environment, records, { source: 'read', event: 'sync' });
              counts.records += records.length;
              counts.created += result.created.length;
              counts.changed += result.changed.length;
              for (const id of [...result.created, ...result.changed])
                if (touched.size <= MAX_LIVE_EVENTS) touched.add(id);
              await save({ phase, position });
            },
          });
          if (field !== 'Created' && walks.includes('Created')) await save({ phase: 'created' });
        }
        await save({ phase: 'deleted' });
      }

      if (progress.phase === 'deleted') {
        const listed = await client.listDeletedReservations();
        const known = await knownDeletions(environment);
        for (const entry of listed) {
          const id = entry.Id.toLowerCase();
          if (known.has(id)) continue;
          const { marked, number } = await recordDeletion(environment, { id, via: 'reconciliation', listed: entry });
          if (!marked) continue;
          counts.deleted += 1;
          if (deletedIds.length <= MAX_LIVE_EVENTS) deletedIds.push({ id, number });
        }
        await save({ phase: 'lookups' });
      }

      if (progress.phase === 'lookups') {
        await refreshLookups(environment, resolved);
        await save({ phase: 'done' });
      }
    });
  } finally {
    // What was recorded is news to open pages even when the run stops half-way.
    await announce(environment, touched, deletedIds).catch((error: unknown) =>
      console.error(`[sync] could not tell open pages: ${describeErrorForLog(error, { stack: false })}`),
    );
    deletedIds = [];
  }
  counts.calls = counter.calls;
  return updateHeld(run, {
    ...counts,
    status: 'succeeded',
    finishedAt: new Date(),
    error: null,
    progress: { phase: 'done' },
  });
}

async function announce(environment: Environment, touched: Set<string>, deleted: { id: string; number?: string }[]) {
  const at = new Date().toISOString();
  if (touched.size > MAX_LIVE_EVENTS || deleted.length > MAX_LIVE_EVENTS) {
    await publishLive({ type: 'resync', environment, at });
    return;
  }
  for (const id of touched) await publishLive({ type: 'reservation.changed', environment, id, at, event: 'sync' });
  for (const { id, number } of deleted)
    await publishLive({ type: 'reservation.deleted', environment, id, number, at, event: 'sync' });
}

/** Ramps, vehicle types and units change rarely (spec §4.2 pattern 4): read again once a day. */
async function refreshLookups(environment: Environment, { client }: ResolvedClient) {
  const lists = [
    ['resources', () => client.listResources()],
    ['vehicle-types', () => client.listVehicleTypes()],
    ['units', () => client.listUnits()],
  ] as const;
  for (const [kind, load] of lists) {
    const kept = await readLookup(environment, kind);
    if (kept && Date.now() - Date.parse(kept.fetchedAt) < LOOKUPS_EVERY_MS) continue;
    try {
      await saveLookup(environment, kind, await load());
    } catch (error) {
      // The reservations are recorded by now: a list that cannot be read waits for the next run, and the pages keep
      // the copy they have. A service without a Unit set (the spec has none) answers 404 there, which is no news.
      if (!(kind === 'units' && (error as AppError).code === 'not_found'))
        console.error(`[sync] could not refresh ${kind}: ${describeErrorForLog(error, { stack: false })}`);
    }
  }
}
