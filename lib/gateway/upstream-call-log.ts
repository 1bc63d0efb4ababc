import 'server-only';
import { desc, lte, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment, UpstreamCallRow } from '@/lib/contracts';
import type { UpstreamCall } from '@/lib/upstream';

const CALL_LOG_SIZE = 500;
const PRUNE_EVERY = 50;
let sincePrune = 0;

/** Calls wait this long to be stored together: a week's read makes twenty calls, and each insert costs the process. */
const BATCH_MS = 100;
let batch: { rows: (typeof schema.upstreamCalls.$inferInsert)[]; written: Promise<void> } | null = null;
/** Writes not yet settled, the one still gathering calls included. */
const unsettled = new Set<Promise<void>>();

/**
 * Stores one upstream call (never a credential: the client reports method, path and query only), with others made
 * meanwhile.
 */
export function logUpstreamCall(environment: Environment, call: UpstreamCall): Promise<void> {
  const row = {
    at: new Date(call.at),
    environment,
    method: call.method,
    path: call.path,
    query: call.query,
    status: call.status,
    durationMs: Math.round(call.durationMs),
    recordCount: call.recordCount,
    error: call.error ?? null,
  };
  if (batch) {
    batch.rows.push(row);
    return batch.written;
  }
  const rows = [row];
  const written = new Promise<void>((resolve) => setTimeout(resolve, BATCH_MS)).then(async () => {
    batch = null;
    const db = await getDb();
    await db.insert(schema.upstreamCalls).values(rows);
    // Keep the table at about CALL_LOG_SIZE rows without a delete on every insert.
    sincePrune += rows.length;
    if (sincePrune >= PRUNE_EVERY) {
      sincePrune = 0;
      await db
        .delete(schema.upstreamCalls)
        .where(lte(schema.upstreamCalls.id, sql`(select max(id) from ${schema.upstreamCalls}) - ${CALL_LOG_SIZE}`));
    }
  });
  batch = { rows, written };
  unsettled.add(written);
  written.finally(() => unsettled.delete(written)).catch(() => undefined);
  return written;
}

/**
 * Resolves once the calls waiting to be stored are written (or their write failed, which is logged where it fails).
 * Whoever closes the database first awaits it: a write due after the close would open the database again.
 */
export async function flushUpstreamCallLog(): Promise<void> {
  await Promise.all([...unsettled].map((written) => written.catch(() => undefined)));
}

export async function listUpstreamCalls(): Promise<UpstreamCallRow[]> {
  const db = await getDb();
  const rows = await db.select().from(schema.upstreamCalls).orderBy(desc(schema.upstreamCalls.id)).limit(CALL_LOG_SIZE);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
