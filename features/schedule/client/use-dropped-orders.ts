'use client';

import { useMemo } from 'react';
import { proposeUnits, type DraggedOrders, type OrderToConvert } from '@/features/orders';
import type { OrderDrop } from './drag-preview';

interface DroppedOrdersInput {
  dragged: DraggedOrders | null;
  units: { id: string; name: string }[] | undefined;
  unitMinutes: Map<string, number>;
  stepMinutes: number;
  /** Told where the orders were dropped, once the drag is over. */
  onDropped: (orders: OrderToConvert[], start: { ResourceId: string; startUtc: number }) => void;
}

/**
 * What the grid needs of orders dragged in from the order panel, or null when none are. The preview is as long as
 * the form will propose (the rows' unit), so a clash flagged before the drop is the clash the service would refuse;
 * one step when that unit's length is not known yet.
 */
export function useDroppedOrders({ dragged, units, unitMinutes, stepMinutes, onDropped }: DroppedOrdersInput) {
  return useMemo((): OrderDrop | null => {
    if (!dragged) return null;
    const proposal = proposeUnits(dragged.summaries, units ?? []);
    const minutes = proposal ? unitMinutes.get(proposal.unitId) : undefined;
    const lengthMs = proposal && minutes ? proposal.count * minutes * 60_000 : stepMinutes * 60_000;
    const orders = dragged.orders;
    return {
      lengthMs,
      onDrop: (rampId: string, startUtc: number) => onDropped(orders, { ResourceId: rampId, startUtc }),
    };
  }, [dragged, units, unitMinutes, stepMinutes, onDropped]);
}
