import type { PunctualityDrillRow, PunctualityReport, PunctualityRow } from '../contract';
import { aboutSheet } from './build-about-sheet';
import {
  type Cell,
  type CellKind,
  type ColumnKey,
  columnsOf,
  dayCell,
  type Sheet,
  type SheetLabels,
  wallClock,
} from './report-sheets';

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

/** A row of the Reservations sheet: times on the branch office's clock (`tz`), status and outcome in words. */
export const reservationCells = (r: PunctualityDrillRow, tz: string, labels: SheetLabels): Cell[] => [
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
];

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
      rows: report.weeks.map((w) => [dayCell(w.weekStart), w.counted, w.onTime, w.onTimeShare]),
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
      rows: reservations.map((r) => reservationCells(r, tz, labels)),
    },
    aboutSheet(report, labels, [
      [labels.about.tolerance, report.toleranceMinutes],
      ...(capped ? ([[labels.about.reservationsSheet, labels.about.firstOnly]] as [string, Cell][]) : []),
    ]),
  ];
}
