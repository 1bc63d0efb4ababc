import Papa from 'papaparse';
import { CSV_FORMULA_START, DETAIL_FROM_LABELS, LEARNT_VIA_LABELS, type DeletedReservation } from '@/lib/contracts';
import { formatZonedTime } from './format-zoned-time';

// The audit as a spreadsheet reads it: headers a person reads, times on the branch's clock with the offset, the
// quoting Papa Parse does (commas, quotes and line breaks in a carrier's name survive a round trip).

/** A row as the CSV needs it: the audit's columns without the full record. */
export type DeletedCsvRow = Omit<DeletedReservation, 'record'>;

export const DELETED_CSV_HEADERS = [
  'Number',
  'Slot start',
  'Slot end',
  'Ramp',
  'Carrier',
  'Vehicle plate',
  'Trailer plate',
  'Driver',
  'Status',
  'Orders',
  'Suppliers',
  'Deleted at',
  'Learnt via',
  'Detail from',
  'Reservation id',
] as const;

function cells(row: DeletedCsvRow): string[] {
  return [
    row.number,
    formatZonedTime(row.startUtc, row.timeZone),
    formatZonedTime(row.endUtc, row.timeZone),
    row.rampName ?? row.rampId ?? '',
    row.carrier,
    row.vehiclePlate,
    row.trailerPlate,
    row.driver,
    row.status,
    row.orderNumbers,
    row.supplierNames,
    formatZonedTime(row.deletedAt, row.timeZone),
    LEARNT_VIA_LABELS[row.learntVia],
    DETAIL_FROM_LABELS[row.detailFrom],
    row.id,
  ];
}

/**
 * The CSV text, header line first, lines ending in CRLF (RFC 4180). Text a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: carrier names and notes come
 * from outside systems.
 */
export function buildDeletedCsv(rows: DeletedCsvRow[]): string {
  return Papa.unparse({ fields: [...DELETED_CSV_HEADERS], data: rows.map(cells) }, { newline: '\r\n', escapeFormulae: CSV_FORMULA_START });
}
