import { GRID_FIELDS, type GridReservation } from './grid-answer';

/** Only what the grid draws of a reservation (a whole one from a write or a live event, or a grid row already). */
export function toGridReservation(r: GridReservation): GridReservation {
  const out: Record<string, unknown> = {};
  for (const f of GRID_FIELDS) out[f] = (r as Record<string, unknown>)[f] ?? null;
  return out as GridReservation;
}
