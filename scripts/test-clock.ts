// `npm run test:clock [-- playwright args]`: the Playwright suite under Debian's faketime, which moves the clock of
// Node and Chromium alike, at instants that catch a test leaning on "today": a Sunday, either side of midnight UTC,
// New Year's Eve, and the nights the demo's two time zones change clocks. Prints one line per instant and exits
// non-zero when any run fails. CLOCK_AT="2026-11-22 12:00:00,…" picks other instants (UTC).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INSTANTS: [string, string][] = [
  ['2026-11-22 12:00:00', 'Sunday noon'],
  ['2026-11-28 23:50:00', 'Saturday 23:50 UTC, already Sunday in Prague'],
  ['2026-11-30 00:10:00', 'Monday 00:10 UTC'],
  ['2026-12-31 23:55:00', "New Year's Eve, New Year's Day in Prague"],
  ['2027-03-28 00:30:00', 'the night Europe/Prague changes clocks'],
  ['2027-11-07 07:30:00', 'the morning America/Chicago changes clocks'],
];

const chosen: [string, string][] = process.env.CLOCK_AT
  ? process.env.CLOCK_AT.split(',').map((at) => [at.trim(), 'chosen'])
  : INSTANTS;
if (spawnSync('faketime', ['2026-01-01 00:00:00', 'true']).error) {
  console.error('faketime is not installed: apt-get install -y faketime');
  process.exit(1);
}

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
  duration: number;
}

const results: { at: string; what: string; stats: Stats | null; code: number | null }[] = [];
for (const [at, what] of chosen) {
  console.log(`\n=== ${at} UTC (${what})`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-clock-'));
  const report = path.join(dir, 'report.json');
  const runId = `clock-${process.pid}-${results.length}`;
  const run = spawnSync(
    'faketime',
    [at, 'npx', 'playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      // TZ=UTC: the instant is read as UTC; browsers keep the zones the specs give them.
      env: { ...process.env, TZ: 'UTC', PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_RUN_ID: runId },
    },
  );
  let stats: Stats | null = null;
  try {
    stats = (JSON.parse(readFileSync(report, 'utf8')) as { stats: Stats }).stats;
  } catch {
    // no report: the run did not get as far as the tests
  }
  rmSync(dir, { recursive: true, force: true });
  // The stack's data directory (playwright.config.ts names it after the run id).
  rmSync(path.join(os.tmpdir(), `slotboard-e2e-${runId}`), { recursive: true, force: true });
  results.push({ at, what, stats, code: run.status });
}

console.log('\nPlaywright suite under faketime:');
for (const { at, what, stats, code } of results) {
  const counts = stats
    ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} did not run, ` +
      `${(stats.duration / 1000).toFixed(0)} s`
    : 'no report';
  console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${at} UTC  ${counts}  (${what})`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
