// One Slotboard process for bench/reports-punctuality.bench.ts: fills a fresh mirror (DATA_DIR's PGlite, or
// DATABASE_URL's PostgreSQL) with BENCH_REPORTS_N reservations at one branch office over a year, made from a fixed
// seed, then times features/reports/server' punctuality report over a range covering all of them (what GET
// /api/reports/punctuality runs, less HTTP) against the baseline one would write without SQL aggregation: the same
// rows' fields selected into Node and the same report computed there with classifyPunctuality and plain loops.
// One warm-up each, then BENCH_REPORTS_RUNS rounds, ours and the baseline alternating so that noise falls on both.
// Both reports are compared figure by figure; any difference, or a baseline that cannot run, exits non-zero. Then the
// utilisation report over the same range, for information. Prints one JSON line. Runs under react-server (lib/ is server-only).
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import { createPrng } from '../../emulator/lib/create-prng';
import {
  DELAY_BUCKET_MINUTES,
  DELAY_BUCKETS_FROM,
  DELAY_BUCKETS_TO,
  type PunctualityReport,
  type PunctualityRow,
  type ReportQuery,
} from '@/features/reports';
import type { Punctuality, PunctualityInput } from '@/features/reports/server';

const N = Number(process.env.BENCH_REPORTS_N);
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 9);
const UTILISATION_RUNS = Number(process.env.BENCH_REPORTS_UTILISATION_RUNS ?? 5);
const SEED = 2611;
const MIN = 60_000;
const DAY = 86_400_000;
const RAMPS = 40;
const BRANCH = 'c0000000-0000-4000-8000-000000000026';
const ZONE = 'Europe/Prague';
/** The bench's "now": the last few days of the range are still to come (open slots), the rest is history. */
const NOW = Date.parse('2026-11-18T10:17:00Z');
/** 366 local days (a report covers at most 367): every generated slot starts in them. */
export const RANGE = { from: '2025-11-21', to: '2026-11-21' } as const;

/** ~20 carriers, most reservations with a few big ones; '' is none; each with its own habit (mean delay, spread, minutes). */
const CARRIERS: readonly (readonly [name: string, weight: number, meanDelay: number, spread: number])[] = [
  ['Rapid Freight s.r.o.', 14, -2, 8],
  ['Danube Logistics GmbH', 11, 3, 10],
  ['Moravia Trans a.s.', 10, 0, 6],
  ['Baltic Cargo Sp. z o.o.', 8, 12, 25],
  ['Lakeshore Hauling Inc.', 7, -8, 12],
  ['Silesian Haulage Sp. z o.o.', 6, 25, 35],
  ['Vltava Transport s.r.o.', 6, 1, 7],
  ['Northstar Carriers Inc.', 5, 5, 15],
  ['Tatra Line a.s.', 5, -12, 10],
  ['Prairie Express Inc.', 4, 8, 18],
  ['Alpine Freight GmbH', 4, 0, 5],
  ['Elbe Express GmbH', 3, 18, 30],
  ['Carpathia Logistics s.r.o.', 3, -4, 9],
  ['Great Lakes Trucking Inc.', 3, 2, 12],
  ['Bohemia Cargo s.r.o.', 2, 40, 45],
  ['Odra Transport Sp. z o.o.', 2, -20, 15],
  ['Morava Line s.r.o.', 2, 6, 11],
  ['Harbor Drayage Inc.', 1, 10, 20],
  ['Krkonose Trans s.r.o.', 1, -1, 4],
  ['Vistula Freight Sp. z o.o.', 1, 15, 22],
  ['', 8, 5, 20],
];
const DRIVERS = [
  'Jan Novák',
  'Petr Svoboda',
  'Eva Dvořáková',
  'Tomáš Černý',
  'Lucie Veselá',
  'Jiří Procházka',
  'Mike Johnson',
  'Anna Kowalski',
  'Łukasz Wiśniewski',
  'Zoë Müller',
];
const SUPPLIERS = [
  'Bohemia Glassworks',
  'Vltava Foods',
  'Tatra Components',
  'Midwest Paper Co.',
  'Great Lakes Steel',
  'Harbor Electronics',
  'Alpine Dairy',
  'Silesia Chemicals',
];
const LETTERS = 'ABCEHJKLMNPSTUZ';

/** What the baseline reads of each row: the report's fields, as the mirror types them (migration 0010). */
interface BaseRow {
  start_utc: Date | string;
  end_utc: Date | string;
  carrier: string | null;
  status: string | null;
  arrival: Date | string | null;
  departure: Date | string | null;
  not_arrived: boolean;
}

