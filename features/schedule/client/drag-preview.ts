import type { Slot } from '@/features/reservations';
import type { GridReservation } from '@/lib/contracts';

/** Where a drag on the grid would land, and the loaded reservation it would clash with there. */
export interface DragPreview {
  mode: 'create' | 'move' | 'resize' | 'orders';
  rampId: string;
  startUtc: number;
  endUtc: number;
  clash: Slot | null;
  reservation?: GridReservation;
  numberOfUnits?: number;
}

/** Orders on their way from the order panel: how long their reservation would be, and where they land. */
export interface OrderDrop {
  lengthMs: number;
  onDrop: (rampId: string, startUtc: number) => void;
}
