'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { computeVisibleWindow, type Viewport } from '../logic/virtual-window';
import { LABEL_WIDTH } from './grid-geometry';

/** Horizontal window edges snap to this many pixels, the overscan on each side: sideways scrolling changes the window
 * every few frames, and each change mounts only the rows' spans of blocks newly in it (ramp-row.tsx), a few dozen
 * blocks, rather than re-rendering every row at once (docs/decisions/0601-grid-window-steps-and-resting-span.md). */
const X_STEP = 192;
const OVERSCAN_ROWS = 2;

/** The rendered window for a viewport: rows with overscan, and a time span with overscan snapped to X_STEP; before the
 * grid has first been painted, only what is on screen (the overscan is for scrolling, which has not started). The
 * time span is the lane's: the sticky ramp labels cover the viewport's first LABEL_WIDTH pixels. */
function quantisedWindow(viewport: Viewport, tops: readonly number[], painted = true) {
  const lane = { ...viewport, width: Math.max(0, viewport.width - LABEL_WIDTH) };
  if (!painted) return computeVisibleWindow(lane, tops, 0, 0);
  const raw = computeVisibleWindow(lane, tops, OVERSCAN_ROWS, X_STEP);
  return {
    firstRow: raw.firstRow,
    lastRow: raw.lastRow,
    fromX: Math.floor(raw.fromX / X_STEP) * X_STEP,
    toX: Math.ceil(raw.toX / X_STEP) * X_STEP,
  };
}

/** Where the grid rests (no scroll for SETTLE_MS), it also keeps a wider span around the viewport (600 px each side,
 * edges at multiples of 1,200 px; a day opened at 06:00 holds its early hours): a planner's pause brings it in once,
 * in a transition, and a scroll in progress never moves it. */
const SETTLE_MS = 150;
function restingSpan(viewport: Viewport, tops: readonly number[]) {
  const raw = computeVisibleWindow(viewport, tops, 0, 600);
  return { restFromX: Math.floor(raw.fromX / 1200) * 1200, restToX: Math.ceil(raw.toX / 1200) * 1200 };
}

function sameRestingSpan(a: Viewport, b: Viewport, tops: readonly number[]) {
  const [x, y] = [restingSpan(a, tops), restingSpan(b, tops)];
  return x.restFromX === y.restFromX && x.restToX === y.restToX;
}

const INITIAL: Viewport = { scrollTop: 0, scrollLeft: 0, width: 1200, height: 600 };

const sameWindow = (a: ReturnType<typeof quantisedWindow>, b: ReturnType<typeof quantisedWindow>) =>
  a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.fromX === b.fromX && a.toX === b.toX;

/**
 * The rows and time span of the grid to render for the scroller's viewport. The window moves in steps of X_STEP
 * pixels, so rows and blocks re-render only when it really changes. `readViewport` re-reads the scroller (after
 * the grid scrolls it itself).
 */
export function useVisibleWindow(scrollerRef: RefObject<HTMLDivElement | null>, tops: readonly number[]) {
  const [viewport, setViewport] = useState<Viewport>(INITIAL);
  const viewportRef = useRef<Viewport>(INITIAL);
  // The first draw holds the blocks on screen only, as the overscan would hold more than the screen; the overscan
  // follows once that draw is painted, built between frames.
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
  const [resting, setResting] = useState<Viewport | null>(null);
  const win = useMemo(() => {
    const near = quantisedWindow(viewport, tops, painted);
    return {
      ...near,
      ...(painted && resting ? restingSpan(resting, tops) : { restFromX: near.fromX, restToX: near.toX }),
    };
  }, [viewport, tops, painted, resting]);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const topsRef = useRef(tops);
  // `moving`: a scroll in progress, whose resting span waits for a pause; any other read (the grid scrolled itself,
  // a resize, new rows) rests at once.
  const readViewport = useCallback(
    (moving = false) => {
      const el = scrollerRef.current;
      if (!el) return;
      // State changes only when the rendered window would: most scroll frames leave React alone entirely.
      const next = {
        scrollTop: el.scrollTop,
        scrollLeft: el.scrollLeft,
        width: el.clientWidth,
        height: el.clientHeight,
      };
      const painted = paintedRef.current;
      const rest = () => setResting((was) => (was && sameRestingSpan(was, next, topsRef.current) ? was : next));
      clearTimeout(settleTimer.current);
      // Before the first paint too: the overscan that follows it is built alone, and a scroll that starts at once
      // (a planner's, or the benchmark's) waits for no resting span.
      if (moving || !painted) settleTimer.current = setTimeout(() => startTransition(rest), SETTLE_MS);
      else rest();
      // Not even a state update while the window stays (a bailed-out update still renders the whole canvas).
      const prev = viewportRef.current;
      if (
        sameWindow(quantisedWindow(prev, topsRef.current, painted), quantisedWindow(next, topsRef.current, painted)) &&
        prev.width === next.width &&
        prev.height === next.height &&
        prev !== INITIAL
      )
        return;
      viewportRef.current = next;
      setViewport(next);
    },
    [scrollerRef],
  );
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
      frame = requestAnimationFrame(() => startTransition(() => readViewport(true)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => readViewport());
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [readViewport, scrollerRef]);

  return { win, readViewport };
}
