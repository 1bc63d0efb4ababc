import { expect, type Page } from '@playwright/test';

/** /reports with Brno DC over the last 4 weeks, once both reports are on screen (reports.spec.ts and its siblings). */
async function openBrno(page: Page) {
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Branch office').selectOption({ label: 'Brno DC' });
  await page.getByRole('group', { name: 'Ranges' }).getByRole('button', { name: 'Last 4 weeks' }).click();
  await expect(page).toHaveURL(/\/reports\?branch=[^&]+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('report-scope')).toContainText('Brno DC');
  await expect(page.getByTestId('report-scope')).toContainText('(28 days), days in Europe/Prague');
  await expect(page.locator('section[aria-labelledby="punctuality-heading"][data-ready="true"]')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('section[aria-labelledby="utilisation-heading"][data-ready="true"]')).toBeVisible({
    timeout: 30_000,
  });
}

export { openBrno };
