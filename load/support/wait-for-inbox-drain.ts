// Until the service has nothing left to deliver and the inbox nothing left to process, as an operator watching
// Admin → Webhooks would see it (twice in a row, so a delivery answered between two readings is not missed).
// Resolves with when it was quiet, or with a failure naming what was still pending at the deadline.
import type { Failure } from './check-run';

interface Overview {
  counts: { received: number; retrying: number };
  inbox: { events: { eventId: string }[] };
}

export async function waitForInboxDrain(options: {
  emulatorUrl: string;
  proxyUrl: string;
  adminCookie: string;
  timeoutMs: number;
}): Promise<{ at: number; failure?: Failure }> {
  const deadline = Date.now() + options.timeoutMs;
  let quietSince = 0;
  for (;;) {
    const health = await readJson<{ pendingWebhooks: number | null }>(`${options.emulatorUrl}/_emulator/health`, '');
    const overview = await readJson<Overview>(`${options.proxyUrl}/api/admin/webhooks`, options.adminCookie);
    const pending = overview ? overview.counts.received + overview.counts.retrying : -1;
    const toDeliver = health ? health.pendingWebhooks : -1;
    if (toDeliver === 0 && pending === 0) {
      if (quietSince) return { at: quietSince };
      quietSince = Date.now();
    } else quietSince = 0;
    if (Date.now() > deadline) {
      const ids: string[] = [`service still to deliver: ${toDeliver}`, `inbox pending: ${pending}`];
      for (const status of ['received', 'retrying']) {
        const page = await readJson<Overview>(
          `${options.proxyUrl}/api/admin/webhooks?status=${status}`,
          options.adminCookie,
        );
        ids.push(...(page?.inbox.events.map((e) => `${status} ${e.eventId}`) ?? []));
      }
      return {
        at: Date.now(),
        failure: { check: `the inbox did not drain within ${options.timeoutMs / 1000} s`, ids },
      };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The answer's body, or null when there is none (refused, timed out, not 2xx): the caller counts that as pending. */
async function readJson<T>(url: string, cookie: string): Promise<T | null> {
  try {
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
