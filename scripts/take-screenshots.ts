// Captures the README's screenshots from a running dashboard (`npm run demo` first):
//   node --import tsx scripts/take-screenshots.ts [http://127.0.0.1:3000] [http://127.0.0.1:4010] [--day-plan-only]
// --day-plan-only takes just the printed day plan (it changes no demo data); --czech-only just the Czech schedule and
// order cart.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { signInAs } from '../bench/support/open-bench-stack';
import { sayIn } from '../e2e/support/translate';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dayPlanOnly = process.argv.includes('--day-plan-only');
const czechOnly = process.argv.includes('--czech-only');
const base = args[0] ?? 'http://127.0.0.1:3000';
const emulator = args[1] ?? 'http://127.0.0.1:4010';
const out = path.resolve('docs/screenshots');

const SHOTS = [
  { name: 'admin-users', path: '/admin/users', ready: '[data-testid="signed-in-user"]' },
  { name: 'schedule-day', path: '/schedule?view=day', ready: '[data-reservation-id]' },
  { name: 'schedule-week', path: '/schedule?view=week', ready: '[data-reservation-id]' },
  { name: 'deleted', path: '/deleted', ready: 'main table tbody tr' },
  { name: 'admin-sync', path: '/admin/sync', ready: 'text=Last runs' },
  { name: 'admin-webhooks', path: '/admin/webhooks', ready: 'main h1' },
] as const;

const call = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: is the demo's emulator at ${emulator}?`);
  return res;
};

async function emulatorToken(): Promise<string> {
  const login = await call(`${emulator}/v1/demo/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'api', password: 'api-password' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The demo's around-the-clock cross-dock (ramps KAT-…): its gate has trucks expected, on site and gone at any hour. */
async function crossDockBranch(): Promise<string> {
  const ramps = (await (
    await call(`${emulator}/v3/demo/Resources`, { headers: { authorization: `Bearer ${await emulatorToken()}` } })
  ).json()) as { ShortName: string; BranchOfficeId: string }[];
  const branch = ramps.find((r) => r.ShortName.startsWith('KAT-'))?.BranchOfficeId;
  if (!branch) throw new Error('the emulator has no KAT- ramps: reset its demo data (npm run emulator -- --reset)');
  return branch;
}

/** Two of today's reservations deleted at the service, as a gate system would, so the audit has full rows to show. */
async function deleteTwoAtTheService() {
  const token = await emulatorToken();
  const day = new Date();
  const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())).toISOString();
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const query = new URLSearchParams({
    $filter: `StartUtc ge ${from} and StartUtc lt ${to}`,
    $orderby: 'StartUtc asc,Id asc',
    $top: '1000',
  });
  const listed = (await (
    await call(`${emulator}/v3/demo/Reservations?${query.toString().replace(/\+/g, '%20')}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { Id: string }[];
  for (const r of listed.slice(-2)) await call(`${emulator}/_emulator/reservations/${r.Id}`, { method: 'DELETE' });
}

/**
 * Today's day plan of the demo's first branch office as it comes off the printer: the print view under print media,
 * the sheet with its page margins on white, at 1.5× for legible small type.
 */
async function shootDayPlan(browser: Browser) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1300, height: 900 },
    deviceScaleFactor: 1.5,
    timezoneId: 'Europe/Prague',
  });
  const page = await context.newPage();
  await signInAs(page, 'planner@example.com', 'demo-planner');
  await page.goto('/schedule?view=day');
  await page.locator('[data-reservation-id]').first().waitFor();
  await page.getByRole('link', { name: 'Print day' }).click();
  await page.locator('[data-print-ready="true"]').waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  // The page's margin, which the printer adds, drawn as white space around the sheet.
  await page.addStyleTag({ content: 'body { margin: 0; padding: 8mm; }' });
  const sheet = (await page.locator('[data-day-plan-sheet]').first().boundingBox())!;
  const margin = 8 * (96 / 25.4);
  await page.screenshot({
    path: path.join(out, 'day-plan-print.png'),
    clip: {
      x: sheet.x - margin,
      y: sheet.y - margin,
      width: sheet.width + 2 * margin,
      height: sheet.height + 2 * margin,
    },
  });
  console.log('wrote docs/screenshots/day-plan-print.png');
  await context.close();
}