async function main() {
  const settings = await import('@/lib/settings');
  const mirror = await import('@/lib/mirror');
  const dbModule = await import('@/lib/db');
  const reports = await import('@/features/reports/server');
  const db = await dbModule.getDb();
  const prng = createPrng(SEED);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - prng.next())) * Math.cos(2 * Math.PI * prng.next());

  // The connection is never called: the reports read only the database. The branch office's zone is the admin's.
  await settings.saveConnection(
    'emulator',
    {
      baseUrl: 'http://127.0.0.1:9',
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      branchTimeZones: { [BRANCH]: ZONE },
    },
    null,
  );
  await settings.setActiveEnvironment('emulator', null);
  const ramps = Array.from({ length: RAMPS }, (_, i) => ({
    Id: prng.guid(),
    ResourceName: `Report ramp ${i + 1}`,
    ShortName: `REP-${i + 1}`,
    ResourceNameLocalized: `Rampa ${i + 1}`,
    BranchOfficeId: BRANCH,
  }));
  await mirror.saveLookup('emulator', 'resources', ramps);

  const totalWeight = CARRIERS.reduce((s, c) => s + c[1], 0);
  const pickCarrier = () => {
    let x = prng.next() * totalWeight;
    for (const c of CARRIERS) if ((x -= c[1]) < 0) return c;
    return CARRIERS.at(-1)!;
  };
  const plate = () =>
    `${prng.int(1, 9)}${LETTERS[prng.int(0, LETTERS.length - 1)]}${LETTERS[prng.int(0, LETTERS.length - 1)]} ${prng.int(1000, 9999)}`;
  // Local midnight of the range's first day; a day's local hour h is about midnight + h hours (±1 at a clock change:
  // the slots' hours 4–22 keep every start inside the range either way).
  const firstMidnight = midnight(RANGE.from, ZONE);
  const days = Math.round((Date.parse(`${RANGE.to}T00:00:00Z`) - Date.parse(`${RANGE.from}T00:00:00Z`)) / DAY) + 1;

  const filled = performance.now();
  const t = dbModule.schema.reservationMirror;
  let sequence = 0;
  for (let i = 0; i < N; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, N - i) }, () => {
      const start = firstMidnight + prng.int(0, days - 1) * DAY + prng.int(4 * 4, 22 * 4) * 15 * MIN;
      const minutes = prng.pick([30, 45, 60, 60, 90, 120]);
      const end = start + minutes * MIN;
      const r = prng.next();
      const status = r < 0.86 ? 'Approved' : r < 0.95 ? 'Pending' : 'Rejected';
      const [carrier, , meanDelay, spread] = pickCarrier();
      const b = prng.next();
      // Mostly the branch's own id (some in upper case); some without one, found through their ramp.
      const branchField = b < 0.9 ? BRANCH : b < 0.94 ? BRANCH.toUpperCase() : b < 0.97 ? null : '';
      let arrival: number | null = null;
      let departure: number | null = null;
      if (start < NOW && prng.chance(status === 'Approved' ? 0.9 : 0.2)) {
        // The carrier's habit, now and then a truck hours late; to the second, as gates record it.
        const delay = prng.chance(0.03) ? prng.int(60, 300) : meanDelay + spread * gauss();
        const candidate = start + Math.round(delay * 60) * 1000;
        if (candidate < NOW) {
          arrival = candidate;
          const leaves =
            Math.max(arrival, start) + Math.round((15 + prng.next() * 90 + (prng.chance(0.05) ? 180 : 0)) * 60) * 1000;
          if (leaves <= NOW && prng.chance(0.97)) departure = leaves;
        }
      }
      const flagged = arrival === null ? prng.chance(start < NOW ? 0.4 : 0.01) : prng.chance(0.01);
      const id = prng.guid();
      const record = {
        Id: id,
        ReservationNumber: `P${String(++sequence).padStart(7, '0')}`,
        StartUtc: new Date(start).toISOString(),
        EndUtc: new Date(end).toISOString(),
        ResourceId: prng.pick(ramps).Id,
        BranchOfficeId: branchField,
        UnitId: 'ef695afe-b5e8-4325-b8f0-a9f4f3f48634',
        NumberOfUnits: prng.int(1, 33),
        Carrier: carrier,
        CarrierId: carrier
          ? `a91ea96c-361f-4399-8665-${String(CARRIERS.findIndex((c) => c[0] === carrier)).padStart(12, '0')}`
          : null,
        VehicleTypeId: '76060676-0fc3-43bc-bde3-b8d30dee320f',
        VehicleNumberPlate: plate(),
        TrailerNumberPlate: prng.chance(0.6) ? plate() : '',
        CarrierDriverFullName: prng.chance(0.8) ? prng.pick(DRIVERS) : '',
        ApprovalStatus: status,
        RealGateVehicleArrivalUtc: arrival === null ? null : new Date(arrival).toISOString(),
        RealGateVehicleDepartureUtc: departure === null ? null : new Date(departure).toISOString(),
        ProcessingStartedUtc: arrival === null ? null : new Date(arrival + 5 * MIN).toISOString(),
        CarrierNotArrived: flagged,
        OrderNumbers: prng.chance(0.5) ? `PO-${prng.int(10_000, 99_999)}` : '',
        SupplierNames: prng.chance(0.5) ? prng.pick(SUPPLIERS) : '',
        Note: '',
        Created: new Date(start - prng.int(1, 14) * DAY).toISOString(),
        Updated: new Date(Math.min(NOW, start + DAY)).toISOString(),
        ExtCustomFieldVarchar1: prng.chance(0.3) ? `Gate ${prng.pick(['A', 'B', 'C'])}` : '',
        ExtCustomFieldVarchar2: null,
        ExtCustomFieldBit1: null,
      };
      return {
        environment: 'emulator' as const,
        id,
        startUtc: new Date(start),
        endUtc: new Date(end),
        resourceId: record.ResourceId,
        record,
        hash: id,
        seenAt: new Date(NOW),
      };
    });
    await db.insert(t).values(batch);
  }
  const fillMs = performance.now() - filled;
  // PostgreSQL's autovacuum vacuums a table after this many inserts (which lets a report read the index alone);
  // PGlite has no autovacuum: there the table is only analysed.
  await db.execute(process.env.DATABASE_URL ? sql`vacuum analyze reservation_mirror` : sql`analyze reservation_mirror`);

  const query: ReportQuery = { branch: BRANCH, from: RANGE.from, to: RANGE.to };
  const ours = () => reports.buildPunctualityReport(query, NOW);

  // The baseline: the same scope as one select of the fields the report needs, everything else in Node.
  // Like the report, it looks up the branch office's zone, the tolerance and the branch's ramps every time.
  const baseline = async (): Promise<Baseline> => {
    const [zones, reportSettings, lookup] = await Promise.all([
      settings.loadBranchTimeZones(),
      reports.readReportSettings(),
      mirror.readLookup<{ Id: string; BranchOfficeId: string }[]>('emulator', 'resources'),
    ]);
    if (!lookup) throw new Error('the baseline finds no ramp list');
    const zone = zones[BRANCH] ?? 'UTC';
    const from = midnight(RANGE.from, zone);
    const to = midnight(nextDay(RANGE.to), zone);
    const mine = lookup.body.filter((r) => r.BranchOfficeId.toLowerCase() === BRANCH).map((r) => r.Id.toLowerCase());
    const result = await db.execute(sql`
      select start_utc, end_utc, report_carrier as carrier, report_status as status, report_arrival as arrival, report_departure as departure,
        report_not_arrived as not_arrived
      from reservation_mirror
      where environment = 'emulator' and deleted_at is null and gone_at is null
        and start_utc >= ${new Date(from).toISOString()}::timestamptz and start_utc < ${new Date(to).toISOString()}::timestamptz
        and (report_branch = ${BRANCH} or (report_branch is null and resource_id = any(${sql.param(mine)}::uuid[])))`);
    const rows = (result as unknown as { rows: BaseRow[] }).rows;
    return {
      rows: rows.length,
      report: computeInNode(rows, zone, reportSettings.toleranceMinutes, reports.classifyPunctuality),
    };
  };

  // One warm-up each (the settings, the ramp list, the plan cache, the pages of the table), then alternating rounds.
  const ourReport = await ours();
  const baseReport = await baseline();
  const problems = compare(ourReport, baseReport.report);
  if (problems.length)
    throw new Error(
      `the baseline computed another report than buildPunctualityReport:\n  ${problems.slice(0, 30).join('\n  ')}`,
    );
  const samples = { ours: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    await ours();
    samples.ours.push(performance.now() - started);
    started = performance.now();
    const b = await baseline();
    samples.baseline.push(performance.now() - started);
    if (b.rows !== baseReport.rows)
      throw new Error(`the baseline read ${b.rows} rows in round ${i + 1}, ${baseReport.rows} before`);
  }

  const utilisation: number[] = [];
  let utilisationReport: Awaited<ReturnType<typeof reports.buildUtilisationReport>> | null = null;
  for (let i = 0; i <= UTILISATION_RUNS; i++) {
    const started = performance.now();
    utilisationReport = await reports.buildUtilisationReport(query, NOW);
    if (i > 0) utilisation.push(performance.now() - started);
  }

  const counted = (await db.execute(sql`select count(*)::int as count from reservation_mirror`)) as unknown as {
    rows: { count: number }[];
  };
  console.log(
    JSON.stringify({
      driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      mirrored: counted.rows[0]?.count ?? 0,
      fillMs,
      range: RANGE,
      timeZone: ourReport.timeZone,
      baselineRows: baseReport.rows,
      totals: { ours: ourReport.totals, baseline: baseReport.report.totals },
      carriers: ourReport.carriers.length,
      weeks: ourReport.weeks.length,
      samples,
      utilisation: {
        samples: utilisation,
        ramps: utilisationReport?.ramps.length ?? 0,
        status: utilisationReport?.status ?? null,
      },
    }),
  );
  await dbModule.closeDatabase();
}

