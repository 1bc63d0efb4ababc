import type { UtilisationCell } from '../contract';
import type { ReportFormat } from './format-report';

export type OccupancyMode = 'plan' | 'actual';

export interface HeatRow {
  name: string;
  cells: UtilisationCell[];
}

/** The share a cell shows: booked (plan) or on site (actual) over open minutes; null when the ramp was closed. */
export const shareOf = (
  cell: Pick<UtilisationCell, 'bookedMinutes' | 'actualMinutes' | 'openMinutes'>,
  mode: OccupancyMode,
): number | null =>
  cell.openMinutes > 0 ? (mode === 'plan' ? cell.bookedMinutes : cell.actualMinutes) / cell.openMinutes : null;

export interface StepWords {
  closed: string;
  over: string;
}

/**
 * The legend's steps; each names itself in the reader's language and number format. Each step's text colour keeps
 * 4.5:1 on its fill in both themes.
 */
export const STEPS = [
  {
    key: 'closed',
    label: (f: ReportFormat, words: StepWords) => words.closed,
    test: (s: number | null) => s === null,
    fill: 'fill-zinc-100 dark:fill-zinc-800',
    ink: 'fill-zinc-600 dark:fill-zinc-400',
    swatch: 'bg-zinc-100 dark:bg-zinc-800',
  },
  {
    key: '0',
    label: (f: ReportFormat) => f.share(0),
    test: (s: number | null) => s === 0,
    fill: 'fill-white dark:fill-zinc-900',
    ink: 'fill-zinc-600 dark:fill-zinc-400',
    swatch: 'bg-white dark:bg-zinc-900',
  },
  {
    key: '1-25',
    label: (f: ReportFormat) => `${f.count(1)}–${f.share(0.25)}`,
    test: (s: number | null) => s !== null && s <= 0.25,
    fill: 'fill-indigo-100 dark:fill-indigo-950',
    ink: 'fill-zinc-900 dark:fill-white',
    swatch: 'bg-indigo-100 dark:bg-indigo-950',
  },
  {
    key: '26-50',
    label: (f: ReportFormat) => `${f.count(26)}–${f.share(0.5)}`,
    test: (s: number | null) => s !== null && s <= 0.5,
    fill: 'fill-indigo-300 dark:fill-indigo-800',
    ink: 'fill-zinc-950 dark:fill-white',
    swatch: 'bg-indigo-300 dark:bg-indigo-800',
  },
  {
    key: '51-75',
    label: (f: ReportFormat) => `${f.count(51)}–${f.share(0.75)}`,
    test: (s: number | null) => s !== null && s <= 0.75,
    fill: 'fill-indigo-600 dark:fill-indigo-600',
    ink: 'fill-white dark:fill-white',
    swatch: 'bg-indigo-600 dark:bg-indigo-600',
  },
  {
    key: '76-100',
    label: (f: ReportFormat) => `${f.count(76)}–${f.share(1)}`,
    test: (s: number | null) => s !== null && s <= 1,
    fill: 'fill-indigo-800 dark:fill-indigo-400',
    ink: 'fill-white dark:fill-zinc-950',
    swatch: 'bg-indigo-800 dark:bg-indigo-400',
  },
  {
    key: 'over',
    label: (f: ReportFormat, words: StepWords) => words.over,
    test: () => true,
    fill: 'fill-indigo-950 dark:fill-indigo-200',
    ink: 'fill-white dark:fill-zinc-950',
    swatch: 'bg-indigo-950 dark:bg-indigo-200',
  },
] as const;

export const stepOf = (share: number | null) => STEPS.find((s) => s.test(share))!;

export const HOURS = Array.from({ length: 24 }, (_, h) => h);
