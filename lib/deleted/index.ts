// Public entry of lib/deleted: the deleted-reservation audit (every deletion the service confirmed, with the last
// known detail lib/mirror kept), read page by page or exported whole as CSV.
import 'server-only';

export { listDeletedReservations } from './list-deleted-reservations';
export { exportDeletedReservations, type DeletedExport } from './export-deleted-reservations';
export { buildDeletedCsv, DELETED_CSV_COLUMNS, DELETED_CSV_HEADERS, type DeletedCsvColumn, type DeletedCsvRow, type DeletedCsvWords } from './build-deleted-csv';
export { formatZonedTime } from './format-zoned-time';
