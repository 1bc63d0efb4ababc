// Benchmark: the week answer for the grid. An emulator (port 4423, temp DATA_DIR, --reset) gets 20,000 reservations
// (QUICK: 4,000) by POST /_emulator/generate into one UTC week past the demo data; a production server (`next start`
// on 3404, built first when stale) serves it. Signed in through the real form, the bench warms the BFF with one read
// of the week (token, catalogue, the mirror's copy), then over 7 rounds (QUICK: 2) measures, each from the same client:
// - the upstream pages the answer needs, fetched straight from the emulator with the client's own paging (two
//   halves side by side, 1,000 a page, the same filters), JSON.parse and nothing else: the baseline of the time target;
// - today's full answer, GET /api/reservations (every field, JSON, gzipped by `next start`): the baseline of bytes;
// - the grid's answer as the browser reads a week it shows, GET /api/reservations?view=grid&since=<the version of the
//   answer it holds> (lib/queries/reservations.ts; the week read whole from the service each time, only the rows the
//   browser lacks sent), after 1% of the week's reservations got a new plate at the service (REST PUT, spec §4 row 4:
//   what changes between two refetches on a busy site), once with the server quiet and once 1.1 s later, while the
//   mirror copies the first read (reported in the row's note);
// - the grid's answer of a week the browser does not hold yet, GET /api/reservations?view=grid (packed, streamed part
//   by part, gzipped by `next start`): the first load, reported beside them.
// Every request asks Accept-Encoding as Chromium does ('gzip, deflate, br, zstd'); bytes on the wire are counted as
// they arrive, before decoding. Every answer is checked to hold exactly the reservations the service counts, and the
// grid's rows, held or sent, field for field those of the full answer.
import { unpackGridAnswer, type GridRange, type HeldGridAnswer, type Reservation } from '../lib/contracts';
import { getCountingBytes, type Fetched } from './support/get-counting-bytes';
import { openBenchStack, signInAs } from './support/open-bench-stack';
import { changePlates, readPagesDirect } from './support/read-pages-direct';
import { QUICK } from './support/report-scenario';
import { reportWeekAnswer } from './support/report-week-answer';
import { benchWeek, postJson } from './support/start-dashboard';
import { Unfair } from './support/unfair';
import { waitForLine } from './support/wait-for-line';

const EMULATOR_PORT = 4423;
const APP_PORT = 3404;
const RESERVATIONS = QUICK ? 4000 : 20_000;
const ROUNDS = QUICK ? 2 : 7;
/** A ramp holds about 110 reservations a week: enough ramps that the count fits. */
const RAMPS = Math.ceil(RESERVATIONS / 80);
const BROWSER_ACCEPT = 'gzip, deflate, br, zstd';
/**
 * Reservations changed at the service before each round's read of the held week (1%: a busy hour's plates, moves and
 * arrivals between two refetches), so the read the browser repeats carries real changes, not only 'the same rows'.
 */
const CHANGED_PER_ROUND = Math.round(RESERVATIONS / 100);

