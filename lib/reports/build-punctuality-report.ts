import 'server-only';
import { sql } from 'drizzle-orm';
import { DELAY_BUCKET_MINUTES, DELAY_BUCKETS_FROM, DELAY_BUCKETS_TO, type PunctualityReport, type PunctualityRow, type ReportQuery } from '@/lib/contracts';
import { getDb } from '@/lib/db';
import { classifiedRows } from './classified-rows';
import { weekStarts } from './local-range';
import { readReportSettings } from './manage-report-settings';
import { publicScope, type ResolvedScope, resolveReportScope, rowsOf } from './resolve-report-scope';

interface Aggregate {
  grp: 'carrier' | 'total' | 'week' | 'bucket';
  carrier: string | null;
  week: string | null;
  bucket: number | null;
  reservations: number;
  on_time: number;
  early: number;
  late: number;
  no_show: number;
  open: number;
  not_approved: number;
  arrived: number;
  median_delay: number | null;
  p90_delay: number | null;
  median_dwell: number | null;
  median_turnaround: number | null;
}

const LOW_BUCKET = DELAY_BUCKETS_FROM / DELAY_BUCKET_MINUTES - 1;
const HIGH_BUCKET = DELAY_BUCKETS_TO / DELAY_BUCKET_MINUTES;

/**
 * Carrier punctuality for a branch office and a range of its local days: per carrier and in total, per local ISO
 * week, and arrivals by delay. One pass of the database over the range (grouping sets), nothing loaded into Node.
 */
export async function buildPunctualityReport(query: ReportQuery, now = Date.now()): Promise<PunctualityReport> {
  const [scope, settings] = await Promise.all([resolveReportScope(query), readReportSettings()]);
  const tolerance = settings.toleranceMinutes;
  const rows = scope.environment ? await aggregate(scope, tolerance, now) : [];
  const totals = rows.find((r) => r.grp === 'total');
  const weeks = new Map(rows.filter((r) => r.grp === 'week').map((r) => [r.week!, r]));
  const buckets = new Map(rows.filter((r) => r.grp === 'bucket').map((r) => [r.bucket!, r.reservations]));
  return {
    ...publicScope(scope),
    toleranceMinutes: tolerance,
    totals: toRow('', totals),
    carriers: rows
      .filter((r) => r.grp === 'carrier')
      .map((r) => toRow(r.carrier ?? '', r))
      .sort((a, b) => b.reservations - a.reservations || (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0)),
    weeks: weekStarts(query.from, query.to).map((weekStart) => {
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

async function aggregate(scope: ResolvedScope, tolerance: number, now: number): Promise<Aggregate[]> {
  const db = await getDb();
  const zone = scope.timeZone;
  const result = await db.execute(sql`
    with c as materialized ${classifiedRows(
      scope,
      tolerance,
      now,
      sql`to_char(date_trunc('week', start_utc at time zone ${zone}), 'YYYY-MM-DD') as week,
        case when arrival is null then null
             when extract(epoch from arrival - start_utc) / 60 < ${DELAY_BUCKETS_FROM} then ${LOW_BUCKET}
             when extract(epoch from arrival - start_utc) / 60 >= ${DELAY_BUCKETS_TO} then ${HIGH_BUCKET}
             else floor(extract(epoch from arrival - start_utc) / 60 / ${DELAY_BUCKET_MINUTES})::int end as bucket,`,
    )}
    select
      case when grouping(carrier) = 0 then 'carrier' when grouping(week) = 0 then 'week' when grouping(bucket) = 0 then 'bucket' else 'total' end as grp,
      carrier, week, bucket,
      count(*)::int as reservations,
      (count(*) filter (where outcome = 'onTime'))::int as on_time,
      (count(*) filter (where outcome = 'early'))::int as early,
      (count(*) filter (where outcome = 'late'))::int as late,
      (count(*) filter (where outcome = 'noShow'))::int as no_show,
      (count(*) filter (where outcome = 'open'))::int as open,
      (count(*) filter (where outcome = 'notApproved'))::int as not_approved,
      (count(arrival))::int as arrived,
      percentile_cont(0.5) within group (order by delay) as median_delay,
      percentile_cont(0.9) within group (order by delay) as p90_delay,
      percentile_cont(0.5) within group (order by dwell) as median_dwell,
      percentile_cont(0.5) within group (order by turnaround) as median_turnaround
    from c
    group by grouping sets ((carrier), (week), (bucket), ())
  `);
  // The bucket and week sets hold a NULL group (no arrival; never for week): the total is the one with every column grouped away.
  return rowsOf<Aggregate>(result).filter((r) => !(r.grp === 'bucket' && r.bucket === null));
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
