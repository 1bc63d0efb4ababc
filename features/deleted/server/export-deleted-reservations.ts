import 'server-only';
import { MAX_DELETED_EXPORT, type DeletedQueryInput } from '../contract';
import { buildDeletedCsv, ENGLISH_CSV_WORDS, type DeletedCsvWords } from './build-deleted-csv';
import { listAllDeleted } from './list-deleted-reservations';

export interface DeletedExport {
  /** `deleted-reservations-2026-11-23.csv`, dated with the UTC day of the export. */
  filename: string;
  csv: string;
  /** Rows in the file: the newest `MAX_DELETED_EXPORT` when more match. */
  exported: number;
  /** Rows matching the filters. */
  total: number;
}

// Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it Czech names come out garbled.
const BOM = '\uFEFF';

/**
 * The whole filtered audit (not one page) as CSV, newest deletion first, capped at MAX_DELETED_EXPORT rows; headers
 * and value names in `words` (the route passes the requester's language).
 */
export async function exportDeletedReservations(
  input: DeletedQueryInput,
  words: DeletedCsvWords = ENGLISH_CSV_WORDS,
): Promise<DeletedExport> {
  const { rows, total } = await listAllDeleted({ ...input, page: 0 }, MAX_DELETED_EXPORT);
  return {
    filename: `deleted-reservations-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: BOM + buildDeletedCsv(rows, words),
    exported: rows.length,
    total,
  };
}
