import 'server-only';
import { sql } from 'drizzle-orm';
import { ALL_DAY, type ReportQuery, type UtilisationCell, type UtilisationReport } from '../contract';
import { getDb } from '@/lib/db';
import { readReportSettings } from './manage-report-settings';
import { openMinutesByHour } from './open-minutes-by-hour';
import {
  REPORT_FIELDS,
  publicScope,
  type ResolvedScope,
  resolveReportScope,
  rowsOf,
  scopeFilter,
} from './resolve-report-scope';

interface MinutesRow {
  kind: 'booked' | 'actual';
  resource_id: string;
  hour: number;
  minutes: number;
}
interface StatusRow {
  status: string;
  n: number;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * Dock utilisation for a branch office and a range of its local days: per ramp and local hour of day, minutes booked
 * (approved and pending slots) and minutes a truck was on site, against the minutes the ramps were open. The database
 * splits every slot and stay into the local hours it spans and sums them; only the 24 × ramps cells come back.
 */
export async function buildUtilisationReport(query: ReportQuery, now = Date.now()): Promise<UtilisationReport> {
  const [scope, settings] = await Promise.all([resolveReportScope(query), readReportSettings()]);
  const openingHours = settings.openingHours[query.branch] ?? ALL_DAY;
  const open = openMinutesByHour(query.from, query.to, scope.timeZone, openingHours);
  const [minutes, statuses] = scope.environment ? await aggregate(scope, now) : [[], []];

  const names = new Map(scope.ramps);
  for (const m of minutes) if (!names.has(m.resource_id)) names.set(m.resource_id, m.resource_id);
  const cells = new Map<string, { booked: number[]; actual: number[] }>();
  const cellsOf = (ramp: string) => {
    let c = cells.get(ramp);
    if (!c) cells.set(ramp, (c = { booked: Array<number>(24).fill(0), actual: Array<number>(24).fill(0) }));
    return c;
  };
  for (const m of minutes) cellsOf(m.resource_id)[m.kind][m.hour]! += Number(m.minutes);

  const cell = (hour: number, booked: number, actual: number, openMinutes: number): UtilisationCell => ({
    hour,
    bookedMinutes: booked,
    actualMinutes: actual,
    openMinutes,
    utilisation: ratio(booked, openMinutes),
  });
  const ramps = [...names]
    .sort(([, a], [, b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([rampId, rampName]) => {
      const c = cellsOf(rampId);
      const hours = open.map((o, h) => cell(h, c.booked[h]!, c.actual[h]!, o));
      const total = (k: 'bookedMinutes' | 'actualMinutes' | 'openMinutes') => hours.reduce((s, x) => s + x[k], 0);
      return {
        rampId,
        rampName,
        bookedMinutes: total('bookedMinutes'),
        actualMinutes: total('actualMinutes'),
        openMinutes: total('openMinutes'),
        utilisation: ratio(total('bookedMinutes'), total('openMinutes')),
        hours,
      };
    });
  const hours = open.map((_, h) => {
    const sum = (k: 'bookedMinutes' | 'actualMinutes' | 'openMinutes') => ramps.reduce((s, r) => s + r.hours[h]![k], 0);
    return cell(h, sum('bookedMinutes'), sum('actualMinutes'), sum('openMinutes'));
  });
  const count = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
  return {
    ...publicScope(scope),
    openingHours,
    ramps,
    hours,
    busiestHours: hours
      .filter((h) => h.bookedMinutes > 0)
      .sort((a, b) => b.bookedMinutes - a.bookedMinutes || a.hour - b.hour)
      .slice(0, 3)
      .map((h) => h.hour),
    status: {
      approved: count('Approved'),
      pending: count('Pending'),
      rejected: count('Rejected'),
      total: statuses.reduce((s, x) => s + x.n, 0),
    },
  };
}

async function aggregate(scope: ResolvedScope, now: number): Promise<[MinutesRow[], StatusRow[]]> {
  const db = await getDb();
  const zone = scope.timeZone;
  const fromAt = new Date(scope.range.from).toISOString();
  const toAt = new Date(scope.range.to).toISOString();
  const nowAt = new Date(now).toISOString();
  // Each interval, clipped to the range, is cut at the local hour boundaries it crosses (date_trunc in the zone, then
  // whole hours of real time: a half-hour zone stays aligned, a repeated hour is its own bucket).
  const minutes = await db.execute(sql`
    with scoped as materialized (
      select resource_id, start_utc, end_utc, ${REPORT_FIELDS}
        from reservation_mirror where ${scopeFilter(scope, 'overlaps')}
    ),
    spans as (
      select 'booked' as kind, resource_id,
        greatest(start_utc, ${fromAt}::timestamptz) as s, least(end_utc, ${toAt}::timestamptz) as e
        from scoped where status in ('Approved', 'Pending')
      union all
      -- Without a departure recorded, a stay lasts as long as its slot, from the arrival: a gate that never records
      -- departures must not fill a ramp for days.
      select 'actual', resource_id, greatest(arrival, ${fromAt}::timestamptz),
        least(coalesce(departure, arrival + (end_utc - start_utc)), ${nowAt}::timestamptz, ${toAt}::timestamptz)
        from scoped where arrival is not null
    )
    select kind, resource_id::text as resource_id, extract(hour from h at time zone ${zone})::int as hour,
      sum(date_part('epoch', least(e, h + interval '1 hour') - greatest(s, h)) / 60) as minutes
    from spans, generate_series(date_trunc('hour', s, ${zone}), e - interval '1 microsecond', interval '1 hour') as h
    where e > s
    group by 1, 2, 3
  `);
  const statuses = await db.execute(sql`
    select report_status as status, count(*)::int as n
      from reservation_mirror where ${scopeFilter(scope, 'overlaps')} group by 1
  `);
  return [rowsOf<MinutesRow>(minutes), rowsOf<StatusRow>(statuses)];
}
