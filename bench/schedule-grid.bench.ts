// Benchmark: the schedule grid with a week of 8,000 reservations (QUICK: 3,000) on the real stack, against
// react-calendar-timeline as the peer. An emulator (port 4419, temp DATA_DIR, --reset) gets them by POST /_emulator/generate
// into exactly the week the grid will show (its local Monday to Monday in ZONE), a production server (`next start`
// on 3400, DEMO_UPSTREAM_URL at the emulator; built first when stale) serves it, Chromium signs in through the real
// form and loads the week once to warm the BFF (waiting until it has copied the week into its mirror, and reporting
// how long that took); then, over 5 runs (QUICK: 2), it measures navigation → grid fully drawn, every reservation of
// the week laid out (targets: ≤ 700 ms and ≤ 0.5 × the peer's) and the p95 frame time while scrolling (≤ 17 ms).
// The peer is handed the very reservations the grid's own request for that week answered (its packed rows, unpacked). Both counts are printed beside the service's; the bench exits non-zero
// when they differ, when the grid shows another week, or when the peer cannot be installed, does not draw or crashes.
// The peer (react-calendar-timeline with React 18) is bench/peer, installed on first run; PEER_DIR points elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { unpackGridAnswer } from '../lib/contracts';
import { localMidnightUtc } from '../lib/schedule';
import { openBenchStack, signInAs } from './support/open-bench-stack';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';
import { benchWeek, postJson, type StartedDashboard } from './support/start-dashboard';

const root = path.resolve(import.meta.dirname, '..');
const EMULATOR_PORT = 4419;
const APP_PORT = 3400;
/** Ramps asked for first (a total: the demo site has 16). A ramp holds about 110 a week, so 40 cannot hold 8,000: more are added until they fit. */
const RAMPS = 40;
const RESERVATIONS = QUICK ? 2000 : 8000;
const RUNS = QUICK ? 2 : 5;
const FRAMES = 150;
const HOUR = 3_600_000;
/** The planner's browser zone; the bench dashboard has no branch time zones, so the grid's week is local to this. */
const ZONE = 'Europe/Prague';

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

