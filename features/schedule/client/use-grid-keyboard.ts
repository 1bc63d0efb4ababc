'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { bucketIndexAt, type TimeAxis } from '../logic/time-axis';
import { focusBucket, moveFocus, type GridFocus, type NavKey, type NavModel } from '../logic/move-focus';
import type { GridReservation, Ramp } from '@/lib/contracts';

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

interface GridKeyboardInput {
  axis: TimeAxis;
  rampRows: readonly { ramp: Ramp }[];
  byRamp: Map<string, GridReservation[]>;
  canEdit: boolean;
  rowsRef: RefObject<HTMLDivElement | null>;
  onCreate: (rampId: string, startUtc: number, endUtc: number) => void;
}

/**
 * The grid's roving focus: arrow keys, Home and End move between blocks and cells (the keyboard model of
 * ../logic/move-focus.ts), Enter on a cell or N creates a reservation there. The focused element is kept focused
 * after each move.
 */
export function useGridKeyboard({ axis, rampRows, byRamp, canEdit, rowsRef, onCreate }: GridKeyboardInput) {
  // Blocks per ramp row as bucket spans.
  const navModel = useMemo<NavModel>(
    () => ({
      bucketCount: axis.buckets.length,
      rows: rampRows.map(({ ramp }) =>
        (byRamp.get(ramp.Id) ?? [])
          .filter((r) => Date.parse(r.EndUtc) > axis.startUtc && Date.parse(r.StartUtc) < axis.endUtc)
          .map((r) => ({
            id: r.Id,
            firstBucket: bucketIndexAt(axis, Date.parse(r.StartUtc)),
            lastBucket: bucketIndexAt(axis, Date.parse(r.EndUtc) - 1),
          }))
          .sort((a, b) => a.firstBucket - b.firstBucket),
      ),
    }),
    [axis, byRamp, rampRows],
  );
  const [focus, setFocus] = useState<GridFocus>({ kind: 'cell', row: 0, bucket: 0 });
  const focusRequested = useRef(false);

  // Keep the roving focus target on screen and focused after a keyboard move.
  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    const key = focus.kind === 'block' ? `block:${focus.id}` : 'cell';
    const el = rowsRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    el?.focus();
  }, [focus, rowsRef]);

  const safeFocus: GridFocus = focus.row < rampRows.length ? focus : { kind: 'cell', row: 0, bucket: 0 };
  const focusRampId = rampRows[safeFocus.row]?.ramp.Id ?? null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (NAV_KEYS.has(event.key)) {
      event.preventDefault();
      focusRequested.current = true;
      setFocus(moveFocus(navModel, safeFocus, event.key as NavKey));
      return;
    }
    const target = event.target as HTMLElement;
    const onCell = target.dataset.focusKey === 'cell';
    if (canEdit && focusRampId && (event.key === 'n' || event.key === 'N' || (event.key === 'Enter' && onCell))) {
      event.preventDefault();
      const bucket = axis.buckets[focusBucket(navModel, safeFocus)];
      if (bucket) onCreate(focusRampId, bucket.startUtc, bucket.endUtc);
    }
  };

  return { focus: safeFocus, setFocus, onKeyDown };
}
