'use client';

import type { GridReservation, Reservation } from '@/lib/contracts';

// What this page learnt about single reservations (live events, its own writes), in order. A range answer that
// was asked for before one of them is older on that reservation and must not bring it back or undo the change.

/** Long past any request's life: older entries can no longer be newer than an answer in flight. */
const FORGET_AFTER_MS = 5 * 60_000;

const entries = new Map<string, { tick: number; at: number; reservation: GridReservation | Reservation | null }>();
let tick = 0;

export const learnt = {
  /** Ticks at every change; a fetch notes it when asking. */
  get clock() {
    return tick;
  },
  /**
   * A reservation as it now is (whole, or only its grid row when a move is shown before the service answers), or null
   * when it was deleted.
   */
  note(id: string, reservation: GridReservation | Reservation | null) {
    const now = Date.now();
    // Insertion order is time order (an id is re-inserted on every change), so the oldest are first.
    for (const [key, entry] of entries) {
      if (now - entry.at <= FORGET_AFTER_MS) break;
      entries.delete(key);
    }
    const key = id.toLowerCase();
    entries.delete(key);
    entries.set(key, { tick: ++tick, at: now, reservation });
  },
  /** What was learnt after the clock read `asked`, oldest first. */
  since(asked: number): [string, GridReservation | Reservation | null][] {
    return [...entries].filter(([, e]) => e.tick > asked).map(([id, e]) => [id, e.reservation]);
  },
};
