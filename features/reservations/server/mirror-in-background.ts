import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import type { Environment, Reservation } from '@/lib/contracts';
import { recordAndPublish } from '@/lib/mirror';
import { processState } from '@/lib/process-state';

// Reads answer first and fill the mirror afterwards, one batch at a time per process. When the same slice is
// read again before its turn, only the newest answer is written.
const SLOW_MS = 1_000;
const START_DELAY_MS = 1_000;

interface Job {
  environment: Environment;
  reservations: Reservation[];
  slice?: { from: Date; to: Date; resourceIds?: string[]; readAt?: Date };
}

const queue = processState('reservations.mirrorQueue', () => ({
  pending: new Map<string, Job>(),
  running: null as Promise<void> | null,
}));

export function mirrorInBackground(job: Job): void {
  const key = job.slice
    ? `${job.environment}:${job.slice.from.toISOString()}:${job.slice.to.toISOString()}:` +
      `${job.slice.resourceIds?.join(',') ?? ''}`
    : `${job.environment}:one:${job.reservations[0]?.Id}`;
  queue.pending.set(key, job);
  // Started a moment later, so the answer that carries these reservations, and the page's other requests that
  // follow it, are served first: with the embedded database the copy runs in this process.
  queue.running ??= new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS)).then(drain).finally(() => {
    queue.running = null;
  });
}

/** Resolves when every queued batch is written (tests, shutdown). */
export async function mirrorSettled(): Promise<void> {
  while (queue.running) await queue.running;
}

async function drain() {
  for (;;) {
    const next = queue.pending.entries().next();
    if (next.done) return;
    const [key, job] = next.value;
    queue.pending.delete(key);
    try {
      const started = performance.now();
      const { created, changed } = await recordAndPublish(
        job.environment,
        job.reservations,
        { source: 'read' },
        { tell: 'changed', slice: job.slice },
      );
      const ms = performance.now() - started;
      if (ms > SLOW_MS)
        console.log(
          `[mirror] stored a read of ${job.reservations.length} reservations ` +
            `(${created.length} new, ${changed.length} changed) in ${ms.toFixed(0)} ms`,
        );
    } catch (error) {
      console.error(
        `[mirror] could not store ${job.reservations.length} reservations: ` +
          describeErrorForLog(error, { stack: false }),
      );
    }
  }
}
