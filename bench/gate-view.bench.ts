// Benchmark: the gate view of a branch office with 600 reservations today (QUICK: 200), on the real stack: an emulator
// (port 4429, temp DATA_DIR, --reset, no webhooks) whose first branch office (Brno DC, Europe/Prague) gets bench ramps
// and generated reservations until exactly N start within the gate's window (extras deleted), a production server
// (`next start` on 3410), Chromium in the branch's zone signed in through the real form. One warm-up load, then 5 runs
// (QUICK: 2) of navigation → every section drawn with the count its own answer held (`data-gate-ready`, "N
// reservations"). Baseline, same run, same data: the page's own reservations request (the URL it asked during the
// warm-up) fetched by the same browser to its last byte, so the ratio is what drawing the gate adds. Target: the gate
// ≤ 800 ms. Exits non-zero when the page shows another count or another branch.
import { gateWindow } from '../features/gate';
import { nameBranch } from '../lib/contracts';
import { openBenchStack, signInAs } from './support/open-bench-stack';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';
import { postJson } from './support/start-dashboard';
import { timeAnswer, timePaints } from './support/time-page';

const EMULATOR_PORT = 4429;
const APP_PORT = 3410;
const N = QUICK ? 200 : 600;
const RUNS = QUICK ? 2 : 5;

async function token(base: string): Promise<string> {
  const r = await postJson<{ token: string }>(`${base}/v1/demo/Token`, { username: 'api', password: 'api-password' });
  return r.token;
}

async function get<T>(base: string, path: string, bearer: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Ids of the branch's reservations starting in [from, to), read in hour-long slices (each far below 1,000). */
async function reservationsIn(
  base: string,
  bearer: string,
  rampIds: Set<string>,
  from: number,
  to: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let t = from; t < to; t += 3_600_000) {
    const filter =
      `StartUtc ge ${new Date(t).toISOString()} and StartUtc lt ` +
      `${new Date(Math.min(to, t + 3_600_000)).toISOString()}`;
    const page = await get<{ Id: string; ResourceId: string }[]>(
      base,
      `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$top=1000`,
      bearer,
    );
    if (page.length >= 1000) throw new Error('an hour holds 1,000 reservations: read it in smaller slices');
    ids.push(...page.filter((r) => rampIds.has(r.ResourceId.toLowerCase())).map((r) => r.Id));
  }
  return ids;
}

const gateDrawn = (count: number) =>
  document.querySelector('[data-gate-ready="true"]') !== null &&
  document.querySelectorAll('section[data-section]').length >= 6 &&
  new RegExp(`^${count} reservations`).test(
    document.querySelector('[data-testid="gate-count"]')?.textContent?.trim() ?? '',
  );
async function main() {
  const stack = await openBenchStack('gate', EMULATOR_PORT);
  const { emulator } = stack;
  try {
    const bearer = await token(emulator.url);
    const { value: offices } = await get<{ value: { Id: string; BranchOfficeName: string; TimeZone: string }[] }>(
      emulator.url,
      '/odata/v1/demo/BranchOffice',
      bearer,
    );
    const office = offices[0]!;
    const window = gateWindow(Date.now(), office.TimeZone);
    type Ramp = {
      Id: string;
      BranchOfficeId: string;
      ResourceName: string;
      ShortName: string;
      ResourceNameLocalized: string;
    };
    const ramps = async () =>
      (await get<Ramp[]>(emulator.url, '/v3/demo/Resources', bearer)).filter(
        (r) => r.BranchOfficeId.toLowerCase() === office.Id.toLowerCase(),
      );
    // Bench ramps go to the first branch office; the window's open hours there are filled until N start in it.
    let ids: string[] = [];
    for (let attempt = 0; ids.length < N && attempt < 6; attempt++) {
      await postJson(`${emulator.url}/_emulator/generate`, {
        count: 2 * N,
        seed: 31 + attempt,
        ramps: 60 + 20 * attempt,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
      });
      ids = await reservationsIn(
        emulator.url,
        bearer,
        new Set((await ramps()).map((r) => r.Id.toLowerCase())),
        window.from,
        window.to,
      );
    }
    if (ids.length < N)
      throw new Error(`only ${ids.length} reservations could be placed at ${office.BranchOfficeName} today`);
    for (const id of ids.slice(N)) {
      const removed = await fetch(`${emulator.url}/_emulator/reservations/${id}`, { method: 'DELETE' });
      if (!removed.ok) throw new Error(`could not delete ${id}: ${removed.status}`);
    }
    const count = (
      await reservationsIn(
        emulator.url,
        bearer,
        new Set((await ramps()).map((r) => r.Id.toLowerCase())),
        window.from,
        window.to,
      )
    ).length;
    console.log(
      `${office.BranchOfficeName} (${office.TimeZone}), gate window ${new Date(window.from).toISOString()} – ` +
        `${new Date(window.to).toISOString()}: ${count} reservations at the service on ${(await ramps()).length} ` +
        `ramps`,
    );
    if (count !== N) throw new Error(`the branch holds ${count} reservations in the window, not ${N}`);

    const started = await stack.startApp(APP_PORT);
    const browser = await stack.launchBrowser();
    const context = await browser.newContext({
      baseURL: started.url,
      viewport: { width: 1440, height: 900 },
      timezoneId: office.TimeZone,
    });
    const page = await context.newPage();
    await signInAs(page, 'planner@example.com', 'demo-planner');
    const gateUrl = `/gate?branch=${office.Id}`;

    // Warm-up: the BFF's token, catalogue and the window's reservations; the page's own request is kept.
    const asked = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/reservations' &&
        new URL(r.url()).searchParams.get('branchOfficeId') === office.Id,
      { timeout: 120_000 },
    );
    await page.goto(gateUrl);
    const answerUrl = new URL((await asked).url());
    await page.waitForFunction(gateDrawn, count, { polling: 'raf', timeout: 120_000 });
    // Named as the page names it, by its ramps (the bench ramps share no name with the demo's).
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const expected = nameBranch(await ramps(), office.Id);
    if (!heading.includes(expected)) throw new Error(`the gate shows "${heading}", not ${expected}`);

    const ours = await timePaints(page, gateUrl, gateDrawn, count, RUNS);
    const baseline = await timeAnswer(page, `${answerUrl.pathname}${answerUrl.search}`, RUNS);
    console.log(
      `gate ${ours.map((t) => t.toFixed(0)).join(', ')} ms; its answer alone ` +
        `${baseline.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    reportScenario({
      bench: 'gate-view',
      scenario:
        `Gate view, a branch with ${count} reservations today: navigation → every section drawn (Chromium, next ` +
        `start)`,
      unit: 'ms',
      ours: median(ours),
      baseline: median(baseline),
      baselineLabel: 'its reservations request alone, to the last byte',
      target: '≤ 800 ms',
      met: median(ours) <= 800,
      samples: { ours, baseline },
    });
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
