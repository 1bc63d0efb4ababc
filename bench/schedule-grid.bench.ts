// Benchmark: the schedule grid with a week of 40 ramps and 8,000 reservations, against react-calendar-timeline as the peer.
// Measures time from navigation to the grid fully drawn and p95 frame time while scrolling (targets: ≤ 1.5 s, ≤ 20 ms,
// and faster than the peer on both). Reservations and ramps are served to the page by Playwright routing, so the
// numbers are the browser's work (a warm BFF answers from memory in a few ms; see bench/emulator-list.bench.ts).
// Uses BENCH_URL when a demo already runs there; otherwise starts `npm run demo` on test ports.
// The peer (react-calendar-timeline with React 18) is bench/peer, installed on first run; PEER_DIR points elsewhere.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const RAMPS = 40;
const RESERVATIONS = 8000;
const FRAMES = 150;
const HOUR = 3_600_000;

const guid = (n: number, kind: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function nextMonday(): string {
  const d = new Date(Date.now() + 7 * 24 * HOUR);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function makeData(monday: string) {
  const branches = [guid(1, 0xb), guid(2, 0xb)];
  const resources = Array.from({ length: RAMPS }, (_, i) => ({
    Id: guid(i + 1, 0xa),
    ResourceName: `${i < RAMPS / 2 ? 'North DC' : 'South DC'} ramp ${(i % (RAMPS / 2)) + 1}`,
    ShortName: `${i < RAMPS / 2 ? 'NTH' : 'STH'}-${(i % (RAMPS / 2)) + 1}`,
    ResourceNameLocalized: `Ramp ${(i % (RAMPS / 2)) + 1}`,
    BranchOfficeId: branches[i < RAMPS / 2 ? 0 : 1],
  }));
  const statuses = ['Approved', 'Approved', 'Approved', 'Pending', 'Rejected'];
  const start = Date.parse(`${monday}T00:00:00Z`);
  const perRampDay = Math.ceil(RESERVATIONS / RAMPS / 7);
  const reservations = [];
  for (let n = 0; reservations.length < RESERVATIONS; n++) {
    const ramp = n % RAMPS;
    const slot = Math.floor(n / RAMPS);
    const day = Math.floor(slot / perRampDay);
    const s = start + day * 24 * HOUR + 5 * HOUR + (slot % perRampDay) * 33 * 60_000 + (ramp % 3) * 60_000;
    reservations.push({
      Id: guid(n + 1, 0xc),
      ReservationNumber: `B${String(n + 1).padStart(7, '0')}`,
      StartUtc: new Date(s).toISOString(),
      EndUtc: new Date(s + 30 * 60_000).toISOString(),
      ResourceId: resources[ramp]!.Id,
      Carrier: ['Rapid Freight', 'Danube Logistics', 'Prairie Express'][n % 3],
      VehicleNumberPlate: `${n % 10}AB ${1000 + (n % 9000)}`,
      TrailerNumberPlate: '',
      CarrierDriverFullName: '',
      ApprovalStatus: statuses[n % statuses.length],
      RealGateVehicleArrivalUtc: n % 4 === 0 ? new Date(s + 5 * 60_000).toISOString() : null,
      RealGateVehicleDepartureUtc: n % 4 === 0 ? new Date(s + 40 * 60_000).toISOString() : null,
      OrderNumbers: `PO-${n}`,
      SupplierNames: '',
      UnitId: guid(1, 0xd),
      NumberOfUnits: 1,
    });
  }
  return { resources, reservations, start };
}

/** p95 of frame times while the scroller moves diagonally one step per animation frame. */
async function scrollFrames(page: Page, scrollerSelector: string, horizontalSelector = scrollerSelector): Promise<number> {
  return page.evaluate(
    async ({ v, h, frames }) => {
      const vertical = document.querySelector<HTMLElement>(v)!;
      const horizontal = document.querySelector<HTMLElement>(h)!;
      const times: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 0; i < frames; i++) {
        horizontal.scrollLeft += 90;
        vertical.scrollTop = (i * 23) % Math.max(1, vertical.scrollHeight - vertical.clientHeight);
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        times.push(now - last);
        last = now;
      }
      if ((window as unknown as { __BENCH_DEBUG?: boolean }).__BENCH_DEBUG) console.log(`${document.querySelectorAll('*').length} elements; ${times.map((t) => Math.round(t)).join(',')}`);
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length * 0.95)]!;
    },
    { v: scrollerSelector, h: horizontalSelector, frames: FRAMES },
  );
}

async function startDemo(): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, child: null };
  const url = 'http://127.0.0.1:3300';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/demo.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: '3300', EMULATOR_PORT: '4320', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'slotboard-grid-bench-')), NEXTAUTH_URL: url },
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill('SIGTERM');
  throw new Error('the demo did not start within 5 minutes');
}

