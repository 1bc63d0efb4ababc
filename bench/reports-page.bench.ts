// Benchmark: the reports page's first chart, on the real stack as the gate view's bench: an emulator (port 4431, temp
// DATA_DIR, --reset, demo data, no webhooks), a production server (`next start` on 3412), Chromium in the branch
// office's zone signed in as the demo's admin through the real form, who starts the first download ("Sync now", as
// e2e/admin-sync.spec.ts does) so that the mirror holds the demo's past trucks. The demo's first branch office, its
// last 28 local days (the page's "Last 4 weeks"). One warm-up load, then 5 runs (QUICK: 2) of navigation to
// /reports?branch=…&from=…&to= → the first chart drawn: the punctuality section's first `svg[role="img"]` (the weekly
// on-time trend, features/reports/client/on-time-trend-chart.tsx) with its data marks in it. Baseline, same run, same
// data: the punctuality report's own request (as the page asked it in the warm-up) fetched by the same browser to its
// last byte, so the ratio is what the page adds to its answer. Target: the first chart ≤ 1 s. Fails when the page names
// another branch or its table totals another number of reservations than that request.
import type { PunctualityReport } from '../features/reports';
import { openBenchStack, signInAs } from './support/open-bench-stack';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';
import { postJson } from './support/start-dashboard';
import { timeAnswer, timePaints } from './support/time-page';

const EMULATOR_PORT = 4431;
const APP_PORT = 3412;
const RUNS = QUICK ? 2 : 5;
const DAYS = 28;
/**
 * The first chart of the page: the punctuality section's first SVG that names itself an image (its text alternative).
 */
const CHART = 'section[aria-labelledby="punctuality-heading"] svg[role="img"]';

async function get<T>(base: string, path: string, bearer: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A local day in a zone, YYYY-MM-DD. */
function localDay(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const chartDrawn = (selector: string) => {
  const svg = document.querySelector(selector);
  // Grid lines are there before any data: drawn means the data's own marks (the line, its points, bars).
  return (
    svg !== null && svg.querySelectorAll('path[d], circle, rect').length > 0 && svg.getBoundingClientRect().width > 0
  );
};

async function main() {
  const stack = await openBenchStack('reports', EMULATOR_PORT);
  const { emulator } = stack;
  try {
    const { token: bearer } = await postJson<{ token: string }>(`${emulator.url}/v1/demo/Token`, {
      username: 'api',
      password: 'api-password',
    });
    const { value: offices } = await get<{ value: { Id: string; BranchOfficeName: string; TimeZone: string }[] }>(
      emulator.url,
      '/odata/v1/demo/BranchOffice',
      bearer,
    );
    const office = offices[0]!;
    const branch = office.Id.toLowerCase();
    const to = localDay(Date.now(), office.TimeZone);
    const from = localDay(Date.parse(`${to}T12:00:00Z`) - (DAYS - 1) * 86_400_000, office.TimeZone);
    const query =
      `branch=${encodeURIComponent(branch)}&from=${from}&to=${to}` + `&timeZone=${encodeURIComponent(office.TimeZone)}`;

    const started = await stack.startApp(APP_PORT);
    const browser = await stack.launchBrowser();
    const context = await browser.newContext({
      baseURL: started.url,
      viewport: { width: 1440, height: 900 },
      timezoneId: office.TimeZone,
    });
    const page = await context.newPage();
    await signInAs(page, 'admin@example.com', 'demo-admin');

    // The first download, as an admin starts it; the page is measured once it has finished and the range has
    // reservations.
    const sync = await page.evaluate(async () => {
      const r = await fetch('/api/admin/sync', { method: 'POST', credentials: 'same-origin' });
      return `${r.status} ${await r.text()}`;
    });
    if (!sync.startsWith('2')) throw new Error(`Sync now answered ${sync}`);
    const apiUrl = `/api/reports/punctuality?${query}`;
    let report: PunctualityReport | null = null;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await page.waitForTimeout(1000)) {
      report = await page.evaluate(async (u) => {
        const r = await fetch(u, { credentials: 'same-origin' });
        return r.ok ? ((await r.json()) as PunctualityReport) : null;
      }, apiUrl);
      if (report && report.lastSyncAt !== null && report.totals.reservations > 0) break;
    }
    if (!report || report.lastSyncAt === null || report.totals.reservations === 0)
      throw new Error(
        `the mirror holds no report for ${office.BranchOfficeName} ${from} – ${to} after 3 minutes: ` +
          `${JSON.stringify(report?.totals ?? null)}`,
      );
    console.log(
      `${office.BranchOfficeName} (${office.TimeZone}), ${from} – ${to}: ${report.totals.reservations} ` +
        `reservations, ${report.carriers.length} carriers, ` +
        `${report.totals.onTime + report.totals.early + report.totals.late + report.totals.noShow} counted (` +
        `${report.totals.late} late), ${report.weeks.length} weeks`,
    );

    // Warm-up: the page's own report request is kept (whatever parameters it adds) as the baseline.
    const pageUrl = `/reports?${query}`;
    const asked = page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/reports/punctuality', { timeout: 60_000 })
      .then((r) => new URL(r.url()))
      .catch(() => null);
    await page.goto(pageUrl);
    await page.waitForFunction(chartDrawn, CHART, { polling: 'raf', timeout: 120_000 });
    const askedUrl = await asked;
    const answerUrl = askedUrl ? `${askedUrl.pathname}${askedUrl.search}` : apiUrl;
    const scope = (await page.getByTestId('report-scope').textContent()) ?? '';
    if (!scope.includes(report.branchName))
      throw new Error(`the reports page shows "${scope}", not ${report.branchName}`);
    const shown = Number(
      ((await page.locator('table tfoot td[data-column="reservations"]').first().textContent()) ?? '').replace(
        /\D/g,
        '',
      ),
    );
    const answered = await page.evaluate(
      async (u) =>
        ((await (await fetch(u, { credentials: 'same-origin' })).json()) as PunctualityReport).totals.reservations,
      answerUrl,
    );
    if (shown !== answered)
      throw new Error(`the page's table totals ${shown} reservations, its report request ${answered}`);

    const ours = await timePaints(page, pageUrl, chartDrawn, CHART, RUNS);
    const baseline = await timeAnswer(page, answerUrl, RUNS);
    console.log(
      `first chart ${ours.map((t) => t.toFixed(0)).join(', ')} ms; its report request alone (` +
        `${askedUrl ? 'as the page asked it' : 'the page asked none from the browser'}) ` +
        `${baseline.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    reportScenario({
      bench: 'reports-page',
      scenario:
        `Reports page, ${report.totals.reservations} reservations in ${DAYS} days at one branch: navigation → ` +
        `first chart drawn (Chromium, next start)`,
      unit: 'ms',
      ours: median(ours),
      baseline: median(baseline),
      baselineLabel: 'its punctuality report request alone, to the last byte',
      target: '≤ 1,000 ms',
      met: median(ours) <= 1000,
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
