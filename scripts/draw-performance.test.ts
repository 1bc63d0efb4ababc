import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureRun } from '../bench/support/fixture-run';
import {
  BEGIN_MARK,
  DOC_FILE,
  END_MARK,
  drawPerformance,
  findDrawnPart,
  parseFullRun,
  readFullRun,
  replaceDrawnPart,
} from './draw-performance';

// docs/performance.md quotes the committed full run, so a new run cannot be committed without its figures.
describe('docs/performance.md', () => {
  it('holds the tables the newest full run draws (redraw: npm run docs:performance)', () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    expect(findDrawnPart(doc)).toBe(drawPerformance(readFullRun()));
  });
});

describe('drawPerformance', () => {
  const drawn = drawPerformance(fixtureRun());

  it('gives the run and one row per scenario with its target, ours, the baseline beside it, ratio and result', () => {
    expect(drawn.startsWith(`${BEGIN_MARK}\n`)).toBe(true);
    expect(drawn.endsWith(`\n${END_MARK}`)).toBe(true);
    expect(drawn).toContain('Newest full run, 1 min: Test CPU × 2, 23.5 GiB RAM, Node v20.20.2;');
    expect(drawn).toContain('| Bench | Scenario | Target | Ours | Baseline or peer, same run | Ratio | Result |');
    // A '|' inside a cell is escaped so the table keeps its columns.
    expect(drawn).toContain(
      '| emulator-list | List 1000 of 200,000 \\| slice | ≤ 50 ms | 12.3 ms | 4.50 ms (demo store) | 2.74× | met |',
    );
    expect(drawn).toContain('| emulator-list | Full scan | none | 1,235 ms | – | – | info |');
    expect(drawn).toContain('| sync | sync.bench.ts did not complete | – | failed | – | – | FAILED: exit 1 |');
    expect(drawn).toContain('3 rows: 1 met, 0 short, 1 for information, 1 failed.');
  });

  it('marks a target missed as short', () => {
    const run = fixtureRun();
    const rows = run.rows.map((r, i) => (i === 0 ? { ...r, met: false } : r));
    expect(drawPerformance(fixtureRun({ rows }))).toContain('| 2.74× | **short** |');
  });
});

describe('replaceDrawnPart', () => {
  it('replaces only what lies between the markers, and refuses a doc without them', () => {
    const doc = `# Title\n\n${BEGIN_MARK}\nold\n${END_MARK}\n\nHand-written.\n`;
    expect(replaceDrawnPart(doc, `${BEGIN_MARK}\nnew\n${END_MARK}`)).toBe(
      `# Title\n\n${BEGIN_MARK}\nnew\n${END_MARK}\n\nHand-written.\n`,
    );
    expect(() => replaceDrawnPart('# Title\n', 'x')).toThrow(/no ".*" part/);
    expect(findDrawnPart('# Title\n')).toBeNull();
  });
});

describe('parseFullRun', () => {
  it('reads a full run and refuses a quick or partial one', () => {
    expect(parseFullRun(JSON.stringify(fixtureRun()), 'latest.json').machine.commit).toBe('abc1234');
    expect(() => parseFullRun(JSON.stringify(fixtureRun({ kind: 'quick', quick: true })), 'latest.json')).toThrow(
      'latest.json: a quick run; the doc quotes only a full run (npm run bench)',
    );
    expect(() => parseFullRun('{"kind":"full"}', 'latest.json')).toThrow(/latest\.json: not a bench run/);
  });
});
