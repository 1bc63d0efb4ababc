import 'server-only';
import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  deletionBound,
  type DeletedPage,
  type DeletedQuery,
  type DeletedQueryInput,
  type DeletedReservation,
} from '../contract';
import { type Environment } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';
import { readActiveEnvironment, loadBranchTimeZones } from '@/lib/settings';
import type { DeletedCsvRow } from './build-deleted-csv';
import { loadRampNames } from '@/lib/catalog';
import { readDeletedQuery } from './read-deleted-query';

const t = schema.deletedReservations;

/** The record's fields the audit shows beside its own columns ('' when the detail does not have them). */
const field = (name: string) => sql<string>`coalesce(${t.record} ->> ${sql.raw(`'${name}'`)}, '')`;

const columns = {
  id: t.id,
  number: t.number,
  startUtc: t.startUtc,
  endUtc: t.endUtc,
  rampId: t.resourceId,
  carrier: t.carrier,
  vehiclePlate: field('VehicleNumberPlate'),
  trailerPlate: field('TrailerNumberPlate'),
  driver: field('CarrierDriverFullName'),
  status: field('ApprovalStatus'),
  orderNumbers: field('OrderNumbers'),
  supplierNames: field('SupplierNames'),
  branchOfficeId: field('BranchOfficeId'),
  deletedAt: t.deletedAt,
  learntAt: t.learntAt,
  learntVia: t.learntVia,
  detailFrom: t.detailFrom,
};

/** A row as selected: the audit's columns, times as dates, and the branch office the detail names ('' if none). */
type Selected = Omit<DeletedCsvRow, 'startUtc' | 'endUtc' | 'deletedAt' | 'learntAt' | 'rampName' | 'timeZone'> & {
  startUtc: Date | null;
  endUtc: Date | null;
  deletedAt: Date;
  learntAt: Date;
  branchOfficeId: string;
};

function conditions(environment: Environment, query: DeletedQuery): SQL | undefined {
  const from = query.from ? deletionBound(query.from, 'from') : null;
  const to = query.to ? deletionBound(query.to, 'to') : null;
  return and(
    eq(t.environment, environment),
    from ? gte(t.deletedAt, from) : undefined,
    to ? lt(t.deletedAt, to) : undefined,
    query.rampId ? eq(t.resourceId, query.rampId.toLowerCase()) : undefined,
    // strpos, not LIKE: a % or _ typed by a planner is text, not a wildcard. The carrier is lowered by the database on
    // both sides; the search text was lowered when it was written, so the typed text is lowered the same way here.
    query.carrier ? sql`strpos(lower(${t.carrier}), lower(${query.carrier})) > 0` : undefined,
    query.q ? sql`strpos(${t.searchText}, ${query.q.toLowerCase()}) > 0` : undefined,
  );
}

/** Names the ramp and the time zone of each row (the slot's branch office, else its ramp's). */
async function describer(environment: Environment) {
  const [ramps, zones] = await Promise.all([loadRampNames(environment), loadBranchTimeZones()]);
  const zoneOf = new Map(Object.entries(zones).map(([branch, zone]) => [branch.toLowerCase(), zone]));
  return ({ branchOfficeId, ...row }: Selected): DeletedCsvRow => {
    const ramp = row.rampId ? ramps.get(row.rampId) : undefined;
    const branch = branchOfficeId.toLowerCase() || ramp?.branchOfficeId || '';
    return {
      ...row,
      startUtc: row.startUtc?.toISOString() ?? null,
      endUtc: row.endUtc?.toISOString() ?? null,
      rampName: ramp?.name ?? null,
      timeZone: zoneOf.get(branch) ?? null,
      deletedAt: row.deletedAt.toISOString(),
      learntAt: row.learntAt.toISOString(),
    };
  };
}

/** Newest deletion first; the id breaks ties, so a page boundary never repeats or skips a row. */
const ORDER = [desc(t.deletedAt), asc(t.id)];

/**
 * One page of the audit of the active environment, newest deletion first, and how many rows match in all. With no
 * active environment nothing was ever recorded: an empty page.
 */
export async function listDeletedReservations(input: DeletedQueryInput): Promise<DeletedPage> {
  const query = readDeletedQuery(input);
  const environment = await readActiveEnvironment();
  const empty = { rows: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!environment) return empty;
  const db = await getDb();
  const where = conditions(environment, query);
  const [rows, [counted], describe] = await Promise.all([
    db
      .select({ ...columns, record: t.record })
      .from(t)
      .where(where)
      .orderBy(...ORDER)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(t).where(where),
    describer(environment),
  ]);
  return {
    ...empty,
    rows: rows.map(({ record, ...row }): DeletedReservation => ({ ...describe(row), record })),
    total: counted?.total ?? 0,
  };
}

/**
 * Every matching row, newest first, up to `limit`, without the full records (the CSV does not carry them), read
 * `batchSize` at a time as the caller iterates, each batch after the last row of the one before; and how many match.
 */
export async function readDeletedBatches(
  input: DeletedQueryInput,
  limit: number,
  batchSize = 1000,
): Promise<{ total: number; batches: AsyncGenerator<DeletedCsvRow[]> }> {
  const query = readDeletedQuery(input);
  const environment = await readActiveEnvironment();
  if (!environment) return { total: 0, batches: (async function* () {})() };
  const db = await getDb();
  const where = conditions(environment, query);
  const [[counted], describe] = await Promise.all([
    db.select({ total: count() }).from(t).where(where),
    describer(environment),
  ]);
  // The deletion time to the microsecond, as the database holds it: a Date would round it and repeat or skip a row.
  const key = sql<string>`to_char(${t.deletedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  async function* batches(): AsyncGenerator<DeletedCsvRow[]> {
    let after: { key: string; id: string } | null = null;
    for (let left = limit; left > 0;) {
      const at = after && sql`${after.key}::timestamptz`;
      const position: SQL | undefined = after
        ? or(lt(t.deletedAt, at!), and(eq(t.deletedAt, at!), gt(t.id, after.id)))
        : undefined;
      const rows: (Selected & { key: string })[] = await db
        .select({ ...columns, key })
        .from(t)
        .where(and(where, position))
        .orderBy(...ORDER)
        .limit(Math.min(batchSize, left));
      if (rows.length === 0) return;
      left -= rows.length;
      // describe() keeps the fields it knows; the key rides along unused.
      yield rows.map(describe);
      if (rows.length < batchSize) return;
      const last: Selected & { key: string } = rows.at(-1)!;
      after = { key: last.key, id: last.id };
    }
  }
  return { total: counted?.total ?? 0, batches: batches() };
}
