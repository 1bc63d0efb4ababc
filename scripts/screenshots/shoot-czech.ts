import path from 'node:path';
import type { Browser } from '@playwright/test';
import { sayIn } from '../../e2e/support/translate';

/** The schedule and the order cart as a Czech planner sees them: a browser asking for Czech, the light theme. */
export async function shootCzech(browser: Browser, base: string, out: string) {
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
