import type { UtilisationReport } from '../contract';
import { aboutSheet } from './build-about-sheet';
import { columnsOf, type Sheet, type SheetLabels } from './report-sheets';

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
