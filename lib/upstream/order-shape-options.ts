import type { OrderFieldOverrides } from '@/lib/contracts';
import type { RefusableOption } from './fall-back-query';

export interface OrderShapeOptions {
  /** An admin's choices (Admin → Service connection). */
  overrides?: OrderFieldOverrides;
  /** Options the service refused before, as remembered for this connection. */
  refused?: readonly RefusableOption[];
  /** Told when the service refuses an option for the first time, so the connection can remember it. */
  onRefusal?: (refused: RefusableOption[]) => void;
}
