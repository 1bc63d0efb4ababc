import 'server-only';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { ReplayResult } from '../contract';
import { kickInboxProcessor } from './process-inbox';

const t = schema.webhookInbox;

/**
 * Gives dead events a fresh start: due now, no attempts, not dead (lastError stays until the next attempt says
 * otherwise), then wakes the processor. Ids that are unknown or not dead are skipped and named with the reason,
 * so a second click, or another admin replaying the same event, is harmless. One audit entry per request.
 */
export async function replayWebhooks(eventIds: string[], actorId: string | null): Promise<ReplayResult> {
  const ids = [...new Set(eventIds)];
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const queued = await tx
      .update(t)
      .set({ deadAt: null, processedAt: null, attempts: 0, nextAttemptAt: new Date(), claimedUntil: null })
      .where(and(inArray(t.eventId, ids), isNotNull(t.deadAt)))
      .returning({ eventId: t.eventId });
    const queuedIds = queued.map((r) => r.eventId);
    const rest = ids.filter((id) => !queuedIds.includes(id));
    const known =
      rest.length > 0
        ? new Set(
            (await tx.select({ eventId: t.eventId }).from(t).where(inArray(t.eventId, rest))).map((r) => r.eventId),
          )
        : new Set<string>();
    const skipped = rest.map((eventId) => ({
      eventId,
      reason: known.has(eventId) ? ('not_dead' as const) : ('not_found' as const),
    }));
    if (queuedIds.length > 0) {
      await tx.insert(schema.auditLog).values({
        actorId,
        action: 'webhooks.replay',
        subject: 'webhook_inbox',
        detail: { eventIds: queuedIds, skipped },
      });
    }
    return { queued: queuedIds.length, queuedIds, skipped };
  });
  if (result.queued > 0) kickInboxProcessor();
  return result;
}
