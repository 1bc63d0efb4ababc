import { expect, test } from '@playwright/test';
import { busyDay, loadSite } from './support/demo-site';
import { SCHEDULE_PAGE } from './support/schedule-page';
import { E2E_BASE_URL } from './support/stack';

// The schedule's reservations as the page loads them: an answer that fails, and the first range preloaded.
test.use(SCHEDULE_PAGE);

test('when reservations cannot be loaded the page says so and Retry recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/api/reservations?**', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'upstream_unavailable', message: 'The reservation service is not answering.' },
          }),
        })
      : route.fallback(),
  );
  const { office, ramps } = (await loadSite(page.request)).branch('BRN');
  await page.goto(`/schedule?date=${await busyDay(page.request, office, ramps[0]!)}&view=day&branch=${office.Id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Reservations could not be loaded' });
  // The page asks three times (two retries, 1 s and 2 s apart) before it says so: after hydration and three answers,
  // which on a loaded CI machine took longer than the default 10 s.
  await expect(alert).toContainText('The reservation service is not answering.', { timeout: 30_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator('[data-reservation-id]').first()).toBeAttached();
});

// A week of its own far ahead for each, so no other spec's change makes the page ask again. With no branch in the URL
// the page shows the first branch office: the server chooses it from the ramps it hands the board, and preloads its
// range (before, the board asked for every branch office while it had no ramps, then for that one).
for (const [shown, url] of [
  ['every branch office', '/schedule?date=2030-01-07&view=week&branch=all'],
  ['the first branch office, by default', '/schedule?date=2030-01-14&view=week'],
] as const) {
  test(
    `a schedule page loaded afresh has its first range asked for once, by a preload in the HTML head: ` + `${shown}`,
    async ({ page }) => {
      // The first load sets the zone cookie, without which the server cannot know the range.
      await page.goto(url);
      await expect(page.getByTestId('schedule-rows')).toHaveAttribute('data-reservation-count', /^\d+$/);

      // In the head the server sends, where the browser acts on it before any script runs: not a hint in the page's
      // data.
      const html = await (await page.request.get(url)).text();
      const link = /<link rel="preload" href="(\/api\/reservations\?[^"]+)" as="fetch" crossorigin="anonymous"\/>/.exec(
        html.slice(0, html.indexOf('</head>')),
      );
      expect(link, 'a preload of the grid answer in the HTML head').not.toBeNull();
      const preloaded = link![1]!.replaceAll('&amp;', '&');
      expect(new URL(preloaded, E2E_BASE_URL).searchParams.has('branchOfficeId')).toBe(!url.includes('branch=all'));

      const asked: string[] = [];
      page.on('request', (request) => {
        const u = new URL(request.url());
        if (u.pathname === '/api/reservations' || u.pathname === '/api/resources') asked.push(u.pathname + u.search);
      });
      await page.goto(url);
      await expect(page.getByTestId('schedule-rows')).toHaveAttribute('data-reservation-count', /^\d+$/);
      await expect(page.getByLabel('Loading the schedule')).toHaveCount(0);
      // The grid's query took the preload's answer: one request, the link's, to the same address; the ramps came with
      // the page.
      expect(asked).toEqual([preloaded]);
      // The answer streams and the grid draws its first parts before the last byte; the entry exists once the last
      // is in.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/api/reservations?'))
              .map((e) => (e as PerformanceResourceTiming).initiatorType),
          ),
        )
        .toEqual(['link']);
    },
  );
}
