/** Of the thread, what the receiver keeps during a flood (issue 29's target: ≥ 0.8 × the route refusing at once). */
export const RECEIVER_SHARE = 0.8;
/** The shortest hold: processing never claims in a tighter loop than this against a saturated receiver. */
export const YIELD_MIN_MS = 50;
/** The longest hold: however slow the last batch, the open pages lag a flood by about this plus a batch, not by the flood. */
export const YIELD_MAX_MS = 1_000;

/**
 * How long processing holds back before its next batch while the receiver is saturated, given how long its last
 * batch took: RECEIVER_SHARE / (1 - RECEIVER_SHARE) times as long (4 ×), so the receiver keeps about RECEIVER_SHARE
 * of the time, within [YIELD_MIN_MS, YIELD_MAX_MS].
 */
export function planProcessingYield(lastBatchMs: number): number {
  const share = lastBatchMs > 0 ? (lastBatchMs * RECEIVER_SHARE) / (1 - RECEIVER_SHARE) : 0;
  return Math.min(YIELD_MAX_MS, Math.max(YIELD_MIN_MS, share));
}
