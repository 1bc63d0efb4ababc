import 'server-only';
import { sql } from 'drizzle-orm';
import { describeErrorForLog } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import type { WebhookRefusalReason } from '@/lib/contracts';

const t = schema.webhookRefusals;

/**
 * Counts one refused delivery under its reason: one upsert, so a flood of bad requests stays cheap and the table
 * stays one row per reason. `detail` is the specific reason for the admin (a caller refused for its signature gets
 * one uniform answer), never the body or a secret. A failure to count is logged and swallowed: the caller is
 * refused either way.
 */
export async function countRefusal(reason: WebhookRefusalReason, detail: string): Promise<void> {
  const now = new Date();
  const lastDetail = detail.slice(0, 300);
  try {
    const db = await getDb();
    await db
      .insert(t)
      .values({ reason, count: 1, lastAt: now, lastDetail })
      .onConflictDoUpdate({ target: t.reason, set: { count: sql`${t.count} + 1`, lastAt: now, lastDetail } });
  } catch (error) {
    console.error(`[webhooks] could not count a refusal (${reason}): ${describeErrorForLog(error, { stack: false })}`);
  }
}
