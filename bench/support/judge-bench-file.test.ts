import { describe, expect, it } from 'vitest';
import { judgeBenchFile } from './judge-bench-file';

const row = JSON.stringify({
  bench: 'sync',
  scenario: 'Sync',
  unit: 's',
  ours: 1,
  baseline: 2,
  baselineLabel: 'halving',
  target: '≤ 60 s',
  met: false,
  ratio: 0.5,
});

describe('judgeBenchFile', () => {
  it('keeps the rows of a file that exited 0, each with its file, a short target included', () => {
    const { run, rows } = judgeBenchFile('sync.bench.ts', 1500, {
      status: 0,
      signal: null,
      results: `${row}\n${row}\n`,
    });
    expect(run).toEqual({ file: 'sync.bench.ts', status: 'ok', exitCode: 0, durationMs: 1500, rows: 2 });
    expect(rows.map((r) => r.file)).toEqual(['sync.bench.ts', 'sync.bench.ts']);
  });

  it('fails a file that exited non-zero, and still shows what it reported', () => {
    const { run, rows } = judgeBenchFile('sync.bench.ts', 10, { status: 1, signal: null, results: row });
    expect(run).toMatchObject({ status: 'failed', error: 'exit 1', rows: 1 });
    expect(rows).toHaveLength(1);
  });

  it('fails a file that reported no row, whether it wrote nothing or an empty file', () => {
    expect(judgeBenchFile('a.bench.ts', 10, { status: 0, signal: null, results: null }).run).toMatchObject({
      status: 'failed',
      error: 'no row reported',
    });
    expect(judgeBenchFile('a.bench.ts', 10, { status: 0, signal: null, results: '\n' }).run).toMatchObject({
      status: 'failed',
      error: 'no row reported',
    });
  });

  it('fails a file with a malformed line and names the line', () => {
    const { run } = judgeBenchFile('a.bench.ts', 10, { status: 0, signal: null, results: `${row}\n{oops` });
    expect(run).toMatchObject({ status: 'failed', rows: 0 });
    expect(run.error).toMatch(/^a\.bench\.ts line 2: not JSON/);
  });

  it('fails a file killed by a signal or stopped at its time limit', () => {
    expect(judgeBenchFile('a.bench.ts', 10, { status: null, signal: 'SIGKILL', results: row }).run.error).toBe(
      'killed by SIGKILL',
    );
    const timedOut = Object.assign(new Error('spawnSync node ETIMEDOUT'), { code: 'ETIMEDOUT' });
    expect(
      judgeBenchFile('a.bench.ts', 300_000, { status: null, signal: 'SIGTERM', error: timedOut, results: null }).run
        .error,
    ).toBe('stopped after 5.0 min');
  });
});
