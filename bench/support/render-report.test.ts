import { describe, expect, it } from 'vitest';
import { fixtureRun } from './fixture-run';
import { renderReport } from './render-report';
import { xmlProblem } from './well-formed-xml';

describe('renderReport', () => {
  const { markdown, plots } = renderReport(fixtureRun());

  it('gives the run, the machine and the results table with a row per scenario and per failed file', () => {
    expect(markdown).toMatch(/^# Slotboard benchmarks\n/);
    expect(markdown).toContain(
      'Written by `npm run bench` on 2025-01-06T10:00:00.000Z, commit abc1234. Every bench at full size.',
    );
    expect(markdown).toContain(
      'Machine: Test CPU × 2, 23.5 GiB RAM, Node v20.20.2; 1-min load 0.50 at start, 1.25 at end',
    );
    expect(markdown).toContain('| Bench | Scenario | Ours | Baseline | Ratio | Target | Result | Peak RSS |');
    // A '|' inside a cell is escaped so the table keeps its columns.
    expect(markdown).toContain(
      '| emulator-list | List 1000 of 200,000 \\| slice | 12.3 ms | 4.50 ms (demo store) | 2.74× | ≤ 50 ms | ' +
        'met | 210 MiB |',
    );
    expect(markdown).toContain('| sync | sync.bench.ts did not complete | failed | – | – | – | FAILED: exit 1 | – |');
    expect(markdown).toContain('| sync.bench.ts | 4.0 s | 0 | failed: exit 1 |');
    expect(markdown).toContain('- Full scan: no index helps an or-filter');
  });

  it('plots each row that has samples, links it, and gives its percentiles', () => {
    expect(plots.map((p) => p.file)).toEqual(['emulator-list-1.svg']);
    expect(xmlProblem(plots[0]!.svg)).toBeNull();
    expect(markdown).toContain('![List 1000 of 200,000 \\| slice](emulator-list-1.svg)');
    expect(markdown).toContain('| ours | 4 | 10 | 13 | 27.6 | 29.5 | 30 |');
    expect(markdown).toContain('| demo store | 2 | 4 | 4.50 | 4.95 | 4.99 | 5 |');
  });

  it("names each plot by its bench and its place among that bench's rows", () => {
    const run = fixtureRun();
    const [a, b] = run.rows;
    const rows = [{ ...a! }, { ...b!, samples: { ours: [1] } }, { ...a!, file: 'orders.bench.ts', bench: 'orders' }];
    const benches = [run.benches[0]!, { ...run.benches[0]!, file: 'orders.bench.ts' }];
    expect(renderReport(fixtureRun({ rows, benches })).plots.map((p) => p.file)).toEqual([
      'emulator-list-1.svg',
      'emulator-list-2.svg',
      'orders-1.svg',
    ]);
  });

  it('says which run it was when not a full one', () => {
    expect(renderReport(fixtureRun({ kind: 'quick', quick: true })).markdown).toContain(
      'Written by `npm run bench -- --quick`',
    );
    expect(renderReport(fixtureRun({ kind: 'partial', only: ['sync'] })).markdown).toContain(
      'Written by `npm run bench -- sync`',
    );
    expect(renderReport(fixtureRun({ kind: 'partial', only: ['sync'] })).markdown).toContain(
      'Partial run: only the bench files matching sync.',
    );
  });
});
