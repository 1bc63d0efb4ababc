import 'server-only';
import { sql } from 'drizzle-orm';
import {
  DELAY_BUCKET_MINUTES,
  DELAY_BUCKETS_FROM,
  DELAY_BUCKETS_TO,
  type PunctualityOutcome,
  type PunctualityReport,
  type PunctualityRow,
  type ReportQuery,
} from '../contract';
import { getDatabase } from '@/lib/db';
import { classifiedRows, outcomeCode } from './classified-rows';
import { localMidnight, weekStarts } from './local-range';
import { readReportSettings } from './manage-report-settings';
import { publicScope, type ResolvedScope, resolveReportScope, rowsOf } from './resolve-report-scope';

interface Aggregate {
  grp: 'carrier' | 'total' | 'week' | 'bucket';
  carrier: string | null;
  week: number | null;
  bucket: number | null;
  reservations: number;
  on_time: number;
  early: number;
  late: number;
  no_show: number;
  open: number;
  not_approved: number;
  median_delay: number | null;
  p90_delay: number | null;
  median_dwell: number | null;
  median_turnaround: number | null;
}

const LOW_BUCKET = DELAY_BUCKETS_FROM / DELAY_BUCKET_MINUTES - 1;
const HIGH_BUCKET = DELAY_BUCKETS_TO / DELAY_BUCKET_MINUTES;

/**
 * Carrier punctuality for a branch office and a range of its local days: per carrier and in total, per local ISO
 * week, and arrivals by delay. Aggregated by the database (grouping sets), nothing loaded into Node.
 */
export async function buildPunctualityReport(query: ReportQuery, now = Date.now()): Promise<PunctualityReport> {
  const [scope, settings] = await Promise.all([resolveReportScope(query), readReportSettings()]);
  const tolerance = settings.toleranceMinutes;
  const mondays = weekStarts(query.from, query.to);
  const rows = scope.environment ? await aggregate(scope, tolerance, now, mondays) : [];
  const totals = rows.find((r) => r.grp === 'total');
  // width_bucket numbers the weeks from 1.
  const weeks = new Map(rows.filter((r) => r.grp === 'week').map((r) => [mondays[r.week! - 1]!, r]));
  const buckets = new Map(
    rows.filter((r) => r.grp === 'bucket' && r.bucket !== null).map((r) => [r.bucket!, r.reservations]),
  );
  return {
    ...publicScope(scope),
    toleranceMinutes: tolerance,
    totals: toRow('', totals),
    carriers: rows
      .filter((r) => r.grp === 'carrier')
      .map((r) => toRow(r.carrier ?? '', r))
      .sort((a, b) => b.reservations - a.reservations || (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0)),
    weeks: mondays.map((weekStart) => {
      const w = weeks.get(weekStart);
      const counted = w ? w.on_time + w.early + w.late + w.no_show : 0;
      return { weekStart, counted, onTime: w?.on_time ?? 0, onTimeShare: counted ? w!.on_time / counted : null };
    }),
    delays: Array.from({ length: HIGH_BUCKET - LOW_BUCKET + 1 }, (_, i) => {
      const b = LOW_BUCKET + i;
      return {
        fromMinutes: b === LOW_BUCKET ? null : b * DELAY_BUCKET_MINUTES,
        toMinutes: b === HIGH_BUCKET ? null : (b + 1) * DELAY_BUCKET_MINUTES,
        count: buckets.get(b) ?? 0,
      };
    }),
  };
}

const minutes = (column: string) => sql.raw(`array_agg(${column}) filter (where ${column} is not null)`);

