// How a benchmark tells bench/run.ts what it measured: one call per scenario row. Printed at once (so a single
// bench run on its own is readable) and, when run by bench/run.ts, appended as one JSON line to BENCH_RESULTS_FILE,
// from which the table, bench/results/latest.json and the Markdown report are made.
import { appendFileSync } from 'node:fs';

export interface ScenarioResult {
  /** Which bench file reported it, e.g. 'webhook-ingest'. */
  bench: string;
  /** One line a reader understands, e.g. 'Webhook acknowledgements/s, 32 senders, PostgreSQL'. */
  scenario: string;
  /** Unit of `ours` and `baseline`: 'ms', 'MB', 'events/s', 'req/s', … */
  unit: string;
  ours: number;
  /** The baseline or peer measured in the same run on the same data; null only for an absolute target. */
  baseline: number | null;
  /** What the baseline is, e.g. 'do-nothing route handler', 'react-calendar-timeline', "the upstream pages". */
  baselineLabel: string;
  /** As the issue states it, e.g. '≥ 0.8 × baseline', '≤ 700 ms'. */
  target: string;
  /** Whether the target holds in this run. */
  met: boolean;
  /**
   * A figure shown beside the targets that has none of its own (`target` then says so); the table shows 'info', not met
   * or short.
   */
  informational?: boolean;
  /** Latency (or other) samples for the report's distribution plots. */
  samples?: { ours?: number[]; baseline?: number[] };
  /** Peak resident memory of the dashboard server during this scenario, MiB. */
  peakRssMiB?: number;
  note?: string;
}

/** True under `npm run bench -- --quick`: smaller data and fewer rounds, same scenarios. */
export const QUICK = process.env.BENCH_QUICK === '1';

export function reportScenario(result: ScenarioResult): void {
  const ratio = result.baseline ? result.ours / result.baseline : null;
  const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));
  console.log(
    `[result] ${result.scenario}: ours ${fmt(result.ours)} ${result.unit}` +
      (result.baseline !== null
        ? `, ${result.baselineLabel} ${fmt(result.baseline)} ${result.unit}, ratio ` +
          `${ratio === null ? '–' : ratio.toFixed(2)}`
        : '') +
      (result.informational
        ? '; informational, no target'
        : `; target ${result.target}: ${result.met ? 'met' : 'short'}`) +
      (result.peakRssMiB ? `; peak RSS ${result.peakRssMiB.toFixed(0)} MiB` : ''),
  );
  const file = process.env.BENCH_RESULTS_FILE;
  // Samples to a thousandth: finer than any clock here measures, and latest.json stays small enough to commit.
  const round = (xs?: number[]) => xs?.map((x) => Math.round(x * 1000) / 1000);
  const samples = result.samples && { ours: round(result.samples.ours), baseline: round(result.samples.baseline) };
  if (file) appendFileSync(file, JSON.stringify({ ...result, ...(samples ? { samples } : {}), ratio }) + '\n');
}
