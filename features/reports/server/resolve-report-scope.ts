import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { loadRampNames, type RampName } from '@/lib/catalog';
import { type Environment, nameBranch } from '@/lib/contracts';
import { type ReportQuery, type ReportScope } from '../contract';
import { readActiveEnvironment, loadBranchTimeZones } from '@/lib/settings';
import { lastSucceeded } from '@/features/sync/server';
import { localRange } from './local-range';

export interface ResolvedScope extends ReportScope {
  environment: Environment | null;
  /** [first local midnight, the midnight after the last day) as epoch ms. */
  range: { from: number; to: number };
  /** The branch office's ramps by id (lower case), named as the schedule names them. */
  ramps: Map<string, string>;
}

/**
 * What a report's query means on this installation: the active environment, the branch office's zone (the admin's,
 * else the browser's, else UTC), the instants its local days span, its ramps, and how complete the mirror is.
 */
export async function resolveReportScope(query: ReportQuery): Promise<ResolvedScope> {
  const environment = await readActiveEnvironment();
  const [zones, names, lastSync] = await Promise.all([
    loadBranchTimeZones(),
    environment ? loadRampNames(environment) : Promise.resolve(new Map<string, RampName>()),
    environment ? lastSucceeded(environment) : Promise.resolve(null),
  ]);
  const own = zones[query.branch];
  const timeZone = own ?? query.timeZone ?? 'UTC';
  const mine = [...names].filter(([, r]) => r.branchOfficeId === query.branch);
  return {
    environment,
    branch: query.branch,
    branchName: nameBranch(
      mine.map(([, r]) => ({ ResourceName: r.resourceName })),
      query.branch,
    ),
    from: query.from,
    to: query.to,
    timeZone,
    zoneIsBranchOwn: own !== undefined,
    lastSyncAt: lastSync?.finishedAt?.toISOString() ?? null,
    range: localRange(query.from, query.to, timeZone),
    ramps: new Map(mine.map(([id, r]) => [id, r.name])),
  };
}

/** What a report tells about its scope (no ids of ramps, no environment). */
export function publicScope(scope: ResolvedScope): ReportScope {
  const { branch, branchName, from, to, timeZone, zoneIsBranchOwn, lastSyncAt } = scope;
  return { branch, branchName, from, to, timeZone, zoneIsBranchOwn, lastSyncAt };
}

/**
 * The mirror rows a report reads: the environment's, neither deleted nor gone from their day, at the branch office
 * (their own BranchOfficeId, else their ramp's), the slot matching `when` (start within the range, or overlapping it).
 */
export function scopeFilter(scope: ResolvedScope, when: 'starts' | 'overlaps'): SQL {
  const { from, to } = scope.range;
  const fromAt = new Date(from).toISOString();
  const toAt = new Date(to).toISOString();
  const slot =
    when === 'starts'
      ? sql`start_utc >= ${fromAt}::timestamptz and start_utc < ${toAt}::timestamptz`
      : // No slot lasts a week: the lower bound lets the start index limit the scan.
        sql`start_utc < ${toAt}::timestamptz and end_utc > ${fromAt}::timestamptz
          and start_utc >= ${fromAt}::timestamptz - interval '7 days'`;
  return sql`environment = ${scope.environment} and deleted_at is null and gone_at is null and ${slot}
    and (report_branch = ${scope.branch}
      or (report_branch is null and resource_id = any(${sql.param([...scope.ramps.keys()])}::uuid[])))`;
}

/** The fields every report reads of a mirror row, typed by the database when the row was written (migration 0010). */
export const REPORT_FIELDS = sql`report_carrier as carrier, report_status as status, report_arrival as arrival,
  report_departure as departure, report_not_arrived as not_arrived`;

/** Rows of a raw query, whichever driver ran it (pg and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
