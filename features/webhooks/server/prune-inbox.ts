import 'server-only';
import { and, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';

const t = schema.webhookInbox;
// Bounded work per run: a backlog after a long retention change is worked off over several hourly runs, and no
// single statement holds many locks.
const BATCH = 1_000;
const MAX_BATCHES = 20;

/**
 * Deletes processed events received more than WEBHOOK_RETENTION_DAYS ago; returns how many went. Dead events stay
 * until replayed, unprocessed ones until processed. Within the period a repeated delivery still finds its eventId
 * and is stored once; after it, the service's retries are long over (H2), and a late copy would only re-read the
 * reservation's current state.
 */
export async function pruneInbox(): Promise<number> {
  const cutoff = new Date(Date.now() - env().WEBHOOK_RETENTION_DAYS * 86_400_000);
  const db = await getDb();
  let deleted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const old = db
      .select({ eventId: t.eventId })
      .from(t)
      .where(and(isNotNull(t.processedAt), isNull(t.deadAt), lt(t.receivedAt, cutoff)))
      .limit(BATCH);
    const gone = await db.delete(t).where(inArray(t.eventId, old)).returning({ eventId: t.eventId });
    deleted += gone.length;
    if (gone.length < BATCH) break;
  }
  return deleted;
}
