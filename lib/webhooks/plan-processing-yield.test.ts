import { describe, expect, it } from 'vitest';
import { planProcessingYield, RECEIVER_SHARE, YIELD_MAX_MS, YIELD_MIN_MS } from './plan-processing-yield';

describe('planProcessingYield', () => {
  it('holds back four times as long as the last batch took, so the receiver keeps 80% of the time', () => {
    expect(planProcessingYield(100)).toBeCloseTo(400, 6);
    const batch = 120;
    const held = planProcessingYield(batch);
    expect(held / (held + batch)).toBeCloseTo(RECEIVER_SHARE, 6);
  });

  it('never holds less than the minimum: a quick batch, no batch yet, or a clock that went back', () => {
    expect(planProcessingYield(5)).toBe(YIELD_MIN_MS);
    expect(planProcessingYield(0)).toBe(YIELD_MIN_MS);
    expect(planProcessingYield(-30)).toBe(YIELD_MIN_MS);
    expect(planProcessingYield(Number.NaN)).toBe(YIELD_MIN_MS);
  });

  it('never holds more than the maximum, however slow the last batch', () => {
    expect(planProcessingYield(251)).toBe(YIELD_MAX_MS);
    expect(planProcessingYield(60_000)).toBe(YIELD_MAX_MS);
    expect(planProcessingYield(Number.POSITIVE_INFINITY)).toBe(YIELD_MAX_MS);
  });
});
