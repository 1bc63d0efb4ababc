'use client';

import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { computeVisibleWindow, type Viewport } from '@/lib/schedule';

/** Horizontal window edges snap to this many pixels: sideways scrolling then commits new blocks (style, layout, paint)
 * a few times per screen rather than every few frames, and the per-commit cost, not the block count, is what drops frames. */
const X_STEP = 1200;

/** The rendered window for a viewport: rows with overscan, and a time span with overscan snapped to X_STEP; before the
 * grid has first been painted, only what is on screen (the overscan is for scrolling, which has not started). */
function quantisedWindow(viewport: Viewport, tops: readonly number[], painted = true) {
  if (!painted) return computeVisibleWindow(viewport, tops, 0, 0);
  const raw = computeVisibleWindow(viewport, tops, 3, 600);
  return { firstRow: raw.firstRow, lastRow: raw.lastRow, fromX: Math.floor(raw.fromX / X_STEP) * X_STEP, toX: Math.ceil(raw.toX / X_STEP) * X_STEP };
}

const sameWindow = (a: ReturnType<typeof quantisedWindow>, b: ReturnType<typeof quantisedWindow>) => a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.fromX === b.fromX && a.toX === b.toX;

/**
 * The rows and time span of the grid to render for the scroller's viewport. The window moves in steps of X_STEP
 * pixels, so rows and blocks re-render only when it really changes. `readViewport` re-reads the scroller (after
 * the grid scrolls it itself).
 */
export function useVisibleWindow(scrollerRef: RefObject<HTMLDivElement | null>, tops: readonly number[]) {
  const [viewport, setViewport] = useState<Viewport>({ scrollTop: 0, scrollLeft: 0, width: 1200, height: 600 });
  // The first draw holds the blocks on screen only (a week of 8,000 put about twice as many in the overscan); the
  // overscan follows once that draw is painted, built between frames.
  const [painted, setPainted] = useState(false);
  const paintedRef = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        paintedRef.current = true;
        startTransition(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const win = useMemo(() => quantisedWindow(viewport, tops, painted), [viewport, tops, painted]);

  const topsRef = useRef(tops);
  const readViewport = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // State changes only when the rendered window would: most scroll frames leave React alone entirely.
    const next = { scrollTop: el.scrollTop, scrollLeft: el.scrollLeft, width: el.clientWidth, height: el.clientHeight };
    const painted = paintedRef.current;
    setViewport((prev) => (sameWindow(quantisedWindow(prev, topsRef.current, painted), quantisedWindow(next, topsRef.current, painted)) && prev.width === next.width && prev.height === next.height ? prev : next));
  }, [scrollerRef]);
  // New rows (a filter, a branch): the kept viewport is re-read against them, so the window is exact again.
  useLayoutEffect(() => {
    topsRef.current = tops;
    readViewport();
  }, [tops, readViewport]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    let frame = 0;
    // A transition: React builds the newly exposed blocks in slices between frames (they are in the overscan, off
    // screen) instead of holding one frame for all of them.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => startTransition(readViewport));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(readViewport);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [readViewport, scrollerRef]);

  return { win, readViewport };
}
