// A load run stopped by Ctrl-C or a CI time-out still stops what it started: the dashboards run in process groups
// of their own (detached) and would otherwise outlive it on the suite's fixed ports, failing the next run.
const open = new Set<() => Promise<void>>();
let installed = false;

/** Calls `stop` on SIGINT or SIGTERM until the returned function is called. */
export function stopOnSignal(stop: () => Promise<void>): () => void {
  if (!installed) {
    installed = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping what the load suite started`);
        void Promise.allSettled([...open].map((s) => s())).finally(() => process.exit(130));
      });
    }
  }
  open.add(stop);
  return () => open.delete(stop);
}
