import Papa from 'papaparse';
import { CSV_FORMULA_START } from '@/lib/contracts';
import { type DeletedReservation } from '../contract';
import { formatZonedTime } from './format-zoned-time';

// The audit as a spreadsheet reads it: headers a person reads (in the requester's language: the route passes the
// words), times on the branch's clock with the offset, the quoting Papa Parse does (commas, quotes and line breaks in a
// carrier's name survive a round trip).

/** A row as the CSV needs it: the audit's columns without the full record. */
export type DeletedCsvRow = Omit<DeletedReservation, 'record'>;

/** The columns, each by its key in messages (deleted.csv). */
export const DELETED_CSV_COLUMNS = [
  'number',
  'slotStart',
  'slotEnd',
  'ramp',
  'carrier',
  'vehiclePlate',
  'trailerPlate',
  'driver',
  'status',
  'orders',
  'suppliers',
  'deletedAt',
  'learntVia',
  'detailFrom',
  'reservationId',
] as const;
export type DeletedCsvColumn = (typeof DELETED_CSV_COLUMNS)[number];

/** The file's words: a header per column, and the names of its values. */
export interface DeletedCsvWords {
  header: (column: DeletedCsvColumn) => string;
  learntVia: (via: DeletedReservation['learntVia']) => string;
  detailFrom: (from: DeletedReservation['detailFrom']) => string;
  /**
   * A reservation's status as the service names it (Approved, Pending, Rejected, or one this version does not know).
   */
  status: (status: string) => string;
}

/** The English headers, as messages/en.json's deleted.csv has them (the CSV of a caller whose language is English). */
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

const LEARNT_VIA = { webhook: 'webhook', reconciliation: 'scheduled sync', read: 'a later read' } as const;
const DETAIL_FROM = { mirror: 'last known detail', service: 'deletion list only' } as const;

export const ENGLISH_CSV_WORDS: DeletedCsvWords = {
  header: (column) => DELETED_CSV_HEADERS[DELETED_CSV_COLUMNS.indexOf(column)]!,
  learntVia: (via) => LEARNT_VIA[via],
  detailFrom: (from) => DETAIL_FROM[from],
  status: (status) => status,
};

function cells(row: DeletedCsvRow, words: DeletedCsvWords): string[] {
  return [
    row.number,
    formatZonedTime(row.startUtc, row.timeZone),
    formatZonedTime(row.endUtc, row.timeZone),
    row.rampName ?? row.rampId ?? '',
    row.carrier,
    row.vehiclePlate,
    row.trailerPlate,
    row.driver,
    row.status ? words.status(row.status) : '',
    row.orderNumbers,
    row.supplierNames,
    formatZonedTime(row.deletedAt, row.timeZone),
    words.learntVia(row.learntVia),
    words.detailFrom(row.detailFrom),
    row.id,
  ];
}

/**
 * The CSV text, header line first (unless `withHeader` is false: a later batch), lines separated by CRLF (RFC 4180).
 * Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * apostrophe: carrier names and notes come from outside systems.
 */
export function buildDeletedCsv(
  rows: DeletedCsvRow[],
  words: DeletedCsvWords = ENGLISH_CSV_WORDS,
  withHeader = true,
): string {
  return Papa.unparse(
    { fields: DELETED_CSV_COLUMNS.map(words.header), data: rows.map((row) => cells(row, words)) },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START, header: withHeader },
  );
}
