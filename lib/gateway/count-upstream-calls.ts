import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// The clients are shared by every request in the process, so a piece of work (a sync run) counts its own calls
// through the async context it runs in, not through the client. One store per process, like the client cache:
// Next.js may load this module once per bundle, and a client made in one must count for work started in another.
const holder = globalThis as typeof globalThis & { __slotboardCallCounters?: AsyncLocalStorage<{ calls: number }> };
const counters = (holder.__slotboardCallCounters ??= new AsyncLocalStorage<{ calls: number }>());

/** Runs `work` with every upstream call made inside it, however deep, added to `counter.calls`. */
export function countUpstreamCalls<T>(counter: { calls: number }, work: () => Promise<T>): Promise<T> {
  return counters.run(counter, work);
}

/** Called once per upstream call. */
export function noteUpstreamCall(): void {
  const counter = counters.getStore();
  if (counter) counter.calls += 1;
}
