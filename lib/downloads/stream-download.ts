import { Writable } from 'node:stream';
import { describeErrorForLog } from '@/lib/errors';
import type { ExportSlot } from './take-export-slot';

// A download's body, written as the client reads it: the writer gets a Node Writable (what exceljs's streaming
// writer and zip need) whose writes complete only once the client has taken the bytes before them, so a slow reader
// slows the writer instead of growing a buffer. The export's slot is held until the body ends, fails, is cancelled
// (the client went away) or runs out of time. The status and headers are gone by the time a write fails, so a failure
// errors the stream: the connection is cut and the browser shows the download as failed, never a file that looks
// whole.

/** Longest a download may take, slow reader included, before it is cut and its slot freed. */
export const EXPORT_TIME_LIMIT_MS = 10 * 60_000;
/** Bytes the body keeps for a client that has not read them yet. */
const QUEUED_BYTES = 256 * 1024;

/** Writes `text` and resolves once the client has room for more. */
export function writeText(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
}

/**
 * The body of a download `write` produces into `out` (and may end; it is ended when `write` resolves). `signal` aborts
 * when the client is gone or time is up: a writer reading pages checks it between pages.
 */
export function streamDownload(
  slot: ExportSlot,
  label: string,
  write: (out: Writable, signal: AbortSignal) => Promise<void>,
  timeLimitMs = EXPORT_TIME_LIMIT_MS,
): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let resume: (() => void) | null = null;
  const wake = () => {
    const next = resume;
    resume = null;
    next?.();
  };
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (stop.signal.aborted) return done(stop.signal.reason as Error);
      // A zero-length write (the workbook writer's "wait until the client has read") sends nothing.
      if (chunk.length > 0) controller.enqueue(new Uint8Array(chunk));
      if ((controller.desiredSize ?? 0) > 0) done();
      else resume = () => done();
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const end = () => {
    clearTimeout(timer);
    slot.release();
  };
  const run = async () => {
    await write(out, stop.signal);
    if (!out.writableEnded) await new Promise<void>((resolve) => out.end(resolve));
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        timer = setTimeout(() => {
          console.warn(`[export] ${label}: not read within ${timeLimitMs / 1000} s, cut`);
          stop.abort(new Error(`the download took longer than ${timeLimitMs / 1000} s`));
          controller.error(stop.signal.reason);
          out.destroy();
          wake();
          end();
        }, timeLimitMs);
        // Not awaited: start would hold the first read back until the whole file is written.
        void run().then(
          () => {
            if (stop.signal.aborted) return;
            controller.close();
            end();
          },
          (error: unknown) => {
            if (stop.signal.aborted) return;
            console.error(`[export] ${label} failed after its answer began: ${describeErrorForLog(error)}`);
            stop.abort(error);
            controller.error(error);
            end();
          },
        );
      },
      pull: wake,
      cancel(reason) {
        stop.abort(reason instanceof Error ? reason : new Error('the client stopped reading'));
        out.destroy();
        wake();
        end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUED_BYTES }),
  );
}
