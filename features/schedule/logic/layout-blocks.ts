// Where things sit on the grid: UTC instants map linearly to pixels, so DST days simply have more or fewer pixels.
import type { TimeAxis } from './time-axis';

export const BUCKET_WIDTH_PX = 56;
/** A week needs to be scanned, not read: narrower buckets keep more of it on screen. */
export const WEEK_BUCKET_WIDTH_PX = 32;
export const ROW_HEIGHT_PX = 56;

export const bucketWidthOf = (axis: TimeAxis) => (axis.days.length > 1 ? WEEK_BUCKET_WIDTH_PX : BUCKET_WIDTH_PX);
export const pxPerMinute = (axis: TimeAxis) => bucketWidthOf(axis) / axis.stepMinutes;
export const axisWidth = (axis: TimeAxis) => ((axis.endUtc - axis.startUtc) / 60_000) * pxPerMinute(axis);
export const xOf = (axis: TimeAxis, utc: number) => ((utc - axis.startUtc) / 60_000) * pxPerMinute(axis);
export const utcAtX = (axis: TimeAxis, x: number) => axis.startUtc + (x / pxPerMinute(axis)) * 60_000;

export interface BlockBox {
  left: number;
  width: number;
  /** The block runs past the visible axis on that side. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The block's box clipped to the axis, or null when it lies wholly outside. */
export function layoutBlock(axis: TimeAxis, startUtc: number, endUtc: number): BlockBox | null {
  if (endUtc <= axis.startUtc || startUtc >= axis.endUtc) return null;
  const s = Math.max(startUtc, axis.startUtc);
  const e = Math.min(endUtc, axis.endUtc);
  const left = xOf(axis, s);
  // A zero-length slot still needs something to click.
  return {
    left,
    width: Math.max(xOf(axis, e) - left, 4),
    clippedStart: startUtc < axis.startUtc,
    clippedEnd: endUtc > axis.endUtc,
  };
}
