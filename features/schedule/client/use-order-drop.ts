'use client';

import {
  useCallback,
  type Dispatch,
  type DragEvent as ReactDragEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { findClash, snapToStep, type Slot } from '@/features/reservations';
import { ORDER_DRAG_TYPE } from '@/features/orders';
import { type TimeAxis } from '../logic/time-axis';
import { LABEL_WIDTH } from './grid-geometry';
import type { DragPreview, OrderDrop } from './drag-preview';

interface Options {
  rowsRef: RefObject<HTMLDivElement | null>;
  axis: TimeAxis;
  slots: readonly Slot[];
  orderDrop: OrderDrop | null;
  pointAt: (clientX: number, clientY: number) => { utc: number; rampId: string | null };
  setPreview: Dispatch<SetStateAction<DragPreview | null>>;
}

/** The rows' handlers for orders dragged in from the order panel (HTML drag and drop, not pointer events). */
export function useOrderDrop({ rowsRef, axis, slots, orderDrop, pointAt, setPreview }: Options) {
  // Where dragged orders would land: the pointer is the start, snapped to the step; over the ramp labels or no
  // ramp, no drop.
  const orderTarget = useCallback(
    (event: ReactDragEvent) => {
      if (!orderDrop || !event.dataTransfer.types.includes(ORDER_DRAG_TYPE)) return null;
      if (event.clientX - rowsRef.current!.getBoundingClientRect().left < LABEL_WIDTH) return null;
      const { utc, rampId } = pointAt(event.clientX, event.clientY);
      if (!rampId) return null;
      const startUtc = snapToStep(utc, axis.startUtc, axis.stepMinutes);
      const endUtc = startUtc + orderDrop.lengthMs;
      return {
        mode: 'orders' as const,
        rampId,
        startUtc,
        endUtc,
        clash: findClash({ Id: '(new)', ResourceId: rampId, startUtc, endUtc }, slots),
      };
    },
    [axis, orderDrop, pointAt, rowsRef, slots],
  );

  // Chromium fires dragenter alone when the pointer crosses into another element (a block, a lane) and dragover
  // only while it stays on one: both accept the drop and move the preview.
  const overOrders = (event: ReactDragEvent) => {
    const target = orderTarget(event);
    if (!target) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setPreview((old) =>
      old &&
      old.mode === 'orders' &&
      old.rampId === target.rampId &&
      old.startUtc === target.startUtc &&
      old.clash === target.clash
        ? old
        : target,
    );
  };

  return {
    onDragEnter: overOrders,
    onDragOver: overOrders,
    onDragLeave: (event: ReactDragEvent) => {
      // Leaving for a child of the rows is still inside.
      if (!rowsRef.current?.contains(event.relatedTarget as Node | null)) setPreview(null);
    },
    onDrop: (event: ReactDragEvent) => {
      const target = orderTarget(event);
      setPreview(null);
      if (!target || !orderDrop) return;
      event.preventDefault();
      orderDrop.onDrop(target.rampId, target.startUtc);
    },
  };
}
