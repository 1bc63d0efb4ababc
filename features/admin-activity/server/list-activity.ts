import 'server-only';
import { and, count, desc, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SYSTEM_ACTOR,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
  type ActivityQueryInput,
} from '../contract';
import { getDb, schema } from '@/lib/db';
import { describeActivity } from './describe-activity';
import { activityBound, readActivityQuery } from './read-activity-query';

const a = schema.auditLog;
const actor = alias(schema.users, 'actor');
const subjectUser = alias(schema.users, 'subject_user');

/**
 * A connection save that changed a secret: a `changes` key that looks like one, webhook secrets added or removed, or
 * the older shape's password flag: what secretWords() in describe-activity.ts puts in a summary, in SQL. CASE, not AND:
 * SQL does not promise to test the type before the cast.
 */
const CHANGED_SECRETS = sql`coalesce(
  (case when jsonb_typeof(${a.detail} -> 'changes') = 'object'
    then exists (select 1 from jsonb_object_keys(${a.detail} -> 'changes') as k where k ~* '(password|secret|token)')
    else (${a.detail} -> 'passwordChanged') = 'true'::jsonb end)
  or (case when jsonb_typeof(${a.detail} -> 'webhookSecretsAdded') = 'number'
    then (${a.detail} ->> 'webhookSecretsAdded')::numeric >= 1 else false end)
  or (case when jsonb_typeof(${a.detail} -> 'webhookSecretsRemoved') = 'number'
    then (${a.detail} ->> 'webhookSecretsRemoved')::numeric >= 1 else false end),
  false)`;

/** Which actions each kind holds. A connection save that changed a secret is both "connection" and "secrets". */
const KIND_CONDITIONS: Record<ActivityKind, SQL> = {
  users: like(a.action, 'user.%'),
  connection: eq(a.action, 'connection.saved'),
  environment: eq(a.action, 'connection.activated'),
  secrets: and(eq(a.action, 'connection.saved'), CHANGED_SECRETS)!,
  sync: like(a.action, 'sync.%'),
  webhooks: like(a.action, 'webhooks.%'),
  reports: like(a.action, 'reports.%'),
};

interface Filters {
  actor?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
  timeZone: string;
}

function conditions(f: Filters): SQL | undefined {
  return and(
    f.actor === SYSTEM_ACTOR ? isNull(a.actorId) : f.actor ? eq(a.actorId, f.actor) : undefined,
    f.kind ? KIND_CONDITIONS[f.kind] : undefined,
    f.from ? gte(a.at, activityBound(f.from, 'from', f.timeZone)) : undefined,
    f.to ? lt(a.at, activityBound(f.to, 'to', f.timeZone)) : undefined,
  );
}

const columns = {
  id: a.id,
  at: a.at,
  // The exact stored time (microseconds), for the export's keyset: a Date keeps only milliseconds.
  atKey: sql<string>`to_char(${a.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  actorId: a.actorId,
  actorName: actor.name,
  actorEmail: actor.email,
  action: a.action,
  subject: a.subject,
  detail: a.detail,
  subjectName: subjectUser.name,
  subjectEmail: subjectUser.email,
};

async function select(where: SQL | undefined, limit: number, offset = 0) {
  const db = await getDb();
  return (
    db
      .select(columns)
      .from(a)
      .leftJoin(actor, eq(actor.id, a.actorId))
      // The subject of a user.* entry is the user's id; of any other entry it is no user (an environment, the inbox).
      .leftJoin(subjectUser, and(like(a.action, 'user.%'), sql`${subjectUser.id}::text = ${a.subject}`))
      .where(where)
      // Newest first; the id breaks ties, so a page boundary never repeats or skips an entry.
      .orderBy(desc(a.at), desc(a.id))
      .limit(limit)
      .offset(offset)
  );
}

type Selected = Awaited<ReturnType<typeof select>>[number];

function toEntry(row: Selected): ActivityEntry {
  const described = describeActivity({
    action: row.action,
    subject: row.subject,
    detail: row.detail,
    subjectUser: row.subjectEmail === null ? null : { name: row.subjectName ?? '', email: row.subjectEmail },
  });
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '', known: row.actorEmail !== null },
    action: row.action,
    ...described,
  };
}

/** One page of the trail, newest first, and how many entries match in all. */
export async function listActivity(input: ActivityQueryInput): Promise<ActivityPage> {
  const query = readActivityQuery(input);
  const where = conditions(query);
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    select(where, query.pageSize, query.page * query.pageSize),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { rows: rows.map(toEntry), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Every matching entry, newest first, `batchSize` at a time, so a long trail is never held whole. Each batch starts
 * after the last entry of the one before (its exact time and id), so entries written meanwhile neither shift nor
 * repeat the rest.
 */
export async function* readActivityBatches(filters: Filters, batchSize = 1000): AsyncGenerator<ActivityEntry[]> {
  const where = conditions(filters);
  let after: { atKey: string; id: number } | null = null;
  for (;;) {
    const rows: Selected[] = await select(
      after ? and(where, sql`(${a.at}, ${a.id}) < (${after.atKey}::timestamptz, ${after.id})`) : where,
      batchSize,
    );
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { atKey: last.atKey, id: last.id };
  }
}
