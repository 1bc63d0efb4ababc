// A label cut to the room a grid block has, so the block need not clip its text: a clip per block is costly to
// paint while the grid scrolls (docs/decisions/0502-square-unclipped-grid-blocks.md).

const ELLIPSIS = '…';

/**
 * The longest start of `text` that fits `room` pixels as `measure` sizes it, with an ellipsis when cut; '' when not
 * even one character fits beside the ellipsis (a lone ellipsis on a block says nothing).
 */
export function fitText(text: string, room: number, measure: (text: string) => number): string {
  if (measure(text) <= room) return text;
  // By code point, so a cut never splits a surrogate pair; a longer start is never narrower, so halving finds the
  // longest.
  const chars = Array.from(text);
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const mid = (fits + tooLong) >> 1;
    if (measure(chars.slice(0, mid).join('') + ELLIPSIS) <= room) fits = mid;
    else tooLong = mid;
  }
  const kept = chars.slice(0, fits).join('').trimEnd();
  return kept ? kept + ELLIPSIS : '';
}
