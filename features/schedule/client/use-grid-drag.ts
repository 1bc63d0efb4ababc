'use client';

// Pointer dragging on the grid: create across empty cells, move a block (also to another ramp), resize by its right
// edge; orders dragged in from the order panel are use-order-drop.ts. Times snap to the zoom step; the preview checks
// the loaded reservations of the target ramp for a clash before drop.
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { findClash, snapToStep, unitsForDuration, type Slot } from '@/features/reservations';
import { rowAtY } from '../logic/virtual-window';
import { utcAtX } from '../logic/layout-blocks';
import { type TimeAxis } from '../logic/time-axis';
import type { GridReservation } from '@/lib/contracts';
import { LABEL_WIDTH } from './grid-geometry';
import type { DragPreview, OrderDrop } from './drag-preview';
import { useOrderDrop } from './use-order-drop';

interface DragState extends DragPreview {
  anchorUtc: number;
  grabOffsetMs: number;
  unitMinutes: number;
  originX: number;
  originY: number;
  moved: boolean;
}

export interface DragCallbacks {
  onCreate: (rampId: string, startUtc: number, endUtc: number) => void;
  onMove: (reservation: GridReservation, rampId: string, startUtc: number) => void;
  onResize: (reservation: GridReservation, numberOfUnits: number) => void;
  onClickCell: (rampId: string, utc: number) => void;
}

interface Options {
  rowsRef: RefObject<HTMLDivElement | null>;
  axis: TimeAxis;
  /** Ramp id per flat row (null for group headers) and the rows' top offsets. */
  rampIdOfRow: readonly (string | null)[];
  tops: readonly number[];
  slots: readonly Slot[];
  unitMinutesOf: (r: GridReservation) => number;
  callbacks: DragCallbacks;
  orderDrop: OrderDrop | null;
}

const DRAG_THRESHOLD_PX = 4;