// ---- the baseline's own computation: plain loops over the rows, the contract's definitions -----------------------

type Report = Pick<PunctualityReport, 'totals' | 'carriers' | 'weeks' | 'delays'>;
interface Baseline {
  rows: number;
  report: Report;
}
type Classify = (r: PunctualityInput, toleranceMinutes: number, now: number) => Punctuality;

const midnight = (day: string, zone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone).getTime();
};
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const iso = (v: Date | string) => (typeof v === 'string' ? new Date(v).toISOString() : v.toISOString());

/** PostgreSQL's percentile_cont over ascending values: linear interpolation between the two nearest ranks. */
function percentileOf(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

class Tally {
  reservations = 0;
  onTime = 0;
  early = 0;
  late = 0;
  noShow = 0;
  open = 0;
  notApproved = 0;
  delays: number[] = [];
  dwells: number[] = [];
  turnarounds: number[] = [];

  row(carrier: string): PunctualityRow {
    const counted = this.onTime + this.early + this.late + this.noShow;
    const sorted = (xs: number[]) => Float64Array.from(xs).sort();
    const delays = sorted(this.delays);
    return {
      carrier,
      reservations: this.reservations,
      onTime: this.onTime,
      early: this.early,
      late: this.late,
      noShow: this.noShow,
      open: this.open,
      notApproved: this.notApproved,
      onTimeShare: counted ? this.onTime / counted : null,
      medianDelayMinutes: percentileOf(delays, 0.5),
      p90DelayMinutes: percentileOf(delays, 0.9),
      medianDwellMinutes: percentileOf(sorted(this.dwells), 0.5),
      medianTurnaroundMinutes: percentileOf(sorted(this.turnarounds), 0.5),
    };
  }
}

function computeInNode(rows: BaseRow[], zone: string, tolerance: number, classify: Classify): Report {
  // Mondays of the ISO weeks with a day in the range, and the local midnight each begins at.
  const first = Date.parse(`${RANGE.from}T00:00:00Z`);
  const mondays: string[] = [];
  for (
    let d = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
    d <= Date.parse(`${RANGE.to}T00:00:00Z`);
    d += 7 * DAY
  )
    mondays.push(new Date(d).toISOString().slice(0, 10));
  const weekBegins = mondays.map((m) => midnight(m, zone));
  const weekCounted = new Array<number>(mondays.length).fill(0);
  const weekOnTime = new Array<number>(mondays.length).fill(0);
  const low = DELAY_BUCKETS_FROM / DELAY_BUCKET_MINUTES - 1;
  const high = DELAY_BUCKETS_TO / DELAY_BUCKET_MINUTES;
  const buckets = new Array<number>(high - low + 1).fill(0);

  const total = new Tally();
  const byCarrier = new Map<string, Tally>();
  for (const row of rows) {
    const startUtc = iso(row.start_utc);
    const p = classify(
      {
        StartUtc: startUtc,
        EndUtc: iso(row.end_utc),
        ApprovalStatus: row.status ?? '',
        RealGateVehicleArrivalUtc: row.arrival === null ? null : iso(row.arrival),
        RealGateVehicleDepartureUtc: row.departure === null ? null : iso(row.departure),
        CarrierNotArrived: row.not_arrived,
      },
      tolerance,
      NOW,
    );
    const carrier = row.carrier ?? '';
    let c = byCarrier.get(carrier);
    if (!c) byCarrier.set(carrier, (c = new Tally()));
    for (const tally of [total, c]) {
      tally.reservations++;
      tally[p.outcome]++;
      if (p.delayMinutes !== null) tally.delays.push(p.delayMinutes);
      if (p.dwellMinutes !== null) tally.dwells.push(p.dwellMinutes);
      if (p.turnaroundMinutes !== null) tally.turnarounds.push(p.turnaroundMinutes);
    }
    if (p.outcome === 'onTime' || p.outcome === 'early' || p.outcome === 'late' || p.outcome === 'noShow') {
      // The last week that begins at or before the start (a handful of weeks: a binary search).
      const start = Date.parse(startUtc);
      let lo = 0;
      let hi = weekBegins.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (weekBegins[mid]! <= start) lo = mid;
        else hi = mid - 1;
      }
      weekCounted[lo]!++;
      if (p.outcome === 'onTime') weekOnTime[lo]!++;
    }
    if (p.delayMinutes !== null) {
      const d = p.delayMinutes;
      buckets[
        (d < DELAY_BUCKETS_FROM ? low : d >= DELAY_BUCKETS_TO ? high : Math.floor(d / DELAY_BUCKET_MINUTES)) - low
      ]!++;
    }
  }
  return {
    totals: total.row(''),
    carriers: [...byCarrier]
      .map(([carrier, tally]) => tally.row(carrier))
      .sort((a, b) => b.reservations - a.reservations || (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0)),
    weeks: mondays.map((weekStart, i) => ({
      weekStart,
      counted: weekCounted[i]!,
      onTime: weekOnTime[i]!,
      onTimeShare: weekCounted[i] ? weekOnTime[i]! / weekCounted[i]! : null,
    })),
    delays: buckets.map((count, i) => ({
      fromMinutes: i === 0 ? null : (low + i) * DELAY_BUCKET_MINUTES,
      toMinutes: low + i === high ? null : (low + i + 1) * DELAY_BUCKET_MINUTES,
      count,
    })),
  };
}

