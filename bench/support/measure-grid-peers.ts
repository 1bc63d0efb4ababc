// The schedule-grid bench's peers, each handed the very reservations our grid's request answered, in a page of its
// own at the same window size, and measured as ours is: drawn, then scrolled.
import type { Page } from '@playwright/test';
import { GRID_PEERS, type GridPeer, type GridPeerName } from './build-grid-peers';
import { FRAMES, line, RUNS, SCROLL_LIMIT_MS, scrollFrames } from './measure-scroll-frames';
import { Unfair } from './unfair';

export type PeerRuns = { drawn: number[]; p95: number[]; frames: number[]; given: number[]; rendered: number[] };

export async function measureGridPeers(
  page: Page,
  peers: Record<GridPeerName, GridPeer>,
  data: unknown,
): Promise<Record<GridPeerName, PeerRuns>> {
  const theirs = {} as Record<GridPeerName, PeerRuns>;
  for (const name of GRID_PEERS) {
    const peer = peers[name];
    const r: (typeof theirs)[GridPeerName] = { drawn: [], p95: [], frames: [], given: [], rendered: [] };
    theirs[name] = r;
    const html = peer.html(data);
    await page.unrouteAll();
    await page.route('**/__peer', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/__peer').catch(() => undefined);
      try {
        await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 100, peer.itemSelector, {
          polling: 'raf',
          timeout: 120_000,
        });
      } catch {
        throw new Unfair(`${name} did not draw the week (fewer than 100 items within 120 s)`);
      }
      r.drawn.push(await page.evaluate(() => performance.now()));
      r.given.push(await page.evaluate(() => (window as unknown as { __PEER_ITEMS: number }).__PEER_ITEMS));
      r.rendered.push(await page.evaluate((selector) => document.querySelectorAll(selector).length, peer.itemSelector));
      try {
        const scrolled = await scrollFrames(page, peer.scrollY, peer.scrollX);
        r.p95.push(scrolled.p95);
        r.frames.push(scrolled.frames);
      } catch (error) {
        throw new Unfair(`${name} crashed the page while scrolling (${(error as Error).message.split('\n')[0]})`);
      }
      console.log(
        `${name} run ${run + 1}: drawn ${r.drawn[run]!.toFixed(0)} ms, scroll p95 ${r.p95[run]!.toFixed(1)} ms`,
      );
    }
    console.log(
      line(name, r) +
        `   reservations laid out ${r.given.join(', ')} (${r.rendered.join(', ')} items in its DOM; same answer, ` +
        `page served locally); scrolled ${r.frames.join(', ')} of ${FRAMES} frames within ` +
        `${SCROLL_LIMIT_MS / 1000} s`,
    );
  }
  return theirs;
}
