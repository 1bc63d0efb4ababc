// The outage scenario's page: the stale banner shown during the cut, and gone once the links are back.
import type { Page } from '@playwright/test';
import { FALLBACK_AFTER_MS } from './open-outage-stack';
import { RECOVERY_MS } from './read-week';

const BANNER = 'The reservation service is not answering';

/** The page reloaded as a person would: the banner's text, how long it took to show, and the blocks still drawn. */
export async function showsBanner(page: Page): Promise<{ text: string; ms: number; blocks: number; error: string }> {
  const started = Date.now();
  try {
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await banner.waitFor({ timeout: FALLBACK_AFTER_MS + 30_000 });
    const ms = Date.now() - started;
    const text = (await banner.innerText()).replace(/\s+/g, ' ').trim();
    // The banner may show before the grid has drawn the saved copy it reads beside it: a few seconds for the first
    // block, then count.
    const blocks = page.locator('[data-reservation-id]');
    await blocks
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    return { text, ms, blocks: await blocks.count(), error: '' };
  } catch (error) {
    return { text: '', ms: Date.now() - started, blocks: 0, error: (error as Error).message.split('\n')[0]! };
  }
}

/** "Try again" in the banner until it goes: ms after `since`, or null past RECOVERY_MS. */
export async function waitBannerGone(page: Page, since: number): Promise<number | null> {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  while (Date.now() - since <= RECOVERY_MS) {
    if ((await banner.count()) === 0) return Date.now() - since;
    await banner
      .getByRole('button', { name: 'Try again' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await banner.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  }
  return null;
}
