// The webhook deliveries the service gives up while its link to the balancer is cut.

export interface GivenUpWatch {
  /** The event ids given up so far, after one last read. */
  stop(): Promise<Set<string>>;
  /** Stops reading, without a last read. */
  cancel(): void;
}

/**
 * The deliveries the service gives up from `since` on, read from its log every 2 s (it keeps only the last 500
 * attempts): the event ids, once stopped.
 */
export function watchGivenUp(emulatorUrl: string, since: number): GivenUpWatch {
  const ids = new Set<string>();
  // Never rejects, and gives up on an emulator that does not answer: a read that fails is made up for by the next.
  // A rejection in the chain would be unhandled until the next tick, and Node ends the process on it: the run would
  // stop with no report and the dashboards' process groups left running.
  const read = async () => {
    try {
      const res = await fetch(`${emulatorUrl}/_emulator/webhooks`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return;
      const log = (await res.json()) as { deliveries: { eventId: string; outcome: string; at: string }[] };
      for (const d of log.deliveries) if (d.outcome === 'failed' && Date.parse(d.at) >= since) ids.add(d.eventId);
    } catch {
      // the next read, or the last one in stop()
    }
  };
  let reading = read();
  // Unref'd: what the scenario awaits keeps the process alive, never this poll, should a step throw before stop().
  const timer = setInterval(() => (reading = reading.then(read)), 2_000).unref();
  return {
    async stop() {
      clearInterval(timer);
      await reading.then(read);
      return ids;
    },
    cancel: () => clearInterval(timer),
  };
}
