// The cells of the one results table, shared by the printed table and the Markdown report so that both say the
// same: a row per reported scenario, in the order the bench files ran, and a 'failed' row for each file that failed.
import type { BenchRun } from './bench-run';
import { formatFigure, formatRatio, verdict, withUnit } from './format-figure';
import type { ScenarioRow } from './parse-results';

export const TABLE_HEADER = ['Bench', 'Scenario', 'Ours', 'Baseline', 'Ratio', 'Target', 'Result', 'Peak RSS'] as const;
/** Columns the printed table aligns to the right. */
export const NUMERIC_COLUMNS = new Set([2, 4, 7]);

export const benchName = (file: string) => file.replace(/\.bench\.ts$/, '');

export function tableCells(run: Pick<BenchRun, 'benches' | 'rows'>): string[][] {
  const cells: string[][] = [];
  for (const file of run.benches) {
    const name = benchName(file.file);
    for (const row of run.rows.filter((r) => r.file === file.file)) cells.push(rowCells(row));
    if (file.status === 'failed')
      cells.push([
        name,
        `${file.file} did not complete`,
        'failed',
        '–',
        '–',
        '–',
        `FAILED: ${file.error ?? 'unknown'}`,
        '–',
      ]);
  }
  return cells;
}

function rowCells(row: ScenarioRow): string[] {
  const baseline =
    row.baseline === null
      ? row.baselineLabel
        ? `– (${row.baselineLabel})`
        : '–'
      : `${withUnit(row.baseline, row.unit)} (${row.baselineLabel})`;
  return [
    row.bench,
    row.scenario,
    withUnit(row.ours, row.unit),
    baseline,
    formatRatio(row),
    row.target,
    verdict(row),
    row.peakRssMiB == null ? '–' : `${formatFigure(row.peakRssMiB)} MiB`,
  ];
}