export function useGridDrag({ rowsRef, axis, rampIdOfRow, tops, slots, unitMinutesOf, callbacks, orderDrop }: Options) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const drag = useRef<DragState | null>(null);
  const swallowClick = useRef(false);

  const pointAt = useCallback(
    (clientX: number, clientY: number) => {
      const rect = rowsRef.current!.getBoundingClientRect();
      const utc = utcAtX(axis, clientX - rect.left - LABEL_WIDTH);
      const rampId = rampIdOfRow[rowAtY(tops, clientY - rect.top)] ?? null;
      return { utc, rampId };
    },
    [axis, rowsRef, rampIdOfRow, tops],
  );

  const begin = useCallback(
    (event: ReactPointerEvent, state: Omit<DragState, 'originX' | 'originY' | 'moved' | 'clash'>) => {
      if (event.button !== 0) return;
      drag.current = { ...state, clash: null, originX: event.clientX, originY: event.clientY, moved: false };
    },
    [],
  );

  const onBlockDragStart = useCallback(
    (event: ReactPointerEvent, r: GridReservation, mode: 'move' | 'resize') => {
      const start = Date.parse(r.StartUtc);
      const end = Date.parse(r.EndUtc);
      const { utc } = pointAt(event.clientX, event.clientY);
      begin(event, {
        mode,
        reservation: r,
        rampId: r.ResourceId,
        startUtc: start,
        endUtc: end,
        anchorUtc: utc,
        grabOffsetMs: utc - start,
        unitMinutes: unitMinutesOf(r),
        numberOfUnits: r.NumberOfUnits ?? undefined,
      });
    },
    [begin, pointAt, unitMinutesOf],
  );

  const onLanePointerDown = useCallback(
    (event: ReactPointerEvent, rampId: string) => {
      if (event.target !== event.currentTarget) return;
      const { utc } = pointAt(event.clientX, event.clientY);
      const start = snapToStep(utc - (axis.stepMinutes * 60_000) / 2, axis.startUtc, axis.stepMinutes);
      begin(event, {
        mode: 'create',
        rampId,
        startUtc: start,
        endUtc: start + axis.stepMinutes * 60_000,
        anchorUtc: start,
        grabOffsetMs: 0,
        unitMinutes: axis.stepMinutes,
      });
    },
    [axis, begin, pointAt],
  );

  const onPointerMove = useCallback(
    (event: ReactPointerEvent) => {
      const d = drag.current;
      if (!d) return;
      if (!d.moved && Math.hypot(event.clientX - d.originX, event.clientY - d.originY) < DRAG_THRESHOLD_PX) return;
      if (!d.moved) {
        // Captured only once it is a drag: a plain click must still reach the block under the pointer.
        rowsRef.current?.setPointerCapture(event.pointerId);
        d.moved = true;
      }
      const { utc, rampId } = pointAt(event.clientX, event.clientY);
      const step = axis.stepMinutes;
      if (d.mode === 'create') {
        const edge = snapToStep(utc, axis.startUtc, step);
        d.startUtc = Math.min(d.anchorUtc, edge);
        d.endUtc = Math.max(d.anchorUtc + step * 60_000, edge);
      } else if (d.mode === 'move') {
        const length = d.endUtc - d.startUtc;
        d.startUtc = snapToStep(utc - d.grabOffsetMs, axis.startUtc, step);
        d.endUtc = d.startUtc + length;
        if (rampId) d.rampId = rampId;
      } else {
        const start = Date.parse(d.reservation!.StartUtc);
        const wanted = snapToStep(utc, axis.startUtc, step);
        d.numberOfUnits = unitsForDuration(wanted - start, d.unitMinutes);
        d.endUtc = start + d.numberOfUnits * d.unitMinutes * 60_000;
      }
      d.clash = findClash(
        { Id: d.reservation?.Id ?? '(new)', ResourceId: d.rampId, startUtc: d.startUtc, endUtc: d.endUtc },
        slots,
      );
      setPreview({
        mode: d.mode,
        rampId: d.rampId,
        startUtc: d.startUtc,
        endUtc: d.endUtc,
        clash: d.clash,
        reservation: d.reservation,
        numberOfUnits: d.numberOfUnits,
      });
    },
    [axis, pointAt, rowsRef, slots],
  );

  const finish = useCallback(
    (event: ReactPointerEvent, commit: boolean) => {
      const d = drag.current;
      drag.current = null;
      setPreview(null);
      if (!d) return;
      if (rowsRef.current?.hasPointerCapture(event.pointerId)) rowsRef.current.releasePointerCapture(event.pointerId);
      if (!commit) return;
      if (!d.moved) {
        if (d.mode === 'create') callbacks.onClickCell(d.rampId, d.anchorUtc);
        return;
      }
      // The click the browser may fire right after this pointerup belongs to the drop; the flag lives for that one
      // task.
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      const r = d.reservation;
      if (d.mode === 'create') callbacks.onCreate(d.rampId, d.startUtc, d.endUtc);
      else if (d.mode === 'move' && r && (d.rampId !== r.ResourceId || d.startUtc !== Date.parse(r.StartUtc)))
        callbacks.onMove(r, d.rampId, d.startUtc);
      else if (d.mode === 'resize' && r && d.numberOfUnits && d.numberOfUnits !== r.NumberOfUnits)
        callbacks.onResize(r, d.numberOfUnits);
    },
    [callbacks, rowsRef],
  );

  const dropHandlers = useOrderDrop({ rowsRef, axis, slots, orderDrop, pointAt, setPreview });

  /** A click right after a drop is the end of the drag, not a request to open the block. */
  const isClickAfterDrop = useCallback(() => swallowClick.current, []);

  return {
    preview,
    onBlockDragStart,
    onLanePointerDown,
    containerHandlers: {
      onPointerMove,
      onPointerUp: (e: ReactPointerEvent) => finish(e, true),
      onPointerCancel: (e: ReactPointerEvent) => finish(e, false),
    },
    dropHandlers,
    isClickAfterDrop,
  };
}
