import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { publishLive } from '@/lib/live';
import { authorFields, recordReservations, type MirrorSource } from '@/lib/mirror';
import type { Environment } from '@/lib/schemas/connection';
import type { Reservation } from '@/lib/upstream';

// Reads answer first and fill the mirror afterwards, one batch at a time per process. When the same slice is
// read again before its turn, only the newest answer is written.
const MAX_LIVE_PER_BATCH = 100;
const SLOW_MS = 1_000;
const START_DELAY_MS = 1_000;

interface Job {
  environment: Environment;
  reservations: Reservation[];
  slice?: { from: Date; to: Date; resourceIds?: string[]; readAt?: Date };
}

const holder = globalThis as typeof globalThis & { __slotboardMirrorQueue?: { pending: Map<string, Job>; running: Promise<void> | null } };
const queue = (holder.__slotboardMirrorQueue ??= { pending: new Map(), running: null });

export function mirrorInBackground(job: Job): void {
  const key = job.slice ? `${job.environment}:${job.slice.from.toISOString()}:${job.slice.to.toISOString()}:${job.slice.resourceIds?.join(',') ?? ''}` : `${job.environment}:one:${job.reservations[0]?.Id}`;
  queue.pending.set(key, job);
  // Started a moment later, so the answer that carries these reservations, and the page's other requests that
  // follow it, are served first: with the embedded database the copy runs in this process.
  queue.running ??= new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS))
    .then(drain)
    .finally(() => {
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
      const { created, changed, authors } = await recordReservations(job.environment, job.reservations, { source: 'read' } satisfies MirrorSource, job.slice);
      const ms = performance.now() - started;
      if (ms > SLOW_MS) console.log(`[mirror] stored a read of ${job.reservations.length} reservations (${created.length} new, ${changed.length} changed) in ${ms.toFixed(0)} ms`);
      await announce(job.environment, changed, (id) => authorFields(authors.get(id)));
    } catch (error) {
      console.error(`[mirror] could not store ${job.reservations.length} reservations: ${describeErrorForLog(error, { stack: false })}`);
    }
  }
}

type Who = { origin?: string; actor?: string; event?: string };

/** Tells open browsers about changed reservations; past a batch's worth, asks them to reload instead. */
export async function announce(environment: Environment, ids: string[], who: Who | ((id: string) => Who)): Promise<void> {
  const at = new Date().toISOString();
  if (ids.length > MAX_LIVE_PER_BATCH) {
    await publishLive({ type: 'resync', environment, at });
    return;
  }
  for (const id of ids) await publishLive({ type: 'reservation.changed', environment, id, at, ...(typeof who === 'function' ? who(id) : who) });
}
