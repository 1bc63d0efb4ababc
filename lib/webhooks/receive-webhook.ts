import 'server-only';
import { sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { resolveActiveConnection } from '@/lib/settings';
import { verifySignature } from './verify-signature';
import { ZWebhookPayload } from './webhook-payload';
import { kickInboxProcessor } from './process-inbox';

export const MAX_BODY_BYTES = 256 * 1024;
// The service announces a write made through Slotboard as soon as it lands, before Slotboard has re-read it and
// recorded who made it. Processing waits WEBHOOK_SETTLE_MS (1.5 s) so that record comes first: the history names
// the planner, and the planner's own tab is not told of its own change.

/**
 * Checks and stores one webhook, nothing slower (spec §6.4: answer at once). Processing happens afterwards;
 * a stored event survives a crash or restart and is processed then.
 */
export async function receiveWebhook(input: { rawBody: string; timestamp: string | null; signature: string | null }): Promise<{ eventId: string; duplicate: boolean }> {
  if (Buffer.byteLength(input.rawBody) > MAX_BODY_BYTES) throw new AppError('payload_too_large', `A webhook body may be at most ${MAX_BODY_BYTES / 1024} KB.`);
  const connection = await resolveActiveConnection();
  if (!connection) throw new AppError('invalid_signature', 'No reservation service is connected, so no webhook can be verified.');
  const check = verifySignature({ ...input, secrets: connection.webhookSecrets, now: Date.now() });
  if (!check.ok) throw new AppError('invalid_signature', `Webhook refused: ${check.reason}.`);

  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new AppError('invalid_json', 'The webhook body is not valid JSON.');
  }
  const parsed = ZWebhookPayload.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
    throw new AppError('invalid_request', `Webhook refused: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}.`, details);
  }
  const payload = parsed.data;
  const settleMs = env().WEBHOOK_SETTLE_MS;
  const db = await getDb();
  const t = schema.webhookInbox;
  const [row] = await db
    .insert(t)
    .values({
      eventId: payload.eventId,
      environment: connection.environment,
      event: payload.event,
      subjectId: payload.data?.id ?? null,
      occurredAt: payload.occurredAt ? new Date(payload.occurredAt) : null,
      body: payload as Record<string, unknown>,
      nextAttemptAt: new Date(Date.now() + settleMs),
    })
    // Delivered again (spec §6.4): stored once, counted.
    .onConflictDoUpdate({ target: t.eventId, set: { deliveries: sql`${t.deliveries} + 1` } })
    .returning({ deliveries: t.deliveries });
  if (settleMs === 0) kickInboxProcessor();
  else setTimeout(kickInboxProcessor, settleMs).unref();
  return { eventId: payload.eventId, duplicate: (row?.deliveries ?? 1) > 1 };
}
