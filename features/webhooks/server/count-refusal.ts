import 'server-only';
import { sql } from 'drizzle-orm';
import { describeErrorForLog } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { processState } from '@/lib/process-state';
import type { WebhookRefusalReason } from '../contract';

const t = schema.webhookRefusals;

/** How long refusals gather in memory before one write per reason: a flood of bad requests costs no write each. */
const FLUSH_AFTER_MS = 2_000;

interface Tally {
  count: number;
  lastAt: Date;
  lastDetail: string;
}
interface State {
  pending: Map<WebhookRefusalReason, Tally>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
}

// One tally per process: the receiver route and the admin overview are separate bundles, each with its own copy of
// this module, and the overview must flush what the receiver counted.
const state = processState('webhooks.refusalTally', (): State => ({ pending: new Map(), timer: null, flushing: null }));

/**
 * Counts one refused delivery under its reason, in memory; the counts reach the database (one upsert per reason)
 * within FLUSH_AFTER_MS, or at once when an admin reads them. No write happens per request, so refused requests
 * (which need no secret to send) cannot load the database, and memory stays one entry per reason. `detail` is the
 * specific reason for the admin (a caller refused for its signature gets one uniform answer), never the body or a
 * secret.
 */
export function countRefusal(reason: WebhookRefusalReason, detail: string): void {
  const tally = state.pending.get(reason);
  const now = new Date();
  const lastDetail = detail.slice(0, 300);
  if (tally) Object.assign(tally, { count: tally.count + 1, lastAt: now, lastDetail });
  else state.pending.set(reason, { count: 1, lastAt: now, lastDetail });
  scheduleFlush();
}

function scheduleFlush(): void {
  state.timer ??= setTimeout(() => {
    state.timer = null;
    void flushRefusalCounts();
  }, FLUSH_AFTER_MS);
  state.timer.unref?.();
}

/**
 * Writes the counted refusals. A failure is logged and the counts are kept for the next flush: a refused caller
 * is refused either way.
 */
export async function flushRefusalCounts(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  while (state.flushing) await state.flushing;
  if (state.pending.size === 0) return;
  const batch = [...state.pending];
  state.pending.clear();
  state.flushing = write(batch).finally(() => {
    state.flushing = null;
  });
  await state.flushing;
}

async function write(batch: [WebhookRefusalReason, Tally][]): Promise<void> {
  for (const [reason, tally] of batch) {
    try {
      const db = await getDb();
      await db
        .insert(t)
        .values({ reason, ...tally })
        .onConflictDoUpdate({
          target: t.reason,
          set: {
            count: sql`${t.count} + ${tally.count}`,
            lastAt: sql`greatest(${t.lastAt}, excluded.last_at)`,
            lastDetail: tally.lastDetail,
          },
        });
    } catch (error) {
      console.error(
        `[webhooks] could not record ${tally.count} refusal(s) (${reason}): ` +
          describeErrorForLog(error, { stack: false }),
      );
      const newer = state.pending.get(reason);
      state.pending.set(reason, newer ? { ...newer, count: newer.count + tally.count } : tally);
      // Kept counts are tried again even when no further refusal comes to schedule a write.
      scheduleFlush();
    }
  }
}
