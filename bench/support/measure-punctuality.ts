// One Slotboard process for bench/reports-punctuality.bench.ts: fills a fresh mirror (DATA_DIR's PGlite, or
// DATABASE_URL's PostgreSQL) with BENCH_REPORTS_N reservations at one branch office over a year, made from a fixed
// seed, then times features/reports/server' punctuality report over a range covering all of them (what GET
// /api/reports/punctuality runs, less HTTP) against the baseline one would write without SQL aggregation: the same
// rows' fields selected into Node and the same report computed there with classifyPunctuality and plain loops. One
// warm-up each, then BENCH_REPORTS_RUNS rounds, ours and the baseline alternating so that noise falls on both. Both
// reports are compared figure by figure; any difference, or a baseline that cannot run, exits non-zero. Then the
// utilisation report over the same range, for information. Prints one JSON line. Runs under react-server (lib/ is
// server-only).
import { sql } from 'drizzle-orm';
import { createPrng } from '../../emulator/lib/create-prng';
import type { ReportQuery } from '@/features/reports';
import { compare, computeInNode, midnight, nextDay, type BaseRow, type Baseline } from './compute-punctuality-baseline';
import { BRANCH, createRowMaker, DAY, NOW, RANGE, ZONE } from './generate-punctuality-rows';

const N = Number(process.env.BENCH_REPORTS_N);
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 9);
const UTILISATION_RUNS = Number(process.env.BENCH_REPORTS_UTILISATION_RUNS ?? 5);
const SEED = 2611;
const RAMPS = 40;

async function main() {
  const settings = await import('@/lib/settings');
  const mirror = await import('@/lib/mirror');
  const dbModule = await import('@/lib/db');
  const reports = await import('@/features/reports/server');
  const db = await dbModule.getDb();
  const prng = createPrng(SEED);

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

  // Local midnight of the range's first day; a day's local hour h is about midnight + h hours (±1 at a clock change:
  // the slots' hours 4–22 keep every start inside the range either way).
  const firstMidnight = midnight(RANGE.from, ZONE);
  const days = Math.round((Date.parse(`${RANGE.to}T00:00:00Z`) - Date.parse(`${RANGE.from}T00:00:00Z`)) / DAY) + 1;

  const filled = performance.now();
  const t = dbModule.schema.reservationMirror;
  const makeRow = createRowMaker(prng, ramps, firstMidnight, days);
  for (let i = 0; i < N; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, N - i) }, () => makeRow());
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
      select start_utc, end_utc, report_carrier as carrier, report_status as status, report_arrival as arrival,
        report_departure as departure, report_not_arrived as not_arrived
      from reservation_mirror
      where environment = 'emulator' and deleted_at is null and gone_at is null
        and start_utc >= ${new Date(from).toISOString()}::timestamptz
        and start_utc < ${new Date(to).toISOString()}::timestamptz
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
