import 'server-only';
import { streamDownload, takeExportSlot, writeText } from '@/lib/downloads';
import type { ActivityExportQueryInput } from '../contract';
import { activityCsvLines, type ActivityCsvLanguage } from './build-activity-csv';
import { readActivityBatches } from './list-activity';
import { readActivityExportQuery } from './read-activity-query';

export interface ActivityExport {
  /** `activity-2026-11-23.csv`, dated with the UTC day of the export. */
  filename: string;
  /** The CSV, read from the database a thousand entries at a time as the client takes it. */
  stream: ReadableStream<Uint8Array>;
}

// Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it Czech names come out garbled.
const BOM = '\uFEFF';
const BATCH = 1000;

/**
 * Every matching entry of the trail (not one page) as CSV, newest first, in `language` (the requester's: the route
 * resolves it). Throws 429 when this process is writing as many CSVs as it may. The filters are checked and the first
 * batch read before this returns, so a bad filter or an unreachable database is an error answer, not a broken
 * download.
 */
export async function exportActivity(
  input: ActivityExportQueryInput,
  language: ActivityCsvLanguage,
  batchSize = BATCH,
): Promise<ActivityExport> {
  const slot = takeExportSlot('csv');
  try {
    const query = readActivityExportQuery(input);
    const batches = readActivityBatches(query, batchSize);
    const first = await batches.next();
    const filename = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
    const stream = streamDownload(slot, filename, async (out, signal) => {
      try {
        await writeText(out, BOM + activityCsvLines(first.done ? [] : first.value, query.timeZone, true, language));
        if (first.done) return;
        for (let next = await batches.next(); !next.done; next = await batches.next()) {
          signal.throwIfAborted();
          await writeText(out, activityCsvLines(next.value, query.timeZone, false, language));
        }
      } finally {
        await batches.return(undefined);
      }
    });
    return { filename, stream };
  } catch (error) {
    slot.release();
    throw error;
  }
}
