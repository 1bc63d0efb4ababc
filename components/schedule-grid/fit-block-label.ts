'use client';

import { fitText } from '@/lib/schedule';

/** A narrow block's border (2 px) and padding (6 px) on each side, and a pixel for canvas and DOM text to differ by. */
const INSET_PX = 2 * (2 + 6) + 1;
/** Labels kept fitted (a week's blocks at a few widths); the oldest half goes when full. */
const MAX_KEPT = 20_000;

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
const fitted = new Map<string, string>();

/** The grid's block font, semibold text-xs, as the page resolves it (a planner may have set a larger default size). */
function measuring(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (context) {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    context.font = `600 ${0.75 * rem}px ${getComputedStyle(document.body).fontFamily}`;
  }
  return context;
}

function widthOf(ctx: CanvasRenderingContext2D, text: string): number {
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = ctx.measureText(text).width));
  return width;
}

function keep<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= MAX_KEPT) for (const old of [...map.keys()].slice(0, MAX_KEPT / 2)) map.delete(old);
  map.set(key, value);
}

/** A narrow block's label cut to its width, so the block need not clip it; as it is where nothing can measure text. */
export function fitBlockLabel(label: string, blockWidth: number): string {
  const ctx = measuring();
  if (!ctx) return label;
  const room = Math.floor(blockWidth) - INSET_PX;
  const key = `${room} ${label}`;
  let text = fitted.get(key);
  if (text === undefined) {
    text = fitText(label, room, (s) => widthOf(ctx, s));
    keep(fitted, key, text);
    if (widths.size >= MAX_KEPT) widths.clear();
  }
  return text;
}
