import 'server-only';
import { and, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { WEBHOOK_PAGE_SIZE, type WebhookEvent, type WebhookOverview, type WebhookStatus } from '../contract';
import { readConnectionOverview } from '@/lib/settings';
import { flushRefusalCounts } from './count-refusal';

const t = schema.webhookInbox;
const r = schema.webhookRefusals;

// The four states of an inbox row (WEBHOOK_STATUSES in lib/contracts), as conditions the counts and the page share.
const WHERE: Record<WebhookStatus, SQL> = {
  received: and(isNull(t.processedAt), isNull(t.deadAt), eq(t.attempts, 0))!,
  retrying: and(isNull(t.processedAt), isNull(t.deadAt), gt(t.attempts, 0))!,
  processed: and(isNotNull(t.processedAt), isNull(t.deadAt))!,
  dead: isNotNull(t.deadAt),
};

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Admin → Webhooks in one answer: where to send them, the secrets' ids, the inbox by state and a page of it, refusals.
 */
export async function loadWebhookOverview(query: {
  status: WebhookStatus | 'all';
  page: number;
  search?: string;
}): Promise<WebhookOverview> {
  // Refusals are counted in memory first (count-refusal.ts): the admin sees every one counted so far.
  await flushRefusalCounts();
  const db = await getDb();
  const [[counts], connections, refusals, kinds] = await Promise.all([
    db
      .select({
        received: countWhere(WHERE.received),
        retrying: countWhere(WHERE.retrying),
        processed: countWhere(WHERE.processed),
        dead: countWhere(WHERE.dead),
      })
      .from(t),
    readConnectionOverview(),
    db.select().from(r).orderBy(desc(r.lastAt)),
    db
      .select({
        event: t.event,
        lastReceivedAt: sql<Date>`max(${t.receivedAt})`.mapWith(t.receivedAt),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(t)
      .groupBy(t.event)
      .orderBy(desc(sql`max(${t.receivedAt})`))
      .limit(100),
  ]);
  const search = query.search
    ? or(eq(t.eventId, query.search), sql`lower(${t.subjectId}) = ${query.search.toLowerCase()}`)
    : undefined;
  const where = and(query.status === 'all' ? undefined : WHERE[query.status], search);
  const total = search
    ? ((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0)
    : query.status === 'all'
      ? counts!.received + counts!.retrying + counts!.processed + counts!.dead
      : counts![query.status];
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.receivedAt), desc(t.eventId))
    .limit(WEBHOOK_PAGE_SIZE)
    .offset((query.page - 1) * WEBHOOK_PAGE_SIZE);

  return {
    // NEXTAUTH_URL, not the request's origin: it is by definition the address people (and so the service) reach
    // Slotboard on, while behind a reverse proxy a request can arrive addressed to an internal host.
    receiverUrl: `${env().NEXTAUTH_URL.replace(/\/+$/, '')}/api/webhooks`,
    retentionDays: env().WEBHOOK_RETENTION_DAYS,
    maxAttempts: env().WEBHOOK_MAX_ATTEMPTS,
    environments: connections.environments.map((c) => ({
      environment: c.environment,
      configured: c.configured,
      active: connections.active === c.environment,
      secrets: c.webhookSecrets,
    })),
    counts: counts!,
    inbox: {
      status: query.status,
      search: query.search ?? null,
      page: query.page,
      pageSize: WEBHOOK_PAGE_SIZE,
      total,
      events: rows.map(toEvent),
    },
    refusals: refusals.map((x) => ({
      reason: x.reason,
      count: x.count,
      lastAt: x.lastAt.toISOString(),
      lastDetail: x.lastDetail,
    })),
    lastByKind: kinds.map((k) => ({ event: k.event, lastReceivedAt: k.lastReceivedAt.toISOString(), count: k.count })),
  };
}

function toEvent(row: typeof t.$inferSelect): WebhookEvent {
  return {
    eventId: row.eventId,
    event: row.event,
    subjectId: row.subjectId,
    environment: row.environment,
    status: row.deadAt ? 'dead' : row.processedAt ? 'processed' : row.attempts > 0 ? 'retrying' : 'received',
    receivedAt: row.receivedAt.toISOString(),
    occurredAt: row.occurredAt?.toISOString() ?? null,
    deliveries: row.deliveries,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    deadAt: row.deadAt?.toISOString() ?? null,
    lastError: row.lastError,
    payload: row.body,
  };
}
