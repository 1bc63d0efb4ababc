import { AppError } from '@/lib/errors';
import { processState } from '@/lib/process-state';

// Downloads that may be built at once per server process, by kind. A workbook is the costly one (its XML and zip,
// 50,000 rows): one at a time. A CSV is read from the database a page at a time and costs little memory, so a few
// run together (and the e2e suite's two workers never meet a refusal). Constants, not settings: they could become
// environment variables (lib/env.ts) if an operator ever needs to move them.
export const EXPORT_LIMITS = { workbook: 1, csv: 4 } as const;
export type ExportKind = keyof typeof EXPORT_LIMITS;
/** What a refused download is told to wait, in seconds: about one year-long workbook's time. */
export const EXPORT_RETRY_AFTER_SECONDS = 20;

export interface ExportSlot {
  /** Gives the slot back; a second call does nothing. */
  release(): void;
}

const running = () => processState('downloads.running', () => ({ workbook: 0, csv: 0 }) as Record<ExportKind, number>);

/** Exports of `kind` running in this process now. */
export const runningExports = (kind: ExportKind): number => running()[kind];

/** A slot for one export of `kind`, or a 429 with Retry-After when this process is building as many as it may. */
export function takeExportSlot(kind: ExportKind): ExportSlot {
  const counts = running();
  if (counts[kind] >= EXPORT_LIMITS[kind]) {
    throw new AppError(
      'rate_limited',
      'The server is preparing other downloads: try again in a few seconds.',
      { running: counts[kind] },
      { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
    );
  }
  counts[kind]++;
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      counts[kind]--;
    },
  };
}
