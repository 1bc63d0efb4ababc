// `npm run bench [-- --quick] [name …]`: every bench/*.bench.ts (or those whose file name contains one of the
// names) against the production build, one after another, each in its own process; then ONE table of every row they
// reported (scenario, ours, baseline, ratio, target, met or short, peak server RSS), how long each file took and the
// machine it ran on.
//
// - Rows come back through BENCH_RESULTS_FILE (bench/support/report-scenario.ts), a file of its own per bench file.
// - --quick sets BENCH_QUICK=1 for every bench: smaller data, same scenarios (the whole run in under 3 minutes).
// - A bench file that exits non-zero, reports no row, writes a malformed row or runs past its time limit is 'failed'
//   in the table and the run exits 1. A target missed is 'SHORT' in the table: a result, not a failure.
// - Where it writes: a full run (every bench, full size) writes bench/results/latest.json, report.md and the
//   report's *.svg plots, the figures docs/performance.md quotes, meant to be committed. A --quick run or a run of
//   some of the benches writes the same files to bench/results/partial/ instead, so it never replaces the full
//   run's figures.
// - A production build that is stale is rebuilt first (scripts/build-if-stale.ts); a build that fails stops the run.
// - BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is passed to every dashboard server a bench
//   starts, for profiling it: Node refuses those flags in NODE_OPTIONS.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale';
import type { BenchFileRun, BenchRun, RunRow } from './support/bench-run';
import { formatTable } from './support/format-table';
import { judgeBenchFile } from './support/judge-bench-file';
import { readMachine } from './support/read-machine';
import { renderReport } from './support/render-report';
import { percentile } from './support/summarize-samples';

const dir = import.meta.dirname;
/** Past this a bench file is stopped and counted as failed: far above what any takes, so only a hang reaches it. */
const LIMIT_MS = { quick: 5 * 60_000, full: 15 * 60_000 };

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--quick');
if (unknown.length) {
  console.error(`unknown option ${unknown.join(' ')}; usage: npm run bench [-- --quick] [name …]`);
  process.exit(2);
}
const only = args.filter((a) => !a.startsWith('-'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .sort();
if (files.length === 0) {
  console.error(`no bench file matches ${only.join(' ')}`);
  process.exit(1);
}

const started = performance.now();
const machine = readMachine();
const kind: BenchRun['kind'] = only.length ? 'partial' : quick ? 'quick' : 'full';
console.log(
  `${files.length} bench file${files.length === 1 ? '' : 's'}${quick ? ', quick (BENCH_QUICK=1)' : ''}; 1-min ` +
    `load ${machine.loadStart.toFixed(2)} on ${machine.cpus} cores`,
);

const buildStarted = performance.now();
buildIfStale((m) => console.log(m));
const buildMs = performance.now() - buildStarted;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'slotboard-bench-results-'));
const benches: BenchFileRun[] = [];
const rows: RunRow[] = [];
try {
  for (const file of files) {
    console.log(`\n=== ${file}`);
    const resultsFile = path.join(scratch, `${file}.jsonl`);
    const fileStarted = performance.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULTS_FILE: resultsFile, BENCH_QUICK: quick ? '1' : '0' },
      timeout: quick ? LIMIT_MS.quick : LIMIT_MS.full,
    });
    const durationMs = performance.now() - fileStarted;
    const judged = judgeBenchFile(file, durationMs, {
      status: child.status,
      signal: child.signal,
      error: child.error,
      results: existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : null,
    });
    rows.push(...judged.rows);
    benches.push(judged.run);
    console.log(
      `--- ${file}: ${(durationMs / 1000).toFixed(1)} s, ${judged.run.rows} row` +
        `${judged.run.rows === 1 ? '' : 's'}${judged.run.error ? `, FAILED (${judged.run.error})` : ''}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

machine.loadEnd = os.loadavg()[0]!;
const run: BenchRun = { kind, quick, only, machine, buildMs, wallMs: performance.now() - started, benches, rows };
console.log(`\n${formatTable(run)}`);

const out = path.join(dir, 'results', kind === 'full' ? '' : 'partial');
mkdirSync(out, { recursive: true });
// The plots of an earlier run would otherwise linger beside a report that no longer links them.
for (const old of readdirSync(out).filter((f) => f.endsWith('.svg'))) rmSync(path.join(out, old));
const report = renderReport(run);
for (const plot of report.plots) writeFileSync(path.join(out, plot.file), plot.svg);
writeFileSync(path.join(out, 'report.md'), report.markdown);
// The plots above were drawn from every sample; latest.json keeps each set as at most 200 evenly spaced percentiles,
// the same distribution in a file small enough to commit after every full run.
const thin = (xs?: number[]) => {
  if (!xs || xs.length <= 200) return xs;
  const sorted = [...xs].sort((a, b) => a - b);
  return Array.from({ length: 200 }, (_, i) => Math.round(percentile(sorted, (i / 199) * 100) * 1000) / 1000);
};
const kept = {
  ...run,
  rows: run.rows.map((r) =>
    r.samples ? { ...r, samples: { ours: thin(r.samples.ours), baseline: thin(r.samples.baseline) } } : r,
  ),
};
writeFileSync(path.join(out, 'latest.json'), JSON.stringify(kept, null, 2) + '\n');
console.log(
  `\nwrote ${path.relative(process.cwd(), path.join(out, 'latest.json'))}, report.md and ${report.plots.length} ` +
    `plot${report.plots.length === 1 ? '' : 's'}`,
);
process.exit(benches.some((b) => b.status === 'failed') ? 1 : 0);
