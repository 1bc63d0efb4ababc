import type { PunctualityRow } from '../contract';

// The punctuality table's order, which the table is given (controlled sorting): nulls last, ties by carrier.

export interface RowSort {
  key: keyof PunctualityRow;
  desc: boolean;
}

/** Rows in the chosen order; a figure nobody has (null) goes last either way; ties keep the carriers' name order. */
export function sortRows(rows: readonly PunctualityRow[], sort: RowSort): PunctualityRow[] {
  const dir = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = a[sort.key];
    const vb = b[sort.key];
    if (va === null || vb === null) return va === vb ? a.carrier.localeCompare(b.carrier) : va === null ? 1 : -1;
    const order = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number);
    return order !== 0 ? order * dir : a.carrier.localeCompare(b.carrier);
  });
}
