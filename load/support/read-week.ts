// A week read through the BFF as the outage scenario checks it: its status, time, stale flag and reservations.
import type { Week } from './list-weeks';

/** Reads, the page and the sync must be back within this after the links return. */
export const RECOVERY_MS = 60_000;

export const iso = (ms: number) => new Date(ms).toISOString();
export const where = (url: string) => `:${new URL(url).port}`;

export interface WeekRead {
  url: string;
  ms: number;
  status: number;
  stale: { message: string; since: string | null } | null;
  ids: string[];
  error: string;
}

export async function readWeek(base: string, cookie: string, week: Week): Promise<WeekRead> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/reservations?from=${iso(week.from)}&to=${iso(week.to)}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) return { url: base, ms, status: res.status, stale: null, ids: [], error: text.slice(0, 200) };
    const body = JSON.parse(text) as { reservations: { Id: string }[]; stale?: WeekRead['stale'] };
    return {
      url: base,
      ms,
      status: res.status,
      stale: body.stale ?? null,
      ids: body.reservations.map((r) => r.Id.toLowerCase()),
      error: '',
    };
  } catch (error) {
    return {
      url: base,
      ms: performance.now() - started,
      status: 0,
      stale: null,
      ids: [],
      error: (error as Error).message,
    };
  }
}

/** Reads the week every second until it is not flagged stale: ms after `since`, or null past RECOVERY_MS. */
export async function waitUntilFresh(base: string, cookie: string, week: Week, since: number): Promise<number | null> {
  for (;;) {
    const read = await readWeek(base, cookie, week);
    if (read.status === 200 && !read.stale) return Date.now() - since;
    if (Date.now() - since > RECOVERY_MS) return null;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}
