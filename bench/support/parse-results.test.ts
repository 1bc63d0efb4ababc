import { describe, expect, it } from 'vitest';
import { parseResults } from './parse-results';

const row = {
  bench: 'sync',
  scenario: 'Sync, PGlite',
  unit: 's',
  ours: 12.5,
  baseline: 20,
  baselineLabel: 'halving',
  target: '≤ 60 s',
  met: true,
  ratio: 0.625,
};

describe('parseResults', () => {
  it('reads one row per line and skips blank lines', () => {
    const second = { ...row, scenario: 'Sync, PostgreSQL', samples: { ours: [1, 2] }, peakRssMiB: 300 };
    const text = `${JSON.stringify(row)}\n\n${JSON.stringify(second)}\n`;
    const rows = parseResults(text, 'sync.bench.ts');
    expect(rows.map((r) => r.scenario)).toEqual(['Sync, PGlite', 'Sync, PostgreSQL']);
    expect(rows[1]!.samples?.ours).toEqual([1, 2]);
  });

  it('takes a figure that was NaN (null in JSON) as not computed', () => {
    const [read] = parseResults(JSON.stringify({ ...row, ours: NaN, peakRssMiB: NaN }), 'x');
    expect(read!.ours).toBeNull();
    expect(read!.peakRssMiB).toBeNull();
  });

  it('names the file and the line of a line that is not JSON', () => {
    const text = `${JSON.stringify(row)}\n${JSON.stringify(row)}\n{"bench": "sync",`;
    expect(() => parseResults(text, 'sync.bench.ts')).toThrow(/^sync\.bench\.ts line 3: not JSON/);
  });

  it('names the line and the field of a row that lacks one', () => {
    const { met: _met, ...withoutMet } = row;
    void _met;
    const text = `${JSON.stringify(row)}\n${JSON.stringify(withoutMet)}`;
    expect(() => parseResults(text, 'sync.bench.ts')).toThrow(/^sync\.bench\.ts line 2: not a scenario row \(met: /);
  });

  it('refuses samples that are not numbers', () => {
    expect(() => parseResults(JSON.stringify({ ...row, samples: { ours: ['1'] } }), 'f')).toThrow(
      /line 1: .*samples\.ours\.0/,
    );
  });
});