async function main() {
  const stack = await openBenchStack('week', EMULATOR_PORT);
  const { emulator } = stack;
  try {
    const week = benchWeek();
    const span = { from: new Date(week.from).toISOString(), to: new Date(week.to).toISOString() };
    let added = 0;
    for (let attempt = 0; added < RESERVATIONS && attempt < 6; attempt++) {
      const gen = await postJson<{ added: number }>(`${emulator.url}/_emulator/generate`, {
        count: RESERVATIONS - added,
        seed: 11 + attempt,
        ramps: RAMPS + 40 * attempt,
        ...span,
      });
      added += gen.added;
    }
    const { token } = await postJson<{ token: string }>(`${emulator.url}/v1/demo/Token`, {
      username: 'api',
      password: 'api-password',
    });
    const atService = (await readPagesDirect(emulator.url, token, span)).count;

    const app = await stack.startApp(APP_PORT);
    const browser = await stack.launchBrowser();
    const page = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signInAs(page, 'planner@example.com', 'demo-planner');
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await browser.close();
    const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT };
    const q = new URLSearchParams(span);
    const fullUrl = `${app.url}/api/reservations?${q.toString()}`;
    const gridUrl = `${app.url}/api/reservations?${q.toString()}&view=grid`;

    // Warm: token, catalogue, and the week in the mirror (the first read's copy is what a cold week costs).
    const warm = await getCountingBytes(gridUrl, headers);
    const mirrored = await waitForLine(app, /\[mirror\] stored a read of \d+ reservations[^\n]*/, 15_000);
    console.log(
      `generated ${added} reservations in ${span.from} – ${span.to}; the service holds ${atService}; first read ` +
        `${warm.ms.toFixed(0)} ms; ${mirrored ?? 'no mirror copy reported (each under 1 s)'}`,
    );

    // Same reservations in both answers, and the service's count.
    const full = JSON.parse((await getCountingBytes(fullUrl, headers)).body.toString()) as {
      reservations: Reservation[];
    };
    const fullIds = new Set(full.reservations.map((r) => r.Id));
    const byId = new Map(full.reservations.map((r) => [r.Id, r]));
    const sameAsFull = (grid: GridRange, what: string) => {
      if (
        fullIds.size !== atService ||
        grid.reservations.length !== atService ||
        grid.reservations.some((r) => !fullIds.has(r.Id))
      ) {
        throw new Unfair(
          `the answers differ (${what}): service ${atService}, full ${fullIds.size}, grid ${grid.reservations.length}`,
        );
      }
      for (const r of grid.reservations) {
        const whole = byId.get(r.Id)!;
        for (const [k, v] of Object.entries(r))
          if ((whole[k] ?? null) !== v)
            throw new Unfair(
              `grid row ${r.Id} (${what}) has ${k}=${JSON.stringify(v)}, the full answer ${JSON.stringify(whole[k])}`,
            );
      }
    };
    // The browser's copy: what the next read names as `since`, and what a difference answer builds on.
    let held: HeldGridAnswer | undefined;
    const readGrid = async (asBrowser: boolean): Promise<{ fetched: Fetched; range: GridRange }> => {
      const since = asBrowser && held ? held : undefined;
      const fetched = await getCountingBytes(since ? `${gridUrl}&since=${since.version}` : gridUrl, headers);
      const text = fetched.body.toString();
      const range = unpackGridAnswer(text, since);
      const version = (JSON.parse(text.slice(0, text.indexOf('\n')) + ']}') as { version?: string }).version;
      if (!version) throw new Unfair('the grid answer names no version');
      held = { version, reservations: range.reservations };
      return { fetched, range };
    };
    sameAsFull((await readGrid(false)).range, 'first load');
    sameAsFull((await readGrid(true)).range, 'the week held');

    const upstream: number[] = [];
    const fullRuns: Fetched[] = [];
    const gridRuns: Fetched[] = [];
    const firstRuns: Fetched[] = [];
    const duringCopy: number[] = [];
    const rss = { full: 0, grid: 0, first: 0 };
    // The next read starts once the copies of the reads before it are done.
    const settle = () => new Promise((r) => setTimeout(r, QUICK ? 1500 : 3000));
    const ids = full.reservations.map((r) => r.Id);
    for (let round = 0; round < ROUNDS; round++) {
      const changed = Array.from({ length: CHANGED_PER_ROUND }, (_, i) => ids[(round * 7919 + i * 97) % ids.length]!);
      await changePlates(emulator.url, token, changed, round);
      upstream.push((await readPagesDirect(emulator.url, token, span)).ms);
      app.resetPeakRss();
      const asBrowser = await readGrid(true);
      if (asBrowser.range.reservations.length !== atService)
        throw new Unfair(`the held week read back ${asBrowser.range.reservations.length} of ${atService}`);
      gridRuns.push(asBrowser.fetched);
      // The BFF copies a read into its mirror a second after answering: the next read then shares the process with it.
      await new Promise((r) => setTimeout(r, 1100));
      duringCopy.push((await readGrid(true)).fetched.ms);
      rss.grid = Math.max(rss.grid, app.peakRssMiB());
      await settle();
      app.resetPeakRss();
      fullRuns.push(await getCountingBytes(fullUrl, headers));
      rss.full = Math.max(rss.full, app.peakRssMiB());
      await settle();
      app.resetPeakRss();
      const first = await readGrid(false);
      if (first.range.reservations.length !== atService)
        throw new Unfair(`the first load read back ${first.range.reservations.length} of ${atService}`);
      firstRuns.push(first.fetched);
      rss.first = Math.max(rss.first, app.peakRssMiB());
      await settle();
    }
    const last = (runs: Fetched[]) => runs[runs.length - 1]!;
    // The held copy, built answer on answer over every round's changes, against the full answer read after the last.
    byId.clear();
    for (const r of (JSON.parse(last(fullRuns).body.toString()) as { reservations: Reservation[] }).reservations)
      byId.set(r.Id, r);
    sameAsFull({ reservations: [...held!.reservations], fetchedAt: '' }, 'after the rounds');
    reportWeekAnswer(
      { fullRuns, gridRuns, firstRuns, upstream, duringCopy, rss },
      { reservations: RESERVATIONS, rounds: ROUNDS, changedPerRound: CHANGED_PER_ROUND },
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Unfair ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