/** The schedule and the order cart as a Czech planner sees them: a browser asking for Czech, the light theme. */
async function shootCzech(browser: Browser) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Prague',
    locale: 'cs-CZ',
  });
  await context.addCookies([{ name: 'slotboard-theme', value: 'light', url: base }]);
  const page = await context.newPage();
  // The sign-in form in Czech: its words from the messages, as e2e/languages.spec.ts finds them.
  const say = sayIn('cs');
  await page.goto('/login');
  await page.getByLabel(say('E-mail')).fill('planner@example.com');
  await page.getByLabel(say('Password')).fill('demo-planner');
  await page.getByRole('button', { name: say('auth.submit'), exact: true }).click();
  await page.getByTestId('signed-in-user').waitFor();
  for (const [name, url, ready] of [
    ['schedule-day-cs', '/schedule?view=day', '[data-reservation-id]'],
    ['orders-cart-cs', '/orders', 'main table tbody th'],
  ] as const) {
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}-light.png`) });
    console.log(`wrote docs/screenshots/${name}-light.png`);
  }
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  await shootCzech(browser);
  if (czechOnly) return browser.close();
  await shootDayPlan(browser);
  if (dayPlanOnly) return browser.close();
  await deleteTwoAtTheService();
  const crossDock = await crossDockBranch();
  for (const theme of ['light', 'dark'] as const) {
    // The demo's first branch office is in Prague; shown in its own zone whatever this machine's zone is.
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1440, height: 900 },
      timezoneId: 'Europe/Prague',
    });
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: base }]);
    const page = await context.newPage();
    await signInAs(page, 'admin@example.com', 'demo-admin');
    for (const shot of SHOTS) {
      await page.goto(shot.path);
      await page.locator(shot.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `${shot.name}-${theme}.png`) });
      console.log(`wrote docs/screenshots/${shot.name}-${theme}.png`);
    }
    // The order cart, and two of its orders on their way into a reservation (the form with the ramp's free times).
    await page.goto('/orders');
    await page.getByRole('table', { name: 'Order cart' }).getByRole('rowheader').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `orders-cart-${theme}.png`) });
    console.log(`wrote docs/screenshots/orders-cart-${theme}.png`);
    // The latest deliveries: their day is ahead, so the form starts there and has free times to offer.
    await page.goto('/orders?sort=deliveryDate&dir=desc');
    await page.getByRole('table', { name: 'Order cart' }).getByRole('rowheader').first().waitFor();
    for (const box of (await page.getByRole('checkbox', { name: /^Select order/ }).all()).slice(0, 2))
      await box.check();
    await page
      .getByRole('region', { name: 'Selected orders' })
      .getByRole('button', { name: 'Create reservation' })
      .click();
    // The demo's days are full: a shorter slot (as a planner might split a delivery) shows the gaps on offer.
    const form = page.getByRole('form', { name: 'Create reservation from orders' });
    await form.getByLabel('Number of units').fill('6');
    await form.getByRole('list', { name: 'Free times' }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: path.join(out, `orders-convert-${theme}.png`) });
    console.log(`wrote docs/screenshots/orders-convert-${theme}.png`);

    // The gate of the cross-dock, and the header's search with its list open.
    const gate = `/gate?branch=${crossDock}`;
    await page.goto(gate);
    await page.locator('[data-gate-ready="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `gate-${theme}.png`) });
    console.log(`wrote docs/screenshots/gate-${theme}.png`);
    await page.getByRole('combobox', { name: 'Search reservations' }).fill('rapid');
    await page.getByTestId('search-hit').first().waitFor();
    await page.screenshot({ path: path.join(out, `search-${theme}.png`) });
    console.log(`wrote docs/screenshots/search-${theme}.png`);
    if (theme === 'light') {
      for (const { name, width, height, url } of [
        { name: 'gate-wall', width: 1920, height: 1080, url: gate.replace('/gate?', '/gate/wall?') },
        { name: 'gate-tablet', width: 1024, height: 768, url: gate },
        { name: 'gate-phone', width: 390, height: 844, url: gate },
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto(url);
        await page.locator('[data-gate-ready="true"]').waitFor();
        await page.waitForLoadState('networkidle');
        // The wall scrolls by itself after a pause: taken before it moves.
        await page.screenshot({ path: path.join(out, `${name}.png`) });
        console.log(`wrote docs/screenshots/${name}.png`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // The reports of Brno DC over the last 4 weeks, the whole page: punctuality, its charts, the utilisation heat map.
    await page.goto('/reports');
    await page.getByLabel('Branch office').selectOption({ label: 'Brno DC' });
    await page.getByRole('group', { name: 'Ranges' }).getByRole('button', { name: 'Last 4 weeks' }).click();
    await page.locator('section[aria-labelledby="punctuality-heading"][data-ready="true"]').waitFor();
    await page.locator('section[aria-labelledby="utilisation-heading"][data-ready="true"]').waitFor();
    // Brno's working hours as an admin would set them, so the heat map shows the closed night hours as closed.
    const settings = page.getByRole('form', { name: 'Report settings' });
    if (await settings.getByLabel('Open around the clock').isChecked()) {
      await settings.getByLabel('Open around the clock').uncheck();
      await settings.getByLabel('Opens at').fill('06:00');
      await settings.getByLabel('Closes at').fill('22:00');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Open 06:00–22:00 local time').waitFor();
    }
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `reports-${theme}.png`), fullPage: true });
    console.log(`wrote docs/screenshots/reports-${theme}.png`);
    // A carrier's late reservations, listed behind the number.
    await page
      .getByRole('table', { name: 'Carrier punctuality' })
      .locator('tfoot td[data-column="late"] button')
      .click();
    await page.getByRole('dialog').locator('tbody tr').first().waitFor();
    await page.screenshot({ path: path.join(out, `reports-drill-${theme}.png`) });
    console.log(`wrote docs/screenshots/reports-drill-${theme}.png`);
    await page.keyboard.press('Escape');

    // A reservation's panel with its change history: one plate change through Slotboard first (this changes the
    // demo data, like a planner would).
    await page.goto('/schedule?view=day');
    const block = page.locator('[data-reservation-id]').nth(3);
    await block.waitFor();
    const id = await block.getAttribute('data-reservation-id');
    const changed = await page.request.put(`/api/reservations/${id}`, {
      headers: { Origin: new URL(base).origin },
      data: { VehicleNumberPlate: `${theme === 'light' ? 'LT' : 'DK'} 2026` },
    });
    if (!changed.ok()) throw new Error(`the plate change was refused: ${changed.status()} ${await changed.text()}`);
    // By its id: the change is laid over the grid, which may put the block elsewhere among its ramp's.
    await page.locator(`[data-reservation-id="${id}"]`).click();
    const history = page.getByRole('region', { name: 'Change history' });
    await history
      .getByText(/Changed in Slotboard by/)
      .first()
      .waitFor();
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(out, `schedule-panel-${theme}.png`) });
    console.log(`wrote docs/screenshots/schedule-panel-${theme}.png`);
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
