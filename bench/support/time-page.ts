// Page benches' two clocks, read in Chromium: a page's navigation until `drawn` holds, and one request on its own.
import type { Page } from '@playwright/test';

/** Navigation start → the first animation frame where `drawn(arg)` is true, `runs` times. */
export async function timePaints<A>(
  page: Page,
  url: string,
  drawn: (arg: A) => boolean,
  arg: A,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(url);
    await page.waitForFunction(drawn as (arg: unknown) => boolean, arg, { polling: 'raf', timeout: 60_000 });
    // performance.now() counts from the navigation's start.
    times.push(await page.evaluate(() => performance.now()));
  }
  return times;
}

/** A request as the page makes it, from the page, to its last byte, `runs` times. */
export async function timeAnswer(page: Page, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(
      await page.evaluate(async (u) => {
        const started = performance.now();
        const response = await fetch(u, { credentials: 'same-origin' });
        await response.text();
        return performance.now() - started;
      }, url),
    );
  }
  return times;
}
