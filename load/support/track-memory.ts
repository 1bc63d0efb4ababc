// The resident memory of each instance over a scenario: at the start of the load, its peak, and at the end once
// settled; a failure for each instance not back near where it started.
import type { Failure } from './check-run';
import type { Instance } from './open-load-stack';

/** Memory after the run, settled, may be this much above its start: max(1.5 × start, start + 256 MiB). */
const rssAllowed = (startMiB: number) => Math.max(1.5 * startMiB, startMiB + 256);
const SETTLE_MS = 5_000;

export interface MemoryRow {
  port: string;
  peakMiB: number;
  startMiB: number;
  endMiB: number;
  /** Started again during the run: its start reading was another process's. */
  restarted?: boolean;
}

export function trackMemory(instances: Instance[]) {
  const rows: MemoryRow[] = instances.map((i) => ({
    port: new URL(i.dashboard.url).port,
    peakMiB: NaN,
    startMiB: NaN,
    endMiB: NaN,
  }));
  const rssNow = (index: number) => {
    // Resetting the high-water mark sets it to the resident set now: one reading of each.
    instances[index]!.dashboard.resetPeakRss();
    return instances[index]!.dashboard.peakRssMiB();
  };
  // The process each start reading belongs to (a restart replaces an instance's dashboard).
  let measured = instances.map((i) => i.dashboard);
  return {
    rows,
    start() {
      measured = instances.map((i) => i.dashboard);
      instances.forEach((_, i) => (rows[i]!.startMiB = rssNow(i)));
    },
    /** The high-water mark since start(): read before end(), which resets it. */
    peak() {
      instances.forEach((instance, i) => (rows[i]!.peakMiB = instance.dashboard.peakRssMiB()));
    },
    async end() {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      instances.forEach((instance, i) => {
        rows[i]!.endMiB = rssNow(i);
        rows[i]!.restarted = instance.dashboard !== measured[i];
      });
    },
    failures(): Failure[] {
      const unread = rows.filter((m) => ![m.startMiB, m.peakMiB, m.endMiB].every(Number.isFinite));
      return [
        ...(unread.length ? [{ check: 'memory could not be read', ids: unread.map((m) => `:${m.port}`) }] : []),
        // A restarted instance is a new process: "back near its start" compares one process with itself.
        ...rows
          .filter((m) => !m.restarted && m.endMiB > rssAllowed(m.startMiB))
          .map((m) => ({
            check: 'memory not back near its start',
            ids: [
              `:${m.port} ${m.startMiB.toFixed(0)} → ${m.endMiB.toFixed(0)} MiB (allowed ` +
                `${rssAllowed(m.startMiB).toFixed(0)})`,
            ],
          })),
      ];
    },
  };
}
