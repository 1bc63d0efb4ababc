'use client';

import { fitText } from '../logic/fit-text';

/** A narrow block's border (2 px) and padding (6 px) on each side, and a pixel for canvas and DOM text to differ by. */
const INSET_PX = 2 * (2 + 6) + 1;

let context: CanvasRenderingContext2D | null | undefined;
// Labels as fitted, by width: a week's blocks come in a few widths, and a block scrolled back in is mounted anew.
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

/** A narrow block's label cut to its width, so the block need not clip it; as it is where nothing can measure text. */
export function fitBlockLabel(label: string, blockWidth: number): string {
  const ctx = measuring();
  if (!ctx) return label;
  const room = Math.floor(blockWidth) - INSET_PX;
  const key = `${room} ${label}`;
  let text = fitted.get(key);
  if (text === undefined) {
    if (fitted.size >= 20_000) fitted.clear();
    fitted.set(key, (text = fitText(label, room, (s) => ctx.measureText(s).width)));
  }
  return text;
}
