// Admin → Sync through the BFF: the runs listed, a wait for the one awaited, and "Sync now".
import { send } from './send-mutation';

export interface RunRow {
  id: number;
  kind: string;
  status: string;
  trigger: string;
  queuedAt: string;
  records: number;
  created: number;
  changed: number;
  calls: number;
  durationMs: number | null;
  error: string | null;
}

export async function readRuns(base: string, cookie: string): Promise<RunRow[]> {
  const res = await fetch(`${base}/api/admin/sync`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/sync: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { runs: RunRow[] }).runs;
}

/** Admin → Sync until a run matches (and none is under way): that run, or an error past the timeout. */
export async function waitForRun(
  base: string,
  cookie: string,
  matches: (run: RunRow) => boolean,
  timeoutMs: number,
): Promise<RunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await readRuns(base, cookie)).find(matches);
    if (run) return run;
    if (Date.now() > deadline) throw new Error(`no sync run as awaited within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** "Sync now" as the admin, until its run ends: that run, and any other run queued since `since`. */
export async function syncNow(base: string, cookie: string, since: number) {
  const asked = await send(base, cookie, 'POST', '/api/admin/sync', {});
  const runId = asked.runId;
  if (asked.status !== 202 || runId === null) throw new Error(`Sync now: ${asked.status} ${asked.message}`);
  const run = await waitForRun(
    base,
    cookie,
    (r) => r.id === runId && (r.status === 'succeeded' || r.status === 'failed'),
    180_000,
  );
  const runsSince = (await readRuns(base, cookie)).filter((r) => Date.parse(r.queuedAt) >= since && r.id !== runId);
  return { run, runsSince };
}
