'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { GridReservation } from '@/lib/contracts';
import { ROW_HEIGHT_PX, xOf } from '../logic/layout-blocks';
import { type GridFocus } from '../logic/move-focus';
import { bucketIndexAt, type TimeAxis } from '../logic/time-axis';
import type { FlatRow } from './use-grid-rows';

interface GridScrollInput {
  scrollerRef: RefObject<HTMLDivElement | null>;
  axis: TimeAxis;
  rows: FlatRow[];
  byRamp: Map<string, GridReservation[]>;
  tops: readonly number[];
  /** A reservation to scroll into view once it is loaded (a link from the order cart). */
  revealId: string | null;
  readViewport: () => void;
  setFocus: (focus: GridFocus) => void;
}

/** Where the grid scrolls by itself: to the working hours of a new range, and to a link's reservation. */
export function useGridScroll({
  scrollerRef,
  axis,
  rows,
  byRamp,
  tops,
  revealId,
  readViewport,
  setFocus,
}: GridScrollInput) {
  // A new range opens at "now" when it is on screen, else at 06:00 local of its first day, where work starts.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const target =
      Date.now() > axis.startUtc && Date.now() < axis.endUtc ? Date.now() - 3_600_000 : axis.startUtc + 6 * 3_600_000;
    el.scrollLeft = Math.max(0, xOf(axis, target));
    const bucket = bucketIndexAt(axis, target + 3_600_000);
    setFocus({ kind: 'cell', row: 0, bucket });
    readViewport();
  }, [scrollerRef, axis, readViewport, setFocus]);

  // A link's reservation is brought into view once (the planner scrolls on from there), after the range's own
  // scroll above, which would otherwise win; it may arrive after the first draw, so it waits for the data.
  const revealed = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el || !revealId || revealed.current === revealId) return;
    const index = rows.findIndex(
      (row) => row.kind === 'ramp' && byRamp.get(row.ramp.Id)?.some((r) => r.Id === revealId),
    );
    const row = rows[index];
    const r = row?.kind === 'ramp' ? byRamp.get(row.ramp.Id)?.find((x) => x.Id === revealId) : undefined;
    if (!r) return;
    revealed.current = revealId;
    el.scrollTop = Math.max(0, (tops[index] ?? 0) - ROW_HEIGHT_PX * 2);
    el.scrollLeft = Math.max(0, xOf(axis, Date.parse(r.StartUtc)) - 160);
    readViewport();
  }, [scrollerRef, revealId, rows, byRamp, tops, axis, readViewport]);
}
