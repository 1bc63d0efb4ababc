import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { emulatorSend } from './support/emulator';
import { E2E_BASE_URL } from './support/stack';

// Admin → Sync: "Sync now" starts a run whose progress moves on the page until its result shows in the list.
test.use({ storageState: storageStateOf('admin') });

const DAY = 86_400_000;

test('Sync now shows the run’s progress, then its result', async ({ page, request }) => {
  // Changes for the run to find, made now, with slots far beyond the days other specs book into.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const created = { from: new Date(Date.now() - 1000).toISOString(), to: new Date().toISOString() };
  await emulatorSend(request, 'POST', '/_emulator/generate', {
    count: 6000,
    seed: 31,
    from: new Date(today + 150 * DAY).toISOString(),
    to: new Date(today + 250 * DAY).toISOString(),
    created,
  });
  // Slower answers for the length of the run, so its progress is on screen for more than a moment.
  await emulatorSend(request, 'PUT', '/_emulator/faults', { latencyMs: 150 });
  try {
    await page.goto('/admin/sync');
    await expect(page.getByRole('heading', { name: 'Sync', level: 1 })).toBeVisible();
    const syncNow = page.getByRole('button', { name: /^(Sync now|Sync running…)$/ });
    // Enabled once no run is under way (the e2e stack schedules none: SYNC_DISABLED).
    await expect(syncNow).toHaveText('Sync now', { timeout: 60_000 });
    await syncNow.click();
    const status = page.getByRole('status').filter({ hasText: /^Run \d+/ });
    await expect(status).toHaveText(/^Run \d+ (queued|is already under way)/);
    const runId = /^Run (\d+)/.exec((await status.textContent()) ?? '')![1]!;

    const progress = page.getByRole('progressbar', { name: `Run ${runId} progress` });
    await expect(progress).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(
          `^Run ${runId} \\((first download|changes)\\): (waiting to start|Reading reservations|Checking ` +
            `deletions|Refreshing ramps and vehicle types)`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync running…' })).toBeDisabled();

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: runId, exact: true }) });
    await expect(row.getByRole('cell', { name: 'Succeeded' })).toBeVisible({ timeout: 90_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    // It found what was made above (or the whole backfill range when it was the first run).
    const records = Number((await row.getByRole('cell').nth(4).textContent())!.replace(/\D/g, ''));
    expect(records).toBeGreaterThan(1000);
  } finally {
    await emulatorSend(request, 'DELETE', '/_emulator/faults');
  }
});

test('a failed run says so in the page’s language, its error marked as the English log line it is', async ({
  page,
  request,
}) => {
  await emulatorSend(request, 'PUT', '/_emulator/faults', { errorRate: 1 });
  try {
    await page.goto('/admin/sync');
    const syncNow = page.getByRole('button', { name: /^(Sync now|Sync running…)$/ });
    await expect(syncNow).toHaveText('Sync now', { timeout: 60_000 });
    await syncNow.click();
    const status = page.getByRole('status').filter({ hasText: /^Run \d+/ });
    const runId = /^Run (\d+)/.exec((await status.textContent()) ?? '')![1]!;
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: runId, exact: true }) });
    const result = row.getByRole('cell', { name: /^Failed: / });
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.locator('span[lang="en"]')).not.toBeEmpty();
  } finally {
    await emulatorSend(request, 'DELETE', '/_emulator/faults');
  }
});

test('the schedule form refuses what it cannot use, naming the field', async ({ page }) => {
  await page.goto('/admin/sync');
  const interval = page.getByLabel('Run every (minutes)');
  await expect(interval).toBeVisible();
  const before = await interval.inputValue();
  await interval.fill('0');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('must be at least 1 minute')).toBeVisible();
  await expect(interval).toHaveAttribute('aria-invalid', 'true');
  await interval.fill(before);
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`Admin → Sync has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    await page.goto('/admin/sync');
    await expect(page.locator('html')).toHaveClass(theme);
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}
