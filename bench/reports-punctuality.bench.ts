// Benchmark: the carrier punctuality report over a mirror of 200,000 reservations (QUICK: 20,000) at one branch office
// over a year (~20 carriers and some without one; early, on time, late, no-shows, pending and rejected), on PostgreSQL
// and on PGlite, each on a fresh database filled with the same rows from one seed
// (bench/support/measure-punctuality.ts, in a process of its own per database). A range of 366 local days covering
// every reservation; server time of features/reports/server' buildPunctualityReport (one pass of SQL aggregation),
// median of 9 rounds (QUICK: 5) after a warm-up, against the baseline in the same rounds on the same database: those
// rows' fields selected into Node and the same report computed there (classifyPunctuality, per carrier, percentiles by
// sorting, weeks, delay buckets). Targets: ≤ 300 ms on PostgreSQL, ≤ 1,000 ms on PGlite. The two reports must agree
// (counts exactly, minutes within 0.01) or the bench fails, as it does when the baseline cannot run. The utilisation
// report over the same range is an informational row.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PunctualityRow } from '../features/reports';
import { createBenchDatabase } from './support/create-bench-database';
import { runMeasurement } from './support/run-measurement';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';

const N = Number(process.env.BENCH_REPORTS_N ?? (QUICK ? 20_000 : 200_000));
const RUNS = QUICK ? 5 : 9;
const UTILISATION_RUNS = QUICK ? 2 : 3;

interface Measured {
  driver: 'postgres' | 'pglite';
  mirrored: number;
  fillMs: number;
  range: { from: string; to: string };
  timeZone: string;
  baselineRows: number;
  totals: { ours: PunctualityRow; baseline: PunctualityRow };
  carriers: number;
  weeks: number;
  samples: { ours: number[]; baseline: number[] };
  utilisation: {
    samples: number[];
    ramps: number;
    status: { approved: number; pending: number; rejected: number; total: number } | null;
  };
}

function measure(env: Record<string, string | undefined>): Measured {
  return runMeasurement<Measured>('measure-punctuality.ts', {
    BENCH_REPORTS_N: String(N),
    BENCH_REPORTS_RUNS: String(RUNS),
    BENCH_REPORTS_UTILISATION_RUNS: String(UTILISATION_RUNS),
    ...env,
  });
}

const ms = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
const counts = (r: PunctualityRow) =>
  `${r.reservations} reservations: ${r.onTime} on time, ${r.early} early, ${r.late} late, ${r.noShow} no-shows, ` +
  `${r.open} open, ${r.notApproved} not approved; median delay ${r.medianDelayMinutes?.toFixed(2)} min, p90 ` +
  `${r.p90DelayMinutes?.toFixed(2)}`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-bench-reports-'));
  const database = await createBenchDatabase('slotboard_bench_reports');
  try {
    for (const [name, env, target] of [
      ['PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }, 300],
      ['PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(dataDir, 'lite') }, 1000],
    ] as const) {
      const m = measure(env);
      if (m.mirrored !== N) throw new Error(`${name}: the mirror holds ${m.mirrored} reservations, not ${N}`);
      // The range covers the whole mirror: both sides must have counted every reservation.
      if (m.totals.ours.reservations !== N || m.baselineRows !== N || m.totals.baseline.reservations !== N) {
        throw new Error(
          `${name}: the report counted ${m.totals.ours.reservations} and the baseline read ${m.baselineRows} of ` +
            `${N} reservations`,
        );
      }
      if (m.samples.ours.length < 7 && !QUICK)
        throw new Error(`${name}: ${m.samples.ours.length} rounds, fewer than 7`);
      console.log(
        `${name}: ${m.mirrored.toLocaleString('en')} reservations in the mirror (filled in ` +
          `${(m.fillMs / 1000).toFixed(1)} s), ${m.range.from} – ${m.range.to} in ${m.timeZone}; ${m.carriers} ` +
          `carriers, ${m.weeks} weeks`,
      );
      console.log(`${name}: ours     ${counts(m.totals.ours)}`);
      console.log(
        `${name}: baseline ${counts(m.totals.baseline)} (${m.baselineRows} rows loaded); every carrier, week and ` +
          `bucket the same`,
      );
      const load = `1-min load ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`;
      console.log(
        `${name}: report ${ms(m.samples.ours)} ms; baseline ${ms(m.samples.baseline)} ms; utilisation ` +
          `${ms(m.utilisation.samples)} ms (${m.utilisation.ramps} ramps, ${m.utilisation.status?.total} ` +
          `reservations); ${load}`,
      );
      const ours = median(m.samples.ours);
      reportScenario({
        bench: 'reports-punctuality',
        scenario:
          `Punctuality report, ${m.mirrored.toLocaleString('en')} reservations in the mirror over a year, ${name}: ` +
          `median server time of ${m.samples.ours.length}`,
        unit: 'ms',
        ours,
        baseline: median(m.samples.baseline),
        baselineLabel: 'the same rows loaded into Node and the same report computed there',
        target: `≤ ${target.toLocaleString('en')} ms`,
        met: ours <= target,
        samples: m.samples,
        note: load,
      });
      reportScenario({
        bench: 'reports-punctuality',
        scenario:
          `Utilisation report, the same ${m.mirrored.toLocaleString('en')} reservations and year, ${name}: median ` +
          `server time of ${m.utilisation.samples.length}`,
        unit: 'ms',
        ours: median(m.utilisation.samples),
        baseline: null,
        baselineLabel: 'none',
        target: 'none (information)',
        met: true,
        informational: true,
        samples: { ours: m.utilisation.samples },
        note: load,
      });
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
