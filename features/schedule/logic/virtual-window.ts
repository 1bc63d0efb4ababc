// Virtualisation: which rows and which time span are on screen (plus overscan), from the scroll position.

export interface Viewport {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
}

export interface VisibleWindow {
  firstRow: number;
  /** Exclusive. */
  lastRow: number;
  /** Pixel span on the time axis worth rendering. */
  fromX: number;
  toX: number;
}

/** Top offset of each row plus the total height as the last entry (rows may differ in height: group headers). */
export function rowOffsets(heights: readonly number[]): number[] {
  const tops = [0];
  for (const h of heights) tops.push(tops[tops.length - 1]! + h);
  return tops;
}

/** Index of the row holding pixel `y` (clamped). `tops` comes from rowOffsets. */
export function rowAtY(tops: readonly number[], y: number): number {
  const rows = tops.length - 1;
  if (rows <= 0) return 0;
  let lo = 0;
  let hi = rows - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tops[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function computeVisibleWindow(
  viewport: Viewport,
  tops: readonly number[],
  overscanRows = 4,
  overscanPx = 400,
): VisibleWindow {
  const rows = tops.length - 1;
  const firstRow = Math.max(0, rowAtY(tops, viewport.scrollTop) - overscanRows);
  const lastRow = Math.min(rows, rowAtY(tops, viewport.scrollTop + viewport.height) + 1 + overscanRows);
  return {
    firstRow,
    lastRow: Math.max(firstRow, lastRow),
    fromX: Math.max(0, viewport.scrollLeft - overscanPx),
    toX: viewport.scrollLeft + viewport.width + overscanPx,
  };
}

/** True when a box [left, left+width) touches the window's time span. */
export const isInTimeWindow = (win: VisibleWindow, left: number, width: number) =>
  left + width >= win.fromX && left <= win.toX;
