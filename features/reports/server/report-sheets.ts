import { TZDate } from '@date-fns/tz';
import type {
  PunctualityDrillRow,
  PunctualityOutcome,
  PunctualityReport,
  PunctualityRow,
  ReportScope,
  UtilisationReport,
} from '../contract';

// The reports as tables, the one model both exports write: the CSV writes the first sheet, the workbook every sheet
// with typed cells. Times are the branch office's wall-clock time (a spreadsheet has no zones; the About sheet names it).
// The words (sheet names, column headers, the About sheet's settings) are the requester's language: the route puts
// them in a SheetLabels (messages reports.file and reports.names) and hands them over as plain strings.

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

const DAY = (day: string) => new Date(`${day}T00:00:00Z`);

/** An instant as the branch office's wall clock, carried in a Date's UTC fields (how spreadsheets hold a date-time). */
export function wallClock(iso: string | null, timeZone: string): Date | null {
  if (iso === null) return null;
  const z = new TZDate(Date.parse(iso), timeZone);
  return new Date(Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds()));
}

type ColumnKey = (typeof COLUMN_KEYS)[number];
/** Columns by their key and kind, headed in the labels' language. */
const columnsOf = (labels: SheetLabels, columns: [ColumnKey, CellKind][]): Column[] =>
  columns.map(([key, kind]) => ({ header: labels.columns[key], kind }));

function aboutSheet(scope: ReportScope, labels: SheetLabels, extra: [string, Cell][]): Sheet {
  const { about } = labels;
  return {
    name: labels.sheets.about,
    columns: columnsOf(labels, [
      ['setting', 'text'],
      // Mixed: each cell is typed by its value (a date, a number, text).
      ['value', 'text'],
    ]),
    rows: [
      [about.branch, scope.branchName],
      [about.from, DAY(scope.from)],
      [about.to, DAY(scope.to)],
      [about.timeZone, scope.timeZone],
      ...extra,
      [about.lastSync, scope.lastSyncAt ?? about.never],
    ],
  };
}

const CARRIER_COLUMNS: [ColumnKey, CellKind][] = [
  ['carrier', 'text'],
  ['reservations', 'integer'],
  ['onTime', 'integer'],
  ['early', 'integer'],
  ['late', 'integer'],
  ['noShow', 'integer'],
  ['open', 'integer'],
  ['notApproved', 'integer'],
  ['onTimeShare', 'share'],
  ['medianDelay', 'minutes'],
  ['p90Delay', 'minutes'],
  ['medianDwell', 'minutes'],
  ['medianTurnaround', 'minutes'],
];

const carrierCells = (r: PunctualityRow, name: string): Cell[] => [
  name,
  r.reservations,
  r.onTime,
  r.early,
  r.late,
  r.noShow,
  r.open,
  r.notApproved,
  r.onTimeShare,
  r.medianDelayMinutes,
  r.p90DelayMinutes,
  r.medianDwellMinutes,
  r.medianTurnaroundMinutes,
];

/** The service's status in the labels' language when it is one we have words for, else as the service wrote it. */
const statusIn = (labels: SheetLabels, status: string): string =>
  Object.hasOwn(labels.statuses, status) ? labels.statuses[status as keyof SheetLabels['statuses']] : status;

/**
 * Carriers (with the total last), weeks, delays, the reservations behind them, and what the report covers. `capped`:
 * the Reservations sheet holds only the first of them (labels.about.firstOnly says how many).
 */
export function punctualitySheets(
  report: PunctualityReport,
  reservations: PunctualityDrillRow[],
  capped: boolean,
  labels: SheetLabels,
): Sheet[] {
  const tz = report.timeZone;
  return [
    {
      name: labels.sheets.carriers,
      columns: columnsOf(labels, CARRIER_COLUMNS),
      rows: [
        ...report.carriers.map((r) => carrierCells(r, r.carrier || labels.names.noCarrier)),
        carrierCells(report.totals, labels.names.allCarriers),
      ],
    },
    {
      name: labels.sheets.weeks,
      columns: columnsOf(labels, [
        ['weekStarting', 'date'],
        ['counted', 'integer'],
        ['onTime', 'integer'],
        ['onTimeShare', 'share'],
      ]),
      rows: report.weeks.map((w) => [DAY(w.weekStart), w.counted, w.onTime, w.onTimeShare]),
    },
    {
      name: labels.sheets.delays,
      columns: columnsOf(labels, [
        ['delayFrom', 'integer'],
        ['delayTo', 'integer'],
        ['arrivals', 'integer'],
      ]),
      rows: report.delays.map((d) => [d.fromMinutes, d.toMinutes, d.count]),
    },
    {
      name: labels.sheets.reservations,
      columns: columnsOf(labels, [
        ['number', 'text'],
        ['slotStart', 'dateTime'],
        ['slotEnd', 'dateTime'],
        ['ramp', 'text'],
        ['carrier', 'text'],
        ['vehiclePlate', 'text'],
        ['status', 'text'],
        ['arrival', 'dateTime'],
        ['departure', 'dateTime'],
        ['delay', 'minutes'],
        ['countedAs', 'text'],
      ]),
      rows: reservations.map((r) => [
        r.number,
        wallClock(r.startUtc, tz),
        wallClock(r.endUtc, tz),
        r.rampName ?? r.rampId,
        r.carrier,
        r.vehiclePlate,
        statusIn(labels, r.status),
        wallClock(r.arrivalUtc, tz),
        wallClock(r.departureUtc, tz),
        r.delayMinutes,
        labels.outcomes[r.outcome],
      ]),
    },
    aboutSheet(report, labels, [
      [labels.about.tolerance, report.toleranceMinutes],
      ...(capped ? ([[labels.about.reservationsSheet, labels.about.firstOnly]] as [string, Cell][]) : []),
    ]),
  ];
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Ramp × hour (long form, every figure), the heat map as a matrix, and what the report covers. */
export function utilisationSheets(report: UtilisationReport, labels: SheetLabels): Sheet[] {
  const { about } = labels;
  return [
    {
      name: labels.sheets.utilisation,
      columns: columnsOf(labels, [
        ['ramp', 'text'],
        ['hour', 'text'],
        ['booked', 'minutes'],
        ['onSite', 'minutes'],
        ['openMinutes', 'minutes'],
        ['utilisation', 'share'],
      ]),
      rows: [
        ...report.ramps.map((r) => ({ name: r.rampName, hours: r.hours })),
        { name: labels.names.allRamps, hours: report.hours },
      ].flatMap((r) =>
        r.hours.map((c) => [r.name, hourLabel(c.hour), c.bookedMinutes, c.actualMinutes, c.openMinutes, c.utilisation]),
      ),
    },
    {
      name: labels.sheets.heatMap,
      columns: [
        { header: labels.columns.ramp, kind: 'text' },
        ...Array.from({ length: 24 }, (_, h) => ({ header: hourLabel(h), kind: 'share' as const })),
      ],
      rows: report.ramps.map((r) => [r.rampName, ...r.hours.map((c) => c.utilisation)]),
    },
    aboutSheet(report, labels, [
      [about.openingHours, `${report.openingHours.from}–${report.openingHours.to}`],
      [about.approved, report.status.approved],
      [about.pending, report.status.pending],
      [about.rejected, report.status.rejected],
      [about.reservations, report.status.total],
    ]),
  ];
}
