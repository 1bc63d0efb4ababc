// Keyboard navigation model of the grid: focus sits on a free cell (ramp × bucket) or on a block; arrows move it.

export type GridFocus = { kind: 'cell'; row: number; bucket: number } | { kind: 'block'; row: number; id: string };

export interface NavBlock {
  id: string;
  /** First and last bucket the block covers (inclusive). */
  firstBucket: number;
  lastBucket: number;
}

export interface NavModel {
  bucketCount: number;
  /** Per row, its blocks sorted by first bucket. */
  rows: readonly (readonly NavBlock[])[];
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function blockAt(model: NavModel, row: number, bucket: number): NavBlock | undefined {
  return model.rows[row]?.find((b) => b.firstBucket <= bucket && bucket <= b.lastBucket);
}

/** A cell, or the block covering it: focus always lands on what the planner sees there. */
function landOn(model: NavModel, row: number, bucket: number): GridFocus {
  const block = blockAt(model, row, bucket);
  return block ? { kind: 'block', row, id: block.id } : { kind: 'cell', row, bucket };
}

/** The bucket the focus stands on, for vertical moves and for creating at the focus. */
export function focusBucket(model: NavModel, focus: GridFocus): number {
  if (focus.kind === 'cell') return focus.bucket;
  return model.rows[focus.row]?.find((b) => b.id === focus.id)?.firstBucket ?? 0;
}

export function moveFocus(model: NavModel, focus: GridFocus, key: NavKey): GridFocus {
  const lastRow = model.rows.length - 1;
  const lastBucket = model.bucketCount - 1;
  if (lastRow < 0 || lastBucket < 0) return focus;
  const here = focusBucket(model, focus);
  const block = focus.kind === 'block' ? model.rows[focus.row]?.find((b) => b.id === focus.id) : undefined;
  switch (key) {
    case 'ArrowRight':
      return landOn(model, focus.row, clamp((block ? block.lastBucket : here) + 1, 0, lastBucket));
    case 'ArrowLeft':
      return landOn(model, focus.row, clamp((block ? block.firstBucket : here) - 1, 0, lastBucket));
    case 'ArrowUp':
      return landOn(model, clamp(focus.row - 1, 0, lastRow), here);
    case 'ArrowDown':
      return landOn(model, clamp(focus.row + 1, 0, lastRow), here);
    case 'Home':
      return landOn(model, focus.row, 0);
    case 'End':
      return landOn(model, focus.row, lastBucket);
  }
}
