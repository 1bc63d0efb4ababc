/** Deliveries being received at once on an instance from which its receiver counts as saturated. */
export const RECEIVER_SATURATED = 4;
/**
 * How long a saturation lasts after the receiver last was: its group commit (store-inbox-events.ts) answers every
 * delivery in flight at once, and it is empty for a moment before the senders' next ones arrive: a hold that looked
 * only at the count would end there (see docs/decisions/0503-webhook-processing-holds-back-in-a-flood.md).
 */
export const SATURATION_LINGER_MS = 100;
/** Of the thread, what the receiver keeps during a flood (as fast as ≥ 0.8 × the route refusing at once). */
export const RECEIVER_SHARE = 0.8;
/** The shortest hold: processing never claims in a tighter loop than this against a saturated receiver. */
export const HOLD_MIN_MS = 50;
/**
 * The longest hold: however slow the last batch, the open pages lag a flood by about this plus a batch, not by the
 * flood.
 */
export const HOLD_MAX_MS = 1_000;

/**
 * Events claimed at once while the receiver is saturated, against claim-inbox-events.ts's 100 otherwise: a batch's
 * synchronous stretches (parsing the details, the embedded database's statements) hold up every delivery waiting for
 * its answer, so shorter batches keep the acknowledgements' tail short; each hold shrinks with its batch, so
 * processing keeps its share (see docs/decisions/0504-smaller-webhook-batches-in-a-flood.md).
 */
export const SATURATED_BATCH = 25;

export interface HoldState {
  /** Deliveries being received now, and when they last were RECEIVER_SATURATED or more (epoch ms). */
  receiving: number;
  saturatedAt: number;
  /** When this hold began (epoch ms) and how long processing's last batch took (ms). */
  heldSince: number;
  lastBatchMs: number;
  /** This worker is one too many while the receiver is saturated: it waits without the time limit. */
  standBy: boolean;
  now: number;
}

/**
 * Whether processing keeps holding back before its next batch, letting the receiver go first (the service wants its
 * answer at once, spec §6.4). Only while the receiver is saturated, and then for RECEIVER_SHARE / (1 - RECEIVER_SHARE)
 * (4 ×) its last batch's time, within [HOLD_MIN_MS, HOLD_MAX_MS]: the receiver keeps about RECEIVER_SHARE of the
 * thread, and processing still claims a batch at least every HOLD_MAX_MS plus its own time.
 */
export function keepHoldingBack(s: HoldState): boolean {
  if (!isSaturated(s)) return false;
  const share = s.lastBatchMs > 0 ? (s.lastBatchMs * RECEIVER_SHARE) / (1 - RECEIVER_SHARE) : 0;
  return s.standBy || s.now - s.heldSince < Math.min(HOLD_MAX_MS, Math.max(HOLD_MIN_MS, share));
}

/** How many events the next claim takes: `full`, or SATURATED_BATCH at most while the receiver is saturated. */
export function claimLimit(s: Pick<HoldState, 'receiving' | 'saturatedAt' | 'now'>, full: number): number {
  return isSaturated(s) ? Math.min(full, SATURATED_BATCH) : full;
}

const isSaturated = (s: Pick<HoldState, 'receiving' | 'saturatedAt' | 'now'>) =>
  s.receiving >= RECEIVER_SATURATED || s.now - s.saturatedAt < SATURATION_LINGER_MS;
