// How the schedule-grid bench measures a grid, ours or a peer's: runs, frames, and the p95 frame while scrolling.
import type { Page } from '@playwright/test';
import { QUICK } from './report-scenario';
import { median } from './summarize-samples';

export const RUNS = QUICK ? 2 : 5;
export const FRAMES = 150;
/** One frame at 60 Hz (16.67 ms), as the target's "≤ 16.7 ms" prints it. */
export const FRAME_BUDGET_MS = 16.7;
/** A scroll run stops after this long even if it has not moved FRAMES times (150 frames at 60 fps take 2.5 s). */
export const SCROLL_LIMIT_MS = 12_000;

export const line = (name: string, r: { drawn: number[]; p95: number[] }) =>
  `${name.padEnd(28)} drawn ${median(r.drawn).toFixed(0).padStart(5)} ms   scroll p95 ` +
  `${median(r.p95).toFixed(1).padStart(5)} ms`;

/** p95 of frame times while the scroller moves diagonally one step per animation frame, how many frames it took, and
 * how many of them missed a display refresh (over 1.5 frames at 60 Hz: a frame on time measures 16.6 to 16.8 ms). */
export async function scrollFrames(
  page: Page,
  scrollerSelector: string,
  horizontalSelector = scrollerSelector,
): Promise<{ p95: number; frames: number; missed: number }> {
  return page.evaluate(
    async ({ v, h, frames: asked, limitMs, missedOverMs }) => {
      const vertical = document.querySelector<HTMLElement>(v)!;
      const horizontal = document.querySelector<HTMLElement>(h)!;
      const times: number[] = [];
      let began = NaN;
      let last = NaN;
      let across = 1;
      // Frame -1 only finds the first frame. A peer that takes a second a frame would hold the shared bench lock for
      // minutes: it gets what it drew in the time. (No named helper in here: tsx would wrap it in a __name() call the
      // page does not have.)
      for (let i = -1; i < asked && !(last - began >= limitMs); i++) {
        if (i >= 0) {
          // Back and forth: sideways is the costly direction, and a week is only 48 steps wide.
          if (
            horizontal.scrollLeft + 90 * across > horizontal.scrollWidth - horizontal.clientWidth ||
            horizontal.scrollLeft + 90 * across < 0
          )
            across = -across;
          horizontal.scrollLeft += 90 * across;
          vertical.scrollTop = (i * 23) % Math.max(1, vertical.scrollHeight - vertical.clientHeight);
        }
        // The next frame, or a second on when none comes (under heavy load animation frames can stop, hanging the
        // run); a frame that long counts as what it was.
        const now = await new Promise<number>((r) => {
          const late = setTimeout(() => r(performance.now()), 1000);
          requestAnimationFrame((at) => {
            clearTimeout(late);
            r(at);
          });
        });
        if (i >= 0) times.push(now - last);
        else began = now;
        last = now;
      }
      if ((window as unknown as { __BENCH_DEBUG?: boolean }).__BENCH_DEBUG)
        console.log(`${document.querySelectorAll('*').length} elements; ${times.map((t) => Math.round(t)).join(',')}`);
      const frames = times.length;
      times.sort((a, b) => a - b);
      return { p95: times[Math.floor(frames * 0.95)]!, frames, missed: times.filter((t) => t > missedOverMs).length };
    },
    {
      v: scrollerSelector,
      h: horizontalSelector,
      frames: FRAMES,
      limitMs: SCROLL_LIMIT_MS,
      missedOverMs: 1.5 * FRAME_BUDGET_MS,
    },
  );
}
