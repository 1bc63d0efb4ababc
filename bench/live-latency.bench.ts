// Benchmark: live latency across instances. Two production dashboards (`next start`) share one
// PostgreSQL database, as a deployment behind a load balancer does; a planner's browser (Chromium) has the schedule
// open on each. A reservation the mirror already holds is changed at the emulator and the change announced by a
// signed webhook posted to instance A; each page notes (in the page, on its own live EventSource) when the change
// reaches it. Ours: the browser attached to instance B, the other instance (webhook → A's inbox → processing →
// NOTIFY → B → SSE). Baseline in the same run, same changes: the browser attached to A, the instance that received
// the webhook. Target: p95 ≤ 300 ms for ours. Samples: every change's latency, ms. A change that reaches neither
// page within 10 s fails the run.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { signDelivery } from '../security/support/sign-webhook';
import { openBenchStack, signInAs } from './support/open-bench-stack';
import { QUICK, reportScenario } from './support/report-scenario';
import { createBenchDatabase } from './support/create-bench-database';
import { percentile as percentileOfSorted } from './support/summarize-samples';
import { postJson, startDashboard, type StartedDashboard } from './support/start-dashboard';

const EMULATOR_PORT = 4543;
const PORTS = { a: 3503, b: 3504 };
const CHANGES = QUICK ? 30 : 60;
const TARGET_P95_MS = 300;
const WEBHOOK_SECRET = 'demo-webhook-secret';
const POSTGRES_DATABASE = 'slotboard_bench_live';

// In the page, before its scripts: every live 'reservation' frame is noted with its id and the wall-clock time it
// arrived (the bench runs on the same machine, so the clocks are one).
const NOTE_LIVE_FRAMES = () => {
  const w = window as unknown as { __live: { id: string; at: number }[]; __liveReady: boolean };
  w.__live = [];
  w.__liveReady = false;
  const Original = window.EventSource;
  window.EventSource = class extends Original {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('ready', () => (w.__liveReady = true));
      this.addEventListener('reservation', (event) => {
        const at = performance.timeOrigin + performance.now();
        try {
          w.__live.push({
            id: String((JSON.parse((event as MessageEvent<string>).data) as { id: string }).id).toLowerCase(),
            at,
          });
        } catch {
          // not ours to judge
        }
      });
    }
  } as typeof EventSource;
};

async function openPlanner(browser: Browser, instance: StartedDashboard): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(NOTE_LIVE_FRAMES);
  await signInAs(page, 'planner@example.com', 'demo-planner');
  await page.waitForFunction(() => (window as unknown as { __liveReady: boolean }).__liveReady, undefined, {
    timeout: 30_000,
  });
  return page;
}

const arrivals = (page: Page, id: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __live: { id: string; at: number }[] }).__live
        .filter((f) => f.id === wanted)
        .map((f) => f.at),
    id,
  );

async function arrivalAfter(page: Page, id: string, after: number, deadline: number): Promise<number | null> {
  while (Date.now() < deadline) {
    const hit = (await arrivals(page, id)).find((at) => at >= after);
    if (hit !== undefined) return hit;
    await new Promise((r) => setTimeout(r, 5));
  }
  return null;
}

// The report's own percentile, so the row's p95 is the one printed under its plot.
const percentile = (xs: number[], p: number) =>
  percentileOfSorted(
    [...xs].sort((a, b) => a - b),
    p,
  );

