// A small run for the unit tests of the table, the report and latest.json: two bench files, one failed.
import type { BenchRun, RunRow } from './bench-run';

export function fixtureRun(overrides: Partial<BenchRun> = {}): BenchRun {
  const rows: RunRow[] = [
    {
      file: 'emulator-list.bench.ts',
      bench: 'emulator-list',
      scenario: 'List 1000 of 200,000 | slice',
      unit: 'ms',
      ours: 12.345,
      baseline: 4.5,
      baselineLabel: 'demo store',
      target: '≤ 50 ms',
      met: true,
      samples: { ours: [10, 12, 14, 30], baseline: [4, 5] },
      peakRssMiB: 210.4,
      ratio: 12.345 / 4.5,
    },
    {
      file: 'emulator-list.bench.ts',
      bench: 'emulator-list',
      scenario: 'Full scan',
      unit: 'ms',
      ours: 1234.5,
      baseline: null,
      baselineLabel: '',
      target: 'none',
      met: false,
      informational: true,
      note: 'no index helps an or-filter',
      ratio: null,
    },
  ];
  return {
    kind: 'full',
    quick: false,
    only: [],
    machine: {
      cpuModel: 'Test CPU',
      cpus: 2,
      memoryGiB: 23.5,
      node: 'v20.20.2',
      loadStart: 0.5,
      loadEnd: 1.25,
      commit: 'abc1234',
      dirty: false,
      date: '2025-01-06T10:00:00.000Z',
    },
    buildMs: 1200,
    wallMs: 65_000,
    benches: [
      { file: 'emulator-list.bench.ts', status: 'ok', exitCode: 0, durationMs: 21_300, rows: 2 },
      { file: 'sync.bench.ts', status: 'failed', exitCode: 1, durationMs: 4_000, rows: 0, error: 'exit 1' },
    ],
    rows,
    ...overrides,
  };
}