async function waitForLine(dashboard: StartedDashboard, pattern: RegExp, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = pattern.exec(dashboard.output());
    if (found) return found[0].replace('[mirror] ', '');
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
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
window.__PEER_ITEMS = items.length;
createRoot(document.getElementById('root')).render(
  <Timeline groups={groups} items={items} defaultTimeStart={moment(d.from)} defaultTimeEnd={moment(d.to)} sidebarWidth={208} lineHeight={56} itemHeightRatio={0.75} canMove canResize="right" stackItems={false} />,
);`,
  );
  const out = await build({ entryPoints: [entry], bundle: true, write: false, minify: true, format: 'iife', jsx: 'automatic', nodePaths: [path.join(peerDir, 'node_modules'), path.join(root, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' });
  return { js: out.outputFiles[0]!.text, css: readFileSync(path.join(pkg, 'lib/Timeline.css'), 'utf8') };
}

const line = (name: string, r: { drawn: number[]; p95: number[] }) => `${name.padEnd(28)} drawn ${median(r.drawn).toFixed(0).padStart(5)} ms   scroll p95 ${median(r.p95).toFixed(1).padStart(5)} ms`;

/** Every reservation of the week laid out (not only the first ramps of a streamed answer), blocks on screen. */
const drawnSignal = (count: number) =>
  Number(document.querySelector('[data-testid="schedule-rows"]')?.getAttribute('data-reservation-count')) >= count &&
  document.querySelectorAll('[data-reservation-id]').length > 100 &&
  !document.querySelector('[aria-label="Loading the schedule"]');

/** The bench's verdict on something that makes the comparison meaningless: printed, and the exit code is 1. */
class Unfair extends Error {}

async function main() {
  const stack = await openBenchStack('grid', EMULATOR_PORT);
  const { emulator } = stack;
  try {
    // The week the grid shows for ?date=<monday>&view=week: local midnights in ZONE, past the demo data.
    const monday = new Date(benchWeek().from).toISOString().slice(0, 10);
    const week = { from: localMidnightUtc(monday, ZONE), to: localMidnightUtc(monday, ZONE, 7) };
    const span = { from: new Date(week.from).toISOString(), to: new Date(week.to).toISOString() };
    let added = 0;
    let ramps = 0;
    // Ramps and reservations before the dashboard starts: it caches the ramp list for minutes.
    for (let attempt = 0; added < RESERVATIONS && attempt < 6; attempt++) {
      const gen = await postJson<{ added: number; ramps: number }>(`${emulator.url}/_emulator/generate`, { count: RESERVATIONS - added, seed: 7 + attempt, ramps: RAMPS + 30 * attempt, ...span });
      added += gen.added;
      ramps = gen.ramps;
    }
    const atService = await countAtService(emulator.url, span);
    const started = await stack.startApp(APP_PORT);
    const browser = await stack.launchBrowser();
    const context = await browser.newContext({ baseURL: started.url, viewport: { width: 1440, height: 900 }, timezoneId: ZONE });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      await page.addInitScript(() => ((window as unknown as { __BENCH_DEBUG: boolean }).__BENCH_DEBUG = true));
      page.on('console', (m) => console.log(`[page] ${m.text().slice(0, 2000)}`));
    }
    await signInAs(page, 'planner@example.com', 'demo-planner');

    // One load of the week warms the BFF (token, catalogue, the week's reservations). Only the request for exactly
    // that week counts: the page signed in on today's schedule, whose own request may still be answering.
    const weekUrl = `/schedule?date=${monday}&view=week&branch=all&zoom=60`;
    const isWeekRequest = (url: string) => {
      const u = new URL(url);
      return u.pathname === '/api/reservations' && u.searchParams.get('from') === span.from && u.searchParams.get('to') === span.to;
    };
    const reservationsAnswer = page.waitForResponse((r) => isWeekRequest(r.url()) && r.request().method() === 'GET', { timeout: 120_000 });
    const warmStarted = performance.now();
    await page.goto(weekUrl);
    const reservationsUrl = (await reservationsAnswer).url();
    await page.waitForFunction(drawnSignal, atService, { polling: 'raf', timeout: 120_000 });
    const warmMs = performance.now() - warmStarted;
    console.log(`warm-up: the week drawn in ${warmMs.toFixed(0)} ms`);
    const shown = await page.getByTestId('schedule-rows').evaluate((el) => [Number(el.dataset.axisStart), Number(el.dataset.axisEnd)]);
    if (shown[0] !== week.from || shown[1] !== week.to) {
      throw new Unfair(`the grid shows ${new Date(shown[0]!).toISOString()}–${new Date(shown[1]!).toISOString()}, not the generated week ${span.from}–${span.to}`);
    }
    // The BFF copies a newly read week into its mirror after answering; a warm BFF has done so. The copy's time is
    // reported (it is what the first planner to open a week costs the server), then the runs start.
    const mirrored = await waitForLine(started, /\[mirror\] stored a read of \d+ reservations[^\n]*/, QUICK ? 5_000 : 10_000);
    // The same requests again (the inspector does not keep bodies this large), with the page's cookies.
    const { reservations } = unpackGridAnswer(await (await page.request.get(reservationsUrl)).text());
    const { resources } = (await (await page.request.get('/api/resources')).json()) as { resources: { Id: string; ShortName: string; ResourceNameLocalized: string }[] };

    const ours: { drawn: number[]; p95: number[]; fetch: number[][]; laidOut: number[] } = { drawn: [], p95: [], fetch: [], laidOut: [] };
    started.resetPeakRss();
    for (let run = 0; run < RUNS; run++) {
      await page.goto(weekUrl);
      await page.waitForFunction(drawnSignal, atService, { polling: 'raf', timeout: 60_000 });
      // performance.now() counts from the navigation's start.
      ours.drawn.push(await page.evaluate(() => performance.now()));
      ours.laidOut.push(Number(await page.getByTestId('schedule-rows').getAttribute('data-reservation-count')));
      ours.fetch.push(
        await page.evaluate(() => {
          const e = performance.getEntriesByType('resource').find((x) => x.name.includes('/api/reservations?')) as PerformanceResourceTiming | undefined;
          return e ? [e.startTime, e.responseEnd] : [NaN, NaN];
        }),
      );
      const cdp = process.env.BENCH_DEBUG ? await page.context().newCDPSession(page) : null;
      const metrics = async () => {
        if (!cdp) return {} as Record<string, number>;
        const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
        return Object.fromEntries(list.map((m) => [m.name, m.value]));
      };
      await cdp?.send('Performance.enable');
      const before = await metrics();
      if (process.env.BENCH_TRACE && run === 0) await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      ours.p95.push(await scrollFrames(page, '[data-testid="schedule-scroller"]'));
      console.log(`run ${run + 1}: drawn ${ours.drawn[run]!.toFixed(0)} ms, scroll p95 ${ours.p95[run]!.toFixed(1)} ms`);
      if (process.env.BENCH_TRACE && run === 0) await browser.stopTracing();
      const after = await metrics();
      if (cdp) console.log(['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'].map((k) => `${k} ${((after[k]! - before[k]!) * 1000).toFixed(0)} ms`).join(', '));
    }

    console.log(`week of ${monday} in ${ZONE} (${span.from} – ${span.to}): generated ${added} on ${ramps} ramps (asked ${RESERVATIONS}, ${RAMPS} ramps first); the service holds ${atService} in it`);
    const peakRssMiB = started.peakRssMiB();
    console.log(`real stack: next start + emulator, signed in; warm-up load ${warmMs.toFixed(0)} ms; median of ${RUNS} runs`);
    console.log(`  after the warm-up: ${mirrored ?? 'no mirror copy over 1 s reported'}`);
    console.log(line('Slotboard grid', ours) + `   reservations laid out ${ours.laidOut.join(', ')}`);
    console.log(`  of which the week's GET /api/reservations ran ${ours.fetch.map(([a, b]) => `${a!.toFixed(0)}→${b!.toFixed(0)}`).join(', ')} ms after navigation`);

    const peer = await buildPeer();
    if (typeof peer === 'string') throw new Unfair(`the peer cannot run: ${peer}`);
    const theirs: { drawn: number[]; p95: number[]; given: number[]; rendered: number[] } = { drawn: [], p95: [], given: [], rendered: [] };
    const data = { resources, reservations, from: week.from, to: week.from + 38 * HOUR };
    const html = `<!doctype html><html><head><style>${peer.css} body{margin:0;font-family:sans-serif}</style></head><body><div id="root" style="height:760px;overflow:auto"></div><script>window.__DATA__=${JSON.stringify(data).replace(/</g, '\\u003c')}</script><script>${peer.js}</script></body></html>`;
    await page.route('**/__peer', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/__peer').catch(() => undefined);
      try {
        await page.waitForFunction(() => document.querySelectorAll('.rct-item').length > 100, undefined, { polling: 'raf', timeout: 30_000 });
      } catch {
        throw new Unfair('react-calendar-timeline did not draw the week (fewer than 100 items within 30 s)');
      }
      theirs.drawn.push(await page.evaluate(() => performance.now()));
      theirs.given.push(await page.evaluate(() => (window as unknown as { __PEER_ITEMS: number }).__PEER_ITEMS));
      theirs.rendered.push(await page.evaluate(() => document.querySelectorAll('.rct-item').length));
      try {
        theirs.p95.push(await scrollFrames(page, '#root', '.rct-scroll'));
      } catch (error) {
        throw new Unfair(`react-calendar-timeline crashed the page while scrolling (${(error as Error).message.split('\n')[0]})`);
      }
    }
    console.log(line('react-calendar-timeline', theirs) + `   reservations laid out ${theirs.given.join(', ')} (${theirs.rendered.join(', ')} items in its DOM; same answer, page served locally)`);

    const counts = new Set([atService, ...ours.laidOut, ...theirs.given]);
    if (counts.size !== 1) throw new Unfair(`the grids did not get the same reservations: service ${atService}, Slotboard ${ours.laidOut.join('/')}, peer ${theirs.given.join('/')}`);
    console.log(`same data: ${atService} reservations at the service, in our grid and in the peer's`);
    const n = atService.toLocaleString('en');
    const drawn = median(ours.drawn);
    const peerDrawn = median(theirs.drawn);
    reportScenario({
      bench: 'schedule-grid',
      scenario: `Grid, ${n} reservations in a week: navigation → every reservation laid out, warm BFF (Chromium, next start)`,
      unit: 'ms',
      ours: drawn,
      baseline: peerDrawn,
      baselineLabel: 'react-calendar-timeline, same data',
      target: '≤ 700 ms and ≤ 0.5 × baseline',
      met: drawn <= 700 && drawn <= 0.5 * peerDrawn,
      samples: { ours: ours.drawn, baseline: theirs.drawn },
      peakRssMiB,
    });
    reportScenario({
      bench: 'schedule-grid',
      scenario: `Grid, ${n} reservations in a week: p95 frame while scrolling diagonally (${FRAMES} frames)`,
      unit: 'ms',
      ours: median(ours.p95),
      baseline: median(theirs.p95),
      baselineLabel: 'react-calendar-timeline, same data',
      target: '≤ 17 ms',
      met: median(ours.p95) <= 17,
      samples: { ours: ours.p95, baseline: theirs.p95 },
      peakRssMiB,
    });
  } finally {
    await stack.stop();
  }
}

/** How many reservations the service holds in the window, counted by the emulator itself (OData $count). */
async function countAtService(url: string, span: { from: string; to: string }): Promise<number> {
  const { token } = await postJson<{ token: string }>(`${url}/v1/demo/Token`, { username: 'api', password: 'api-password' });
  const filter = encodeURIComponent(`StartUtc ge ${span.from} and StartUtc lt ${span.to}`);
  const answer = await fetch(`${url}/odata/v1/demo/Reservation/$count?$filter=${filter}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`counting at the emulator: ${answer.status} ${await answer.text()}`);
  return Number(await answer.text());
}

main().catch((error: unknown) => {
  console.error(error instanceof Unfair ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