async function main() {
  const stack = await openBenchStack('live', EMULATOR_PORT);
  const { emulator } = stack;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-live-bench-app-'));
  const instances: StartedDashboard[] = [];
  let database: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
  let db: pg.Client | undefined;
  try {
    database = await createBenchDatabase(POSTGRES_DATABASE);
    const url = database.url;
    const secrets = { nextauth: randomBytes(32).toString('base64url'), app: randomBytes(32).toString('base64url') };
    // One after the other: the first migrates the database and saves the demo connection.
    const a = await startDashboard({ port: PORTS.a, emulatorUrl: emulator.url, databaseUrl: url, dataDir, secrets });
    instances.push(a);
    const b = await startDashboard({ port: PORTS.b, emulatorUrl: emulator.url, databaseUrl: url, dataDir, secrets });
    instances.push(b);

    const browser = await stack.launchBrowser();
    const onA = await openPlanner(browser, a);
    const onB = await openPlanner(browser, b);
    // The schedule each page shows is in the mirror now; changes are made to reservations it holds.
    db = new pg.Client({ connectionString: url });
    await db.connect();
    const mirrored = () =>
      db!.query<{ id: string }>(
        "select id from reservation_mirror where environment = 'emulator' and deleted_at is null order by " +
          'start_utc limit $1',
        [CHANGES],
      );
    let { rows } = await mirrored();
    for (let waited = 0; rows.length < CHANGES && waited < 30_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      ({ rows } = await mirrored());
    }
    if (rows.length < CHANGES)
      throw new Error(`the mirror holds ${rows.length} reservations after the pages loaded, fewer than ${CHANGES}`);
    const token = (
      await postJson<{ token: string }>(`${emulator.url}/v1/demo/Token`, { username: 'api', password: 'api-password' })
    ).token;
    console.log(
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${CHANGES} changes, webhooks to ${a.url}, browsers on both instances`,
    );

    const ours: number[] = [];
    const baseline: number[] = [];
    a.resetPeakRss();
    b.resetPeakRss();
    for (const [i, { id }] of rows.entries()) {
      const put = await fetch(`${emulator.url}/v3/demo/Reservations/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          VehicleNumberPlate: `LV ${String(i).padStart(3, '0')} ${randomBytes(2).toString('hex').toUpperCase()}`,
        }),
      });
      if (!put.ok) throw new Error(`emulator PUT ${id}: ${put.status} ${await put.text()}`);
      const delivery = signDelivery(
        WEBHOOK_SECRET,
        JSON.stringify({
          schemaVersion: '1.0',
          eventId: randomUUID(),
          event: 'reservation.vehicle.platechanged',
          tenantId: 'demo',
          occurredAt: new Date().toISOString(),
          data: { id },
        }),
      );
      const sentAt = Date.now();
      const res = await fetch(`${a.url}/api/webhooks`, {
        method: 'POST',
        body: new Uint8Array(delivery.body),
        headers: delivery.headers,
      });
      if (!res.ok) throw new Error(`webhook for ${id}: ${res.status} ${await res.text()}`);
      const [atB, atA] = await Promise.all([
        arrivalAfter(onB, id, sentAt, sentAt + 10_000),
        arrivalAfter(onA, id, sentAt, sentAt + 10_000),
      ]);
      if (atB === null || atA === null)
        throw new Error(
          `the change to ${id} did not reach ${atB === null ? 'the page on B' : ''}` +
            `${atB === null && atA === null ? ' nor ' : ''}${atA === null ? 'the page on A' : ''} within 10 s`,
        );
      ours.push(atB - sentAt);
      baseline.push(atA - sentAt);
      // Apart, so that one change's processing does not delay the next one's.
      await new Promise((r) => setTimeout(r, 100));
    }
    const peakRss = Math.max(a.peakRssMiB(), b.peakRssMiB());

    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms, max ` +
      `${Math.max(...xs).toFixed(0)} ms`;
    console.log(
      `other instance (B): ${fmt(ours)}\nsame instance (A): ${fmt(baseline)}\nload ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const p95 = percentile(ours, 95);
    reportScenario({
      bench: 'live-latency',
      scenario: 'Live: webhook → browser on another instance, p95 (PostgreSQL, 2 instances)',
      unit: 'ms',
      ours: p95,
      baseline: percentile(baseline, 95),
      baselineLabel: 'browser on the receiving instance',
      target: `≤ ${TARGET_P95_MS} ms`,
      met: p95 <= TARGET_P95_MS,
      samples: { ours, baseline },
      peakRssMiB: peakRss,
      note:
        `${CHANGES} changes; p50 ${percentile(ours, 50).toFixed(0)} ms (receiving instance p50 ` +
        `${percentile(baseline, 50).toFixed(0)} ms)`,
    });
  } finally {
    await db?.end().catch(() => undefined);
    await stack.stop().catch(() => undefined);
    for (const instance of instances) await instance.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
