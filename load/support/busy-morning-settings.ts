// The busy morning's sizes, rates and the faults the service runs with during the load.

export interface Size {
  /** Seconds of load. */
  seconds: number;
  streams: number;
  planners: number;
  /** Reservations of the week the changes are spread over. */
  reservations: number;
}

export const SIZES: Record<'short' | 'full', Size> = {
  short: { seconds: 10, streams: 20, planners: 4, reservations: 600 },
  full: { seconds: 60, streams: 50, planners: 10, reservations: 2000 },
};

/**
 * The 200 webhooks a second, 10% of them duplicates: a change of the note is announced as two events
 * (reservation.updated and reservation.note.updated, emulator/domain/write-reservations.ts describeChange), so
 * 200 / (2 × 1.1) changes a second.
 */
const WEBHOOKS_PER_SECOND = 200;
const EVENTS_PER_CHANGE = 2;
export const CHANGES_PER_SECOND = Math.round(WEBHOOKS_PER_SECOND / (EVENTS_PER_CHANGE * 1.1));
export const PLANNER_WRITES_PER_SECOND = 3;
export const FAULTS = {
  errorRate: 0.05,
  rateLimitRate: 0.02,
  retryAfterS: 1,
  dropRate: 0.01,
  tokenTtlS: 30,
  webhookDuplicateRate: 0.1,
  webhookReorderRate: 0.05,
};
