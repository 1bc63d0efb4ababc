// `npm run test:load [-- --short] [scenario …]`: the load and fault scenarios against the production
// build, one after another in this process, then one table row per scenario and PASS/FAIL with every failed check.
// Exits 1 on any failure. --short: the same scenarios with 10 s of load, 20 streams and 4 planners.
import os from 'node:os';
import { buildIfStale } from '../scripts/build-if-stale';
import { readMachine } from '../bench/support/read-machine';
import { busyMorning } from './busy-morning';
import { crash } from './crash';
import { outage } from './outage';
import { singlePglite } from './single-pglite';
import { formatReport } from './support/format-report';
import { SIZES, type ScenarioResult, type Size } from './support/run-busy-morning';

const SCENARIOS: Record<string, (size: Size) => Promise<ScenarioResult>> = {
  'busy-morning': busyMorning,
  crash,
  outage,
  'single-pglite': singlePglite,
};

const args = process.argv.slice(2);
const short = args.includes('--short');
const unknown = args.filter((a) => (a.startsWith('-') && a !== '--short') || (!a.startsWith('-') && !(a in SCENARIOS)));
if (unknown.length) {
  console.error(
    `unknown ${unknown.join(' ')}; usage: npm run test:load [-- --short] [${Object.keys(SCENARIOS).join(' | ')} …]`,
  );
  process.exit(2);
}
const only = args.filter((a) => !a.startsWith('-'));
const names = Object.keys(SCENARIOS).filter((n) => only.length === 0 || only.includes(n));

const started = performance.now();
const machine = readMachine();
const size = short ? SIZES.short : SIZES.full;
console.log(
  `load: ${names.join(', ')}${short ? ' (short)' : ''}; ${size.seconds} s of load, ${size.streams} streams, ` +
    `${size.planners} planners; ${machine.cpus} cores, 1-min load ${machine.loadStart.toFixed(2)}, commit ` +
    `${machine.commit}`,
);
buildIfStale((m) => console.log(m));

async function main() {
  const results: ScenarioResult[] = [];
  for (const name of names) {
    console.log(`\n=== ${name}`);
    const scenarioStarted = performance.now();
    const result = await SCENARIOS[name]!(size).catch((error: unknown): ScenarioResult => ({
      name,
      seconds: (performance.now() - scenarioStarted) / 1000,
      figures: null,
      failures: [
        {
          check: 'the scenario could not run',
          ids: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
        },
      ],
      instances: [],
      notes: [],
    }));
    console.log(
      `--- ${name}: ${result.seconds.toFixed(1)} s, ` +
        `${result.failures.length ? `${result.failures.length} failed check(s)` : 'passed'}`,
    );
    results.push(result);
  }
  machine.loadEnd = os.loadavg()[0]!;
  console.log(`\n${formatReport(results, machine, performance.now() - started)}`);
  return results.some((r) => r.failures.length) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
