// What one bench file's process came to: its rows and whether it counts as failed. A file fails when it exits
// non-zero, is killed or stopped at its time limit, reports no row, or writes a line that is not a row; it is never
// skipped silently. A missed target is no failure: that is the row's 'short'.
import type { BenchFileRun, RunRow } from './bench-run';
import { parseResults } from './parse-results';

export interface FinishedProcess {
  /** Exit code, null when a signal ended it. */
  status: number | null;
  signal: string | null;
  /** Set when the process could not start or was stopped at its time limit (spawnSync's `error`). */
  error?: Error;
  /** What it wrote to BENCH_RESULTS_FILE; null when it wrote nothing. */
  results: string | null;
}

export function judgeBenchFile(
  file: string,
  durationMs: number,
  finished: FinishedProcess,
): { run: BenchFileRun; rows: RunRow[] } {
  let rows: RunRow[] = [];
  let error: string | undefined;
  try {
    rows = finished.results === null ? [] : parseResults(finished.results, file).map((r) => ({ ...r, file }));
  } catch (e) {
    error = (e as Error).message;
  }
  if (finished.error) {
    error =
      (finished.error as NodeJS.ErrnoException).code === 'ETIMEDOUT'
        ? `stopped after ${(durationMs / 60_000).toFixed(1)} min`
        : finished.error.message;
  } else if (finished.status !== 0) {
    error = finished.signal ? `killed by ${finished.signal}` : `exit ${finished.status}`;
  } else if (!error && rows.length === 0) {
    error = 'no row reported';
  }
  return {
    run: {
      file,
      status: error ? 'failed' : 'ok',
      exitCode: finished.status,
      durationMs,
      rows: rows.length,
      ...(error ? { error } : {}),
    },
    rows,
  };
}