async function buildPeer(): Promise<{ js: string; css: string } | string> {
  // The peer needs React 18, so it lives in its own package (bench/peer), installed on first use.
  const peerDir = process.env.PEER_DIR ?? path.join(root, 'bench/peer');
  const pkg = path.join(peerDir, 'node_modules/react-calendar-timeline');
  if (!existsSync(pkg) && !process.env.PEER_DIR) {
    console.log('installing the peer scheduler into bench/peer (once)…');
    spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: peerDir, stdio: 'inherit' });
  }
  if (!existsSync(pkg)) return `react-calendar-timeline is not installed in ${peerDir} (npm install there)`;
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-peer-'));
  const entry = path.join(dir, 'peer.jsx');
  writeFileSync(
    entry,
    `import Timeline from 'react-calendar-timeline';
import moment from 'moment';
import { createRoot } from 'react-dom/client';
const d = window.__DATA__;
const groups = d.resources.map((r) => ({ id: r.Id, title: r.ShortName + ' ' + r.ResourceNameLocalized }));
const items = d.reservations.map((r) => ({ id: r.Id, group: r.ResourceId, title: r.ReservationNumber + ' · ' + r.Carrier, start_time: Date.parse(r.StartUtc), end_time: Date.parse(r.EndUtc) }));
createRoot(document.getElementById('root')).render(
  <Timeline groups={groups} items={items} defaultTimeStart={moment(d.from)} defaultTimeEnd={moment(d.to)} sidebarWidth={208} lineHeight={56} itemHeightRatio={0.75} canMove canResize="right" stackItems={false} />,
);`,
  );
  const out = await build({ entryPoints: [entry], bundle: true, write: false, minify: true, format: 'iife', jsx: 'automatic', nodePaths: [path.join(peerDir, 'node_modules'), path.join(root, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' });
  return { js: out.outputFiles[0]!.text, css: readFileSync(path.join(pkg, 'lib/Timeline.css'), 'utf8') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const line = (name: string, r: { drawn: number[]; p95: number[] }) => `${name.padEnd(28)} drawn ${median(r.drawn).toFixed(0).padStart(5)} ms   scroll p95 ${median(r.p95).toFixed(1).padStart(5)} ms`;

async function main() {
  const monday = nextMonday();
  const data = makeData(monday);
  const { url, child } = await startDemo();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      await page.addInitScript(() => ((window as unknown as { __BENCH_DEBUG: boolean }).__BENCH_DEBUG = true));
      page.on('console', (m) => console.log(`[page] ${m.text().slice(0, 2000)}`));
    }
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('planner@example.com');
    await page.getByLabel('Password').fill('demo-planner');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('signed-in-user').waitFor();
    const body = JSON.stringify({ reservations: data.reservations, fetchedAt: new Date().toISOString() });
    await page.route('**/api/reservations?**', (route) => route.fulfill({ contentType: 'application/json', body }));
    await page.route('**/api/resources', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ resources: data.resources }) }));

    const ours: { drawn: number[]; p95: number[] } = { drawn: [], p95: [] };
    for (let run = 0; run < 3; run++) {
      await page.goto(`/schedule?date=${monday}&view=week&branch=all&zoom=60`);
      await page.waitForFunction(() => document.querySelectorAll('[data-reservation-id]').length > 100 && !document.querySelector('[aria-label="Loading the schedule"]'), undefined, { polling: 'raf' });
      ours.drawn.push(await page.evaluate(() => performance.now()));
      ours.p95.push(await scrollFrames(page, '[data-testid="schedule-scroller"]'));
    }

    console.log(`week of ${monday}: ${RAMPS} ramps, ${RESERVATIONS} reservations, median of 3 runs`);
    console.log(line('Slotboard grid', ours));
    const peer = await buildPeer();
    const theirs: { drawn: number[]; p95: number[] } = { drawn: [], p95: [] };
    let peerNote = '';
    if (typeof peer === 'string') peerNote = peer;
    else {
      const html = `<!doctype html><html><head><style>${peer.css} body{margin:0;font-family:sans-serif}</style></head><body><div id="root" style="height:760px;overflow:auto"></div><script>window.__DATA__=${JSON.stringify({ ...data, from: data.start, to: data.start + 38 * HOUR })}</script><script>${peer.js}</script></body></html>`;
      await page.route('**/__peer', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      for (let run = 0; run < 3; run++) {
        await page.goto('/__peer').catch(() => undefined);
        try {
          await page.waitForFunction(() => document.querySelectorAll('.rct-item').length > 100, undefined, { polling: 'raf', timeout: 30_000 });
        } catch {
          peerNote = 'react-calendar-timeline did not draw (it may not support this React version)';
          break;
        }
        try {
          theirs.drawn.push(await page.evaluate(() => performance.now()));
          theirs.p95.push(await scrollFrames(page, '#root', '.rct-scroll'));
        } catch (error) {
          peerNote = `react-calendar-timeline crashed the page while scrolling (${(error as Error).message.split('\n')[0]})`;
          theirs.drawn.length = 0;
          break;
        }
      }
    }

    console.log(theirs.drawn.length ? line('react-calendar-timeline', theirs) : `react-calendar-timeline      skipped: ${peerNote}`);
    const ok = median(ours.drawn) <= 1500 && median(ours.p95) <= 20;
    console.log(`targets (drawn ≤ 1500 ms, p95 ≤ 20 ms): ${ok ? 'met' : 'NOT met'}`);
    if (theirs.drawn.length) console.log(`faster than the peer: drawn ${median(ours.drawn) < median(theirs.drawn) ? 'yes' : 'no'}, scroll ${median(ours.p95) < median(theirs.p95) ? 'yes' : 'no'}`);
  } finally {
    await browser.close();
    child?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
