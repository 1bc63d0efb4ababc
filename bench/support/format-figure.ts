// How the table and the report write a figure: three significant digits or so, thousands grouped, 'n/a' for a
// figure the bench could not compute (JSON's null for NaN).
import type { ScenarioRow } from './parse-results';

export function formatFigure(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return 'n/a';
  const abs = Math.abs(n);
  if (Number.isInteger(n) || abs >= 999.5) return Math.round(n).toLocaleString('en-US');
  if (abs >= 100) return n.toFixed(0);
  if (abs >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

export const withUnit = (n: number | null | undefined, unit: string) =>
  n === null || n === undefined || !Number.isFinite(n) ? 'n/a' : `${formatFigure(n)} ${unit}`.trim();

/** ours ÷ baseline, e.g. '0.42×'; '–' when there is no baseline or it is zero. */
export function formatRatio(row: Pick<ScenarioRow, 'ours' | 'baseline'>): string {
  if (row.ours === null || row.baseline === null || row.baseline === 0) return '–';
  return `${(row.ours / row.baseline).toFixed(2)}×`;
}

export function verdict(row: Pick<ScenarioRow, 'met' | 'informational'>): string {
  return row.informational ? 'info' : row.met ? 'met' : 'SHORT';
}
