import path from 'node:path';
import type { Browser } from '@playwright/test';
import { signInAs } from '../../bench/support/open-bench-stack';

/**
 * Today's day plan of the demo's first branch office as it comes off the printer: the print view under print media,
 * the sheet with its page margins on white, at 1.5× for legible small type.
 */
export async function shootDayPlan(browser: Browser, base: string, out: string) {
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
