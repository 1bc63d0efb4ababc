// Captures the screenshots in docs/screenshots (the README shows two of them) from a running dashboard
// (`npm run demo` first):
//   node --import tsx scripts/take-screenshots.ts [http://127.0.0.1:3000] [http://127.0.0.1:4010] [--day-plan-only]
// --day-plan-only takes just the printed day plan (it changes no demo data); --czech-only just the Czech schedule and
// order cart.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInAs } from '../bench/support/open-bench-stack';
import { deleteTwoAtTheService, getCrossDockBranch } from './screenshots/prepare-demo-data';
import { shootCzech } from './screenshots/shoot-czech';
import { shootDayPlan } from './screenshots/shoot-day-plan';

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
  await shootCzech(browser, base, out);
  if (czechOnly) return browser.close();
  await shootDayPlan(browser, base, out);
  if (dayPlanOnly) return browser.close();
  await deleteTwoAtTheService(emulator);
  const crossDock = await getCrossDockBranch(emulator);
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