/** Every difference between the two reports: counts exactly, minutes within 0.01, shares within 1e-9. */
function compare(ours: Report, base: Report): string[] {
  const out: string[] = [];
  const close = (a: number | null, b: number | null, eps: number) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= eps;
  const rows = (label: string, a: PunctualityRow | undefined, b: PunctualityRow | undefined) => {
    if (!a || !b) return void out.push(`${label}: only in ${a ? 'ours' : 'the baseline'}`);
    for (const k of ['carrier', 'reservations', 'onTime', 'early', 'late', 'noShow', 'open', 'notApproved'] as const)
      if (a[k] !== b[k]) out.push(`${label}.${k}: ours ${a[k]}, baseline ${b[k]}`);
    if (!close(a.onTimeShare, b.onTimeShare, 1e-9))
      out.push(`${label}.onTimeShare: ours ${a.onTimeShare}, baseline ${b.onTimeShare}`);
    for (const k of ['medianDelayMinutes', 'p90DelayMinutes', 'medianDwellMinutes', 'medianTurnaroundMinutes'] as const)
      if (!close(a[k], b[k], 0.01)) out.push(`${label}.${k}: ours ${a[k]}, baseline ${b[k]}`);
  };
  rows('totals', ours.totals, base.totals);
  if (ours.carriers.length !== base.carriers.length)
    out.push(`carriers: ours ${ours.carriers.length}, baseline ${base.carriers.length}`);
  for (let i = 0; i < Math.max(ours.carriers.length, base.carriers.length); i++)
    rows(
      `carriers[${i}] ${JSON.stringify(ours.carriers[i]?.carrier ?? base.carriers[i]?.carrier)}`,
      ours.carriers[i],
      base.carriers[i],
    );
  if (JSON.stringify(ours.weeks) !== JSON.stringify(base.weeks))
    out.push(
      `weeks differ: ours ${JSON.stringify(ours.weeks.filter((w, i) => JSON.stringify(w) !== JSON.stringify(base.weeks[i])).slice(0, 3))}, baseline ${JSON.stringify(base.weeks.filter((w, i) => JSON.stringify(w) !== JSON.stringify(ours.weeks[i])).slice(0, 3))}`,
    );
  if (JSON.stringify(ours.delays) !== JSON.stringify(base.delays))
    out.push(`delays differ: ours ${JSON.stringify(ours.delays)}, baseline ${JSON.stringify(base.delays)}`);
  return out;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
