import { TZDate } from '@date-fns/tz';
import type { PunctualityDrillRow, PunctualityReport, PunctualityRow, ReportScope, UtilisationReport } from '@/lib/contracts';

// The reports as tables, the one model both exports write: the CSV writes the first sheet, the workbook every sheet
// with typed cells. Times are the branch office's wall-clock time (a spreadsheet has no zones; the About sheet names it).

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

const DAY = (day: string) => new Date(`${day}T00:00:00Z`);

/** An instant as the branch office's wall clock, carried in a Date's UTC fields (how spreadsheets hold a date-time). */
export function wallClock(iso: string | null, timeZone: string): Date | null {
  if (iso === null) return null;
  const z = new TZDate(Date.parse(iso), timeZone);
  return new Date(Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds()));
}

function aboutSheet(scope: ReportScope, extra: [string, Cell][]): Sheet {
  return {
    name: 'About',
    columns: [
      { header: 'Setting', kind: 'text' },
      // Mixed: each cell is typed by its value (a date, a number, text).
      { header: 'Value', kind: 'text' },
    ],
    rows: [['Branch office', scope.branchName], ['From', DAY(scope.from)], ['To', DAY(scope.to)], ['Time zone', scope.timeZone], ...extra, ['Mirror last synchronised', scope.lastSyncAt ?? 'never']],
  };
}

const CARRIER_COLUMNS: Column[] = [
  { header: 'Carrier', kind: 'text' },
  { header: 'Reservations', kind: 'integer' },
  { header: 'On time', kind: 'integer' },
  { header: 'Early', kind: 'integer' },
  { header: 'Late', kind: 'integer' },
  { header: 'No-shows', kind: 'integer' },
  { header: 'Still open', kind: 'integer' },
  { header: 'Pending or rejected', kind: 'integer' },
  { header: 'On-time share', kind: 'share' },
  { header: 'Median delay (min)', kind: 'minutes' },
  { header: 'P90 delay (min)', kind: 'minutes' },
  { header: 'Median dwell (min)', kind: 'minutes' },
  { header: 'Median turnaround (min)', kind: 'minutes' },
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

/** Carriers (with the total last), weeks, delays, the reservations behind them, and what the report covers. */
export function punctualitySheets(report: PunctualityReport, reservations: PunctualityDrillRow[], cappedAt: number | null): Sheet[] {
  const tz = report.timeZone;
  return [
    {
      name: 'Carriers',
      columns: CARRIER_COLUMNS,
      rows: [...report.carriers.map((r) => carrierCells(r, r.carrier || '(no carrier)')), carrierCells(report.totals, 'All carriers')],
    },
    {
      name: 'Weeks',
      columns: [
        { header: 'Week starting', kind: 'date' },
        { header: 'Counted', kind: 'integer' },
        { header: 'On time', kind: 'integer' },
        { header: 'On-time share', kind: 'share' },
      ],
      rows: report.weeks.map((w) => [DAY(w.weekStart), w.counted, w.onTime, w.onTimeShare]),
    },
    {
      name: 'Delays',
      columns: [
        { header: 'Delay from (min)', kind: 'integer' },
        { header: 'Delay to (min)', kind: 'integer' },
        { header: 'Arrivals', kind: 'integer' },
      ],
      rows: report.delays.map((d) => [d.fromMinutes, d.toMinutes, d.count]),
    },
    {
      name: 'Reservations',
      columns: [
        { header: 'Number', kind: 'text' },
        { header: 'Slot start', kind: 'dateTime' },
        { header: 'Slot end', kind: 'dateTime' },
        { header: 'Ramp', kind: 'text' },
        { header: 'Carrier', kind: 'text' },
        { header: 'Vehicle plate', kind: 'text' },
        { header: 'Status', kind: 'text' },
        { header: 'Arrival', kind: 'dateTime' },
        { header: 'Departure', kind: 'dateTime' },
        { header: 'Delay (min)', kind: 'minutes' },
        { header: 'Counted as', kind: 'text' },
      ],
      rows: reservations.map((r) => [
        r.number,
        wallClock(r.startUtc, tz),
        wallClock(r.endUtc, tz),
        r.rampName ?? r.rampId,
        r.carrier,
        r.vehiclePlate,
        r.status,
        wallClock(r.arrivalUtc, tz),
        wallClock(r.departureUtc, tz),
        r.delayMinutes,
        OUTCOME_LABELS[r.outcome],
      ]),
    },
    aboutSheet(report, [
      ['On time within (min)', report.toleranceMinutes],
      ...(cappedAt !== null ? ([['Reservations sheet', `the first ${cappedAt} only`]] as [string, Cell][]) : []),
    ]),
  ];
}

export const OUTCOME_LABELS = { onTime: 'on time', early: 'early', late: 'late', noShow: 'no-show', open: 'still open', notApproved: 'pending or rejected' } as const;

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Ramp × hour (long form, every figure), the heat map as a matrix, and what the report covers. */
export function utilisationSheets(report: UtilisationReport): Sheet[] {
  return [
    {
      name: 'Utilisation',
      columns: [
        { header: 'Ramp', kind: 'text' },
        { header: 'Hour', kind: 'text' },
        { header: 'Booked (min)', kind: 'minutes' },
        { header: 'On site (min)', kind: 'minutes' },
        { header: 'Open (min)', kind: 'minutes' },
        { header: 'Utilisation', kind: 'share' },
      ],
      rows: [...report.ramps.map((r) => ({ name: r.rampName, hours: r.hours })), { name: 'All ramps', hours: report.hours }].flatMap((r) =>
        r.hours.map((c) => [r.name, hourLabel(c.hour), c.bookedMinutes, c.actualMinutes, c.openMinutes, c.utilisation]),
      ),
    },
    {
      name: 'Heat map',
      columns: [{ header: 'Ramp', kind: 'text' }, ...Array.from({ length: 24 }, (_, h) => ({ header: hourLabel(h), kind: 'share' as const }))],
      rows: report.ramps.map((r) => [r.rampName, ...r.hours.map((c) => c.utilisation)]),
    },
    aboutSheet(report, [
      ['Opening hours', `${report.openingHours.from}–${report.openingHours.to}`],
      ['Approved', report.status.approved],
      ['Pending', report.status.pending],
      ['Rejected', report.status.rejected],
      ['Reservations', report.status.total],
    ]),
  ];
}
