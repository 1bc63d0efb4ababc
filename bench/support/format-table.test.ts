import { describe, expect, it } from 'vitest';
import { fixtureRun } from './fixture-run';
import { formatTable } from './format-table';
import { formatFigure, formatRatio } from './format-figure';

describe('formatFigure', () => {
  it('keeps about three significant digits and groups thousands', () => {
    expect([
      formatFigure(0.1234),
      formatFigure(12.345),
      formatFigure(123.45),
      formatFigure(16_900.4),
      formatFigure(16),
      formatFigure(null),
      formatFigure(NaN),
    ]).toEqual(['0.12', '12.3', '123', '16,900', '16', 'n/a', 'n/a']);
  });

  it('gives no ratio without a baseline or with a zero one', () => {
    expect([
      formatRatio({ ours: 1, baseline: 4 }),
      formatRatio({ ours: 1, baseline: null }),
      formatRatio({ ours: 1, baseline: 0 }),
    ]).toEqual(['0.25×', '–', '–']);
  });
});

describe('formatTable', () => {
  const text = formatTable(fixtureRun());
  const lines = text.split('\n');

  it('has a header, a rule, and one line per row plus one per failed bench file', () => {
    expect(lines[0]).toMatch(/^Bench\s+Scenario\s+Ours\s+Baseline\s+Ratio\s+Target\s+Result\s+Peak RSS$/);
    expect(lines[1]).toMatch(/^-+( {2}-+){7}$/);
    expect(lines[2]).toMatch(
      new RegExp(
        String.raw`^emulator-list\s+List 1000 of 200,000 \| slice\s+12\.3 ms\s+4\.50 ms \(demo store\)` +
          String.raw`\s+2\.74×\s+≤ 50 ms\s+met\s+210 MiB$`,
      ),
    );
    expect(lines[3]).toMatch(/Full scan\s+1,235 ms\s+–\s+–\s+none\s+info\s+–$/);
    expect(lines[4]).toMatch(/^sync\s+sync\.bench\.ts did not complete\s+failed .*FAILED: exit 1/);
  });

  it('aligns every column: the rule and each line are as wide', () => {
    const width = lines[1]!.length;
    for (const line of lines.slice(2, 5)) expect(line.length).toBeLessThanOrEqual(width);
    expect(lines[2]!.indexOf('12.3 ms') + '12.3 ms'.length).toBe(lines[3]!.indexOf('1,235 ms') + '1,235 ms'.length);
  });

  it('says how long each bench file took and which failed, and the machine', () => {
    expect(text).toMatch(/emulator-list\.bench\.ts\s+21\.3 s\s+2 rows/);
    expect(text).toMatch(/sync\.bench\.ts\s+4\.0 s\s+FAILED: exit 1/);
    expect(text).toContain('1 bench file FAILED');
    expect(text).toContain(
      'Machine: Test CPU × 2, 23.5 GiB RAM, Node v20.20.2; 1-min load 0.50 at start, 1.25 at end; commit ' +
        'abc1234; 2025-01-06T10:00:00.000Z',
    );
  });

  it('says so when nothing was reported', () => {
    expect(formatTable(fixtureRun({ rows: [], benches: [] }))).toContain('(no rows)');
  });
});
