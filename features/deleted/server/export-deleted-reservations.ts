import 'server-only';
import { streamDownload, takeExportSlot, writeText } from '@/lib/downloads';
import { MAX_DELETED_EXPORT, type DeletedQueryInput } from '../contract';
import { buildDeletedCsv, ENGLISH_CSV_WORDS, type DeletedCsvWords } from './build-deleted-csv';
import { readDeletedBatches } from './list-deleted-reservations';

export interface DeletedExport {
  /** `deleted-reservations-2026-11-23.csv`, dated with the UTC day of the export. */
  filename: string;
  /** The CSV, read from the database a thousand rows at a time as the client takes it. */
  body: ReadableStream<Uint8Array>;
  /** Rows in the file: the newest `MAX_DELETED_EXPORT` when more match. */
  exported: number;
  /** Rows matching the filters. */
  total: number;
}

// Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it Czech names come out garbled.
const BOM = '\uFEFF';

/**
 * The whole filtered audit (not one page) as CSV, newest deletion first, capped at MAX_DELETED_EXPORT rows; headers
 * and value names in `words` (the route passes the requester's language). Throws 429 when this process is writing as
 * many CSVs as it may. The filters are checked, the rows counted and the first batch read before this returns, so a
 * bad filter or an unreachable database is an error answer, not a broken download.
 */
export async function exportDeletedReservations(
  input: DeletedQueryInput,
  words: DeletedCsvWords = ENGLISH_CSV_WORDS,
  batchSize?: number,
): Promise<DeletedExport> {
  const slot = takeExportSlot('csv');
  try {
    const { total, batches } = await readDeletedBatches({ ...input, page: 0 }, MAX_DELETED_EXPORT, batchSize);
    const first = await batches.next();
    const filename = `deleted-reservations-${new Date().toISOString().slice(0, 10)}.csv`;
    const body = streamDownload(slot, filename, async (out, signal) => {
      try {
        await writeText(out, BOM + buildDeletedCsv(first.done ? [] : first.value, words));
        if (first.done) return;
        for (let next = await batches.next(); !next.done; next = await batches.next()) {
          signal.throwIfAborted();
          await writeText(out, `\r\n${buildDeletedCsv(next.value, words, false)}`);
        }
      } finally {
        await batches.return(undefined);
      }
    });
    return { filename, body, exported: Math.min(total, MAX_DELETED_EXPORT), total };
  } catch (error) {
    slot.release();
    throw error;
  }
}
