import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '@/lib/process-state';

// The clients are shared by every request in the process, so a piece of work (a sync run) counts its own calls
// through the async context it runs in, not through the client. One store per process, like the client cache: a
// client made in one bundle must count for work started in another.
const counters = processState('gateway.callCounters', () => new AsyncLocalStorage<{ calls: number }>());

/** Runs `work` with every upstream call made inside it, however deep, added to `counter.calls`. */
export function countUpstreamCalls<T>(counter: { calls: number }, work: () => Promise<T>): Promise<T> {
  return counters.run(counter, work);
}

/** Called once per upstream call. */
export function noteUpstreamCall(): void {
  const counter = counters.getStore();
  if (counter) counter.calls += 1;
}
