'use client';

import { useMemo } from 'react';
import type { BranchGroup, GridReservation, Ramp } from '@/lib/contracts';
import { ROW_HEIGHT_PX } from '../logic/layout-blocks';
import { rowOffsets } from '../logic/virtual-window';
import { GROUP_HEIGHT } from './grid-geometry';

/** A row of the grid: a branch office's heading (only when several are shown) or a ramp, `nav` its keyboard row. */
export type FlatRow =
  { kind: 'group'; key: string; label: string; count: number } | { kind: 'ramp'; key: string; ramp: Ramp; nav: number };

/** The grid's rows in one flat list, with each row's top offset and ramp id, and how many blocks they lay out. */
export function useGridRows(groups: BranchGroup<Ramp>[], byRamp: Map<string, GridReservation[]>) {
  const rows = useMemo<FlatRow[]>(() => {
    const out: FlatRow[] = [];
    let nav = 0;
    for (const g of groups) {
      if (groups.length > 1)
        out.push({ kind: 'group', key: `g:${g.branchOfficeId}`, label: g.label, count: g.ramps.length });
      for (const ramp of g.ramps) out.push({ kind: 'ramp', key: ramp.Id, ramp, nav: nav++ });
    }
    return out;
  }, [groups]);
  const rampRows = useMemo(
    () => rows.filter((r): r is Extract<FlatRow, { kind: 'ramp' }> => r.kind === 'ramp'),
    [rows],
  );
  const tops = useMemo(() => rowOffsets(rows.map((r) => (r.kind === 'group' ? GROUP_HEIGHT : ROW_HEIGHT_PX))), [rows]);
  const rampIdOfRow = useMemo(() => rows.map((r) => (r.kind === 'ramp' ? r.ramp.Id : null)), [rows]);
  // What the grid lays out, though the virtual window renders only part of it: the benchmark waits for it
  // (data-reservation-count) and compares it with the service's count.
  const laidOut = useMemo(
    () => rampRows.reduce((n, { ramp }) => n + (byRamp.get(ramp.Id)?.length ?? 0), 0),
    [rampRows, byRamp],
  );
  return { rows, rampRows, tops, rampIdOfRow, laidOut };
}
