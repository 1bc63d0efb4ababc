// Benchmark: reading a hostile `$metadata` (issue 45): one MiB of unclosed `<!--`, which the former comment pattern
// took minutes over, parsed by lib/upstream's parseCsdl (bench/support/measure-metadata-parse.ts, in a process of its
// own). Baseline: an ordinary CSDL document of the same size (entity types and their properties), parsed in the same
// run. Target: median ≤ 100 ms for the hostile one; both medians and their ratio are printed.
import { runMeasurement } from './support/run-measurement';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';

const ROUNDS = QUICK ? 5 : 21;

const { types, ours, baseline } = runMeasurement<{ types: number; ours: number[]; baseline: number[] }>(
  'measure-metadata-parse.ts',
  { BENCH_ROUNDS: String(ROUNDS) },
);
reportScenario({
  bench: 'metadata-parse',
  scenario: `$metadata of 1 MiB of unclosed <!--, parsed (median of ${ROUNDS})`,
  unit: 'ms',
  ours: median(ours),
  baseline: median(baseline),
  baselineLabel: `an ordinary 1 MiB document (${types} entity types)`,
  target: '≤ 100 ms',
  met: median(ours) <= 100,
  samples: { ours, baseline },
});
