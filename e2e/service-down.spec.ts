import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { busyDay, loadSite } from './support/demo-site';
import { E2E_EMULATOR_URL } from './support/stack';

// The service stops answering (every connection dropped): the grid keeps showing the last known reservations from
// Slotboard's copy, says since when, and stops offering changes until the service is back. Runs in its own
// project after every other spec, since the fault hits every caller of the emulator.
test.use({
  storageState: storageStateOf('planner'),
  timezoneId: 'Europe/Prague',
  viewport: { width: 1400, height: 950 },
});

const setFaults = (request: import('@playwright/test').APIRequestContext, faults: Record<string, unknown> | null) =>
  faults
    ? request.put(`${E2E_EMULATOR_URL}/_emulator/faults`, { data: faults })
    : request.delete(`${E2E_EMULATOR_URL}/_emulator/faults`);

test.afterEach(async ({ request }) => {
  await setFaults(request, null);
});

test('when the service is unreachable the grid shows the saved copy with since when, and recovers', async ({
  page,
  request,
}) => {
  const { office, ramps } = (await loadSite(page.request)).branch('BRN');
  await page.goto(`/schedule?date=${await busyDay(page.request, office, ramps[0]!)}&view=day&branch=${office.Id}`);
  const blocks = page.locator('[data-reservation-id]');
  await expect(blocks.first()).toBeVisible();
  await expect(page.locator('[data-resize-handle]').first()).toBeAttached();
  // The grid renders what is on screen first and widens that once painted and again once at rest (150 ms later), so
  // what it renders is compared once it stops changing.
  const renderedIds = async () =>
    (await blocks.evaluateAll((els) => els.map((e) => e.getAttribute('data-reservation-id')))).sort();
  const settledIds = async () => {
    let last = await renderedIds();
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(400);
      const now = await renderedIds();
      if (now.join() === last.join()) return now;
      last = now;
    }
    throw new Error('the rendered reservations kept changing');
  };
  const before = await settledIds();
  const loadedAt = Date.now();
  // The BFF copies what it read into its mirror shortly after answering; the history route says when it holds it.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/reservations/${before[0]}/history`)).json()) as {
            knownSince: string | null;
          }
        ).knownSince,
      { timeout: 15_000 },
    )
    .not.toBeNull();

  expect((await setFaults(request, { dropRate: 1 })).ok()).toBe(true);
  const answered = page.waitForResponse((r) => r.url().includes('/api/reservations?'), { timeout: 45_000 });
  await page.reload();
  const body = (await (await answered).json()) as { stale?: { since: string; message: string } };
  expect(body.stale?.message).toMatch(/could not be reached|did not answer/);
  expect(Date.parse(body.stale!.since)).toBeGreaterThanOrEqual(loadedAt - 120_000);

  const banner = page.getByRole('status').filter({ hasText: 'The reservation service is not answering' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/last confirmed by the service on \d{4}-\d{2}-\d{2} at \d{2}:\d{2}/);
  await expect(blocks.first()).toBeVisible();
  expect(await settledIds()).toEqual(before);
  // Nothing can be dragged or resized while the service cannot take the change.
  await expect(page.locator('[data-resize-handle]')).toHaveCount(0);

  await setFaults(request, null);
  await banner.getByRole('button', { name: 'Try again' }).click();
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-resize-handle]').first()).toBeAttached();
});
