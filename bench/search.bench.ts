// Benchmark: reservation search in a mirror of 200,000 reservations (QUICK: 20,000), on PostgreSQL and on PGlite, each
// on a fresh database filled with the same rows from one seed (bench/support/measure-search.ts, in a process of its own
// per database). 50 mixed queries (a plate fragment typed with other spacing and case, a whole reservation number, a
// carrier word) through features/search/server, server time, median against the same 50 as a plain ILIKE scan over the
// record's fields in the same run on the same database. Targets: median ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite. Both
// row counts are printed; a database that cannot be filled or searched fails the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/create-bench-database';
import { runMeasurement } from './support/run-measurement';
import { QUICK, reportScenario } from './support/report-scenario';
import { median, percentile } from './support/summarize-samples';

const N = Number(process.env.BENCH_SEARCH_N ?? (QUICK ? 20_000 : 200_000));

interface Measured {
  driver: 'postgres' | 'pglite';
  mirrored: number;
  fillMs: number;
  queries: string[];
  ours: { samples: number[]; hits: number[] };
  baseline: { samples: number[]; hits: number[] };
}

function measure(env: Record<string, string | undefined>): Measured {
  return runMeasurement<Measured>('measure-search.ts', {
    BENCH_SEARCH_N: String(N),
    ...env,
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-bench-search-'));
  const database = await createBenchDatabase('slotboard_bench_search');
  try {
    for (const [name, env, target] of [
      ['PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }, 50],
      ['PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(dataDir, 'lite') }, 150],
    ] as const) {
      const m = measure(env);
      if (m.mirrored !== N) throw new Error(`${name}: the mirror holds ${m.mirrored} reservations, not ${N}`);
      const ours = median(m.ours.samples);
      const base = median(m.baseline.samples);
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      console.log(
        `${name}: ${m.mirrored.toLocaleString('en')} reservations in the mirror (filled in ` +
          `${(m.fillMs / 1000).toFixed(1)} s); 50 queries, hits shown ours/baseline: ` +
          m.queries.map((q, i) => `${JSON.stringify(q)} ${m.ours.hits[i]}/${m.baseline.hits[i]}`).join(', '),
      );
      console.log(
        `${name}: p95 ours ${percentile(sorted(m.ours.samples), 95).toFixed(1)} ms, baseline ` +
          `${percentile(sorted(m.baseline.samples), 95).toFixed(1)} ms (the spaced plate fragments find nothing by ` +
          `ILIKE: it compares the text as typed)`,
      );
      reportScenario({
        bench: 'search',
        scenario:
          `Reservation search, ${m.mirrored.toLocaleString('en')} reservations in the mirror, ${name}: median ` +
          `server time of 50 mixed queries`,
        unit: 'ms',
        ours,
        baseline: base,
        baselineLabel: 'the same queries as a plain ILIKE scan',
        target: `≤ ${target} ms`,
        met: ours <= target,
        samples: { ours: m.ours.samples, baseline: m.baseline.samples },
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
