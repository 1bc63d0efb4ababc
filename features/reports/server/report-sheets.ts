import { TZDate } from '@date-fns/tz';
import type { PunctualityOutcome } from '../contract';

// The reports as tables, the one model both exports write: the CSV writes the first sheet, the workbook every sheet
// with typed cells. Times are the branch office's wall-clock time (a spreadsheet has no zones; the About sheet names
// it). The words (sheet names, column headers, the About sheet's settings) are the requester's language: the route
// puts them in a SheetLabels (messages reports.file and reports.names) and hands them over as plain strings.
// Each report's sheets are built in build-punctuality-sheets.ts and build-utilisation-sheets.ts.

export type CellKind = 'text' | 'integer' | 'minutes' | 'share' | 'date' | 'dateTime';
export type Cell = string | number | Date | null;
export interface Column {
  header: string;
  kind: CellKind;
}
export interface Sheet {
  name: string;
  columns: Column[];
  rows: Cell[][];
}

export const SHEET_KEYS = ['carriers', 'weeks', 'delays', 'reservations', 'about', 'utilisation', 'heatMap'] as const;
export const COLUMN_KEYS = [
  'carrier',
  'reservations',
  'onTime',
  'early',
  'late',
  'noShow',
  'open',
  'notApproved',
  'onTimeShare',
  'medianDelay',
  'p90Delay',
  'medianDwell',
  'medianTurnaround',
  'weekStarting',
  'counted',
  'delayFrom',
  'delayTo',
  'arrivals',
  'number',
  'slotStart',
  'slotEnd',
  'ramp',
  'vehiclePlate',
  'status',
  'arrival',
  'departure',
  'delay',
  'countedAs',
  'hour',
  'booked',
  'onSite',
  'openMinutes',
  'utilisation',
  'setting',
  'value',
] as const;
/** The About sheet's settings; `firstOnly` says the Reservations sheet was cut at MAX_EXPORTED_RESERVATIONS. */
export const ABOUT_KEYS = [
  'branch',
  'from',
  'to',
  'timeZone',
  'lastSync',
  'never',
  'tolerance',
  'reservationsSheet',
  'firstOnly',
  'openingHours',
  'approved',
  'pending',
  'rejected',
  'reservations',
] as const;
/** The service's approval statuses the Reservations sheet names in the requester's language (any other as it comes). */
export const STATUS_KEYS = ['Approved', 'Pending', 'Rejected'] as const;
export const NAME_KEYS = ['noCarrier', 'allCarriers', 'allRamps'] as const;

/** Every word of the files, in one language. */
export interface SheetLabels {
  sheets: Record<(typeof SHEET_KEYS)[number], string>;
  columns: Record<(typeof COLUMN_KEYS)[number], string>;
  about: Record<(typeof ABOUT_KEYS)[number], string>;
  outcomes: Record<PunctualityOutcome, string>;
  statuses: Record<(typeof STATUS_KEYS)[number], string>;
  names: Record<(typeof NAME_KEYS)[number], string>;
}

/** A local day as a date cell (midnight in the Date's UTC fields). */
export const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** An instant as the branch office's wall clock, carried in a Date's UTC fields (how spreadsheets hold a date-time). */
export function wallClock(iso: string | null, timeZone: string): Date | null {
  if (iso === null) return null;
  const z = new TZDate(Date.parse(iso), timeZone);
  return new Date(Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds()));
}

export type ColumnKey = (typeof COLUMN_KEYS)[number];
/** Columns by their key and kind, headed in the labels' language. */
export const columnsOf = (labels: SheetLabels, columns: [ColumnKey, CellKind][]): Column[] =>
  columns.map(([key, kind]) => ({ header: labels.columns[key], kind }));
