// Server entry of deleted: what routes, pages and other features' servers call.
import 'server-only';

export { listDeletedReservations } from './list-deleted-reservations';
export { exportDeletedReservations, type DeletedExport } from './export-deleted-reservations';
export {
  buildDeletedCsv,
  DELETED_CSV_COLUMNS,
  DELETED_CSV_HEADERS,
  type DeletedCsvColumn,
  type DeletedCsvRow,
  type DeletedCsvWords,
} from './build-deleted-csv';
export { formatZonedTime } from './format-zoned-time';
