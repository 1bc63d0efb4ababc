import 'server-only';
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
 * resolves it). The filters are checked and the first batch read before this returns, so a bad filter or an
 * unreachable database is an error answer, not a broken download.
 */
export async function exportActivity(
  input: ActivityExportQueryInput,
  language: ActivityCsvLanguage,
  batchSize = BATCH,
): Promise<ActivityExport> {
  const query = readActivityExportQuery(input);
  const batches = readActivityBatches(query, batchSize);
  const first = await batches.next();
  const encoder = new TextEncoder();
  let head: string | null = BOM + activityCsvLines(first.done ? [] : first.value, query.timeZone, true, language);
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (head !== null) {
        controller.enqueue(encoder.encode(head));
        head = null;
        if (first.done) controller.close();
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(activityCsvLines(next.value, query.timeZone, false, language)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { filename: `activity-${new Date().toISOString().slice(0, 10)}.csv`, stream };
}
