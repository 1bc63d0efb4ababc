'use client';

import { useEffect } from 'react';

/** Pixels per step, and the pause at the top and the bottom, so a row can be read before it moves on. */
const STEP_PX = 1;
const STEP_MS = 40;
const PAUSE_MS = 6_000;

/**
 * A wall display nobody scrolls: when the page is taller than the screen it glides down, waits at the bottom, and
 * starts again at the top. With reduced motion asked for, it turns a screen at a time instead of gliding.
 */
export function useAutoScroll(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let pausedUntil = Date.now() + PAUSE_MS;
    const tick = () => {
      if (Date.now() < pausedUntil) return;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (max <= 0) return;
      if (window.scrollY >= max - 1) {
        window.scrollTo({ top: 0 });
        pausedUntil = Date.now() + PAUSE_MS;
        return;
      }
      if (reduced) {
        window.scrollTo({ top: Math.min(max, window.scrollY + window.innerHeight * 0.8) });
        pausedUntil = Date.now() + PAUSE_MS;
      } else {
        window.scrollBy({ top: STEP_PX });
        if (window.scrollY >= max - 1) pausedUntil = Date.now() + PAUSE_MS;
      }
    };
    const timer = setInterval(tick, STEP_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
