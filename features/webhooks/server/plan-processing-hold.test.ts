import { describe, expect, it } from 'vitest';
import {
  claimLimit,
  HOLD_MAX_MS,
  HOLD_MIN_MS,
  keepHoldingBack,
  RECEIVER_SATURATED,
  SATURATED_BATCH,
  SATURATION_LINGER_MS,
  type HoldState,
} from './plan-processing-hold';

const NOW = 1_000_000;
/** A saturated receiver, a hold just begun, a batch of 100 ms before it, the first worker. */
const state = (over: Partial<HoldState> = {}): HoldState => ({
  receiving: RECEIVER_SATURATED,
  saturatedAt: NOW,
  heldSince: NOW,
  lastBatchMs: 100,
  standBy: false,
  now: NOW,
  ...over,
});

describe('keepHoldingBack', () => {
  it('holds only while the receiver is saturated', () => {
    expect(keepHoldingBack(state())).toBe(true);
    expect(
      keepHoldingBack(state({ receiving: RECEIVER_SATURATED - 1, saturatedAt: NOW - 10 * SATURATION_LINGER_MS })),
    ).toBe(false);
  });

  it('counts a receiver its group commit just emptied as saturated for SATURATION_LINGER_MS', () => {
    expect(keepHoldingBack(state({ receiving: 0, saturatedAt: NOW - 30 }))).toBe(true);
    expect(keepHoldingBack(state({ receiving: 0, saturatedAt: NOW - SATURATION_LINGER_MS + 1 }))).toBe(true);
    expect(keepHoldingBack(state({ receiving: 0, saturatedAt: NOW - SATURATION_LINGER_MS }))).toBe(false);
  });

  it('holds four times as long as the last batch took, so the receiver keeps 80% of the time', () => {
    expect(keepHoldingBack(state({ heldSince: NOW - 399 }))).toBe(true);
    expect(keepHoldingBack(state({ heldSince: NOW - 401 }))).toBe(false);
  });

  it('holds at least HOLD_MIN_MS: a quick batch, no batch yet, or a clock that went back', () => {
    for (const lastBatchMs of [5, 0, -30, Number.NaN]) {
      expect(keepHoldingBack(state({ lastBatchMs, heldSince: NOW - HOLD_MIN_MS + 1 }))).toBe(true);
      expect(keepHoldingBack(state({ lastBatchMs, heldSince: NOW - HOLD_MIN_MS }))).toBe(false);
    }
  });

  it('holds at most HOLD_MAX_MS, however slow the last batch', () => {
    for (const lastBatchMs of [251, 60_000, Number.POSITIVE_INFINITY]) {
      expect(keepHoldingBack(state({ lastBatchMs, heldSince: NOW - HOLD_MAX_MS + 1 }))).toBe(true);
      expect(keepHoldingBack(state({ lastBatchMs, heldSince: NOW - HOLD_MAX_MS }))).toBe(false);
    }
  });

  it('a worker standing by waits past the time limit, but not past the saturation', () => {
    expect(keepHoldingBack(state({ standBy: true, heldSince: NOW - 60_000 }))).toBe(true);
    expect(keepHoldingBack(state({ standBy: true, receiving: 0, saturatedAt: NOW - SATURATION_LINGER_MS }))).toBe(
      false,
    );
  });
});

describe('claimLimit', () => {
  it('claims SATURATED_BATCH at most while the receiver is saturated or lingering, the full batch otherwise', () => {
    expect(claimLimit(state(), 100)).toBe(SATURATED_BATCH);
    expect(claimLimit(state({ receiving: 0, saturatedAt: NOW - SATURATION_LINGER_MS + 1 }), 100)).toBe(SATURATED_BATCH);
    expect(claimLimit(state({ receiving: RECEIVER_SATURATED - 1, saturatedAt: NOW - SATURATION_LINGER_MS }), 100)).toBe(
      100,
    );
  });

  it('never claims more than asked', () => {
    expect(claimLimit(state(), 10)).toBe(10);
  });
});