async function aggregate(
  scope: ResolvedScope,
  tolerance: number,
  now: number,
  mondays: string[],
): Promise<Aggregate[]> {
  const { db, driver } = await getDatabase();
  const counted = (outcome: PunctualityOutcome) =>
    sql`(count(*) filter (where outcome = ${outcomeCode(outcome)}))::int`;
  const counts = sql`count(*)::int as reservations, ${counted('onTime')} as on_time, ${counted('early')} as early,
    ${counted('late')} as late,
    ${counted('noShow')} as no_show, ${counted('open')} as open, ${counted('notApproved')} as not_approved`;
  // Where each local week begins, as instants: a slot's week is a binary search, not a conversion to local time per
  // row.
  const weekBegins = mondays.map((day) => new Date(localMidnight(day, scope.timeZone)).toISOString());
  const c = classifiedRows(
    scope,
    tolerance,
    now,
    sql`width_bucket(start_utc, ${sql.param(weekBegins)}::timestamptz[]) as week,
      case when report_delay is null then null
           when report_delay < ${DELAY_BUCKETS_FROM} then ${LOW_BUCKET}
           when report_delay >= ${DELAY_BUCKETS_TO} then ${HIGH_BUCKET}
           else floor(report_delay / ${DELAY_BUCKET_MINUTES})::int end as bucket,`,
  );
  // Percentiles need the minutes in order, not the rows. On PostgreSQL each carrier's (and the total's) minutes are
  // gathered into arrays while the rows are hashed by carrier, and only the arrays are sorted (slotboard_percentiles,
  // migration 0014); PGlite, with one process and no parallel plan, keeps percentile_cont over the sorted rows. Both
  // give the same figures. See docs/decisions/0650-punctuality-report-query-plan.md.
  const carriers =
    driver === 'postgres'
      ? sql`
    select grp, carrier, null::int as week, null::int as bucket,
      reservations, on_time, early, late, no_show, open, not_approved,
      delay[1] as median_delay, delay[2] as p90_delay, dwell[1] as median_dwell, turnaround[1] as median_turnaround
    from (
      select case when grouping(carrier) = 0 then 'carrier' else 'total' end as grp, carrier, ${counts},
        slotboard_percentiles(${minutes('delay')}, '{0.5,0.9}') as delay,
        slotboard_percentiles(${minutes('dwell')}, '{0.5}') as dwell,
        slotboard_percentiles(${minutes('turnaround')}, '{0.5}') as turnaround
      from ${c} as c group by grouping sets ((carrier), ())
    ) as p`
      : sql`
    select case when grouping(carrier) = 0 then 'carrier' else 'total' end as grp, carrier,
      null::int as week, null::int as bucket, ${counts},
      percentile_cont(0.5) within group (order by delay) as median_delay,
      percentile_cont(0.9) within group (order by delay) as p90_delay,
      percentile_cont(0.5) within group (order by dwell) as median_dwell,
      percentile_cont(0.5) within group (order by turnaround) as median_turnaround
    from ${c} as c group by grouping sets ((carrier), ())`;
  // Weeks and delay buckets are counts, hashed in a second pass that PostgreSQL runs beside the first: two reads of
  // the index cost less than holding the rows for both in a materialised CTE (docs/decisions/0650).
  const report = sql`
    ${carriers}
    union all
    select case when grouping(week) = 0 then 'week' else 'bucket' end, null, week, bucket, ${counts},
      null::float8, null::float8, null::float8, null::float8
    from ${c} as c group by grouping sets ((week), (bucket))
  `;
  // A year of a busy branch office is 10 to 20 MB to hold and sort: in memory, not in temporary files
  // (PostgreSQL's default work_mem is 4 MB). Only for this query (set local).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(report);
  });
  return rowsOf<Aggregate>(result);
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(carrier: string, r: Aggregate | undefined): PunctualityRow {
  const counted = r ? r.on_time + r.early + r.late + r.no_show : 0;
  return {
    carrier,
    reservations: r?.reservations ?? 0,
    onTime: r?.on_time ?? 0,
    early: r?.early ?? 0,
    late: r?.late ?? 0,
    noShow: r?.no_show ?? 0,
    open: r?.open ?? 0,
    notApproved: r?.not_approved ?? 0,
    onTimeShare: counted ? r!.on_time / counted : null,
    medianDelayMinutes: num(r?.median_delay),
    p90DelayMinutes: num(r?.p90_delay),
    medianDwellMinutes: num(r?.median_dwell),
    medianTurnaroundMinutes: num(r?.median_turnaround),
  };
}
