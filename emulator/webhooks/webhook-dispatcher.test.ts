import { describe, expect, it } from 'vitest';
import { holdChance, isRetryable } from './webhook-dispatcher';

describe('isRetryable', () => {
  it('retries network errors, time-outs, 408, 429 and 5xx; other statuses are permanent', () => {
    expect([null, 408, 429, 500, 503].map(isRetryable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryable)).toEqual([false, false, false, false]);
  });
});

describe('holdChance', () => {
  const held = (p: number) => p / (1 + p);

  it('holds as many events as webhookReorderRate asks, given that the event after a held one is never held', () => {
    for (const rate of [0.01, 0.05, 0.1, 0.3])
      expect(held(holdChance({ webhookReorder: false, webhookReorderRate: rate }))).toBeCloseTo(rate, 10);
  });

  it('holds nothing at 0, and every other event at 0.5 and above or with webhookReorder', () => {
    expect(holdChance({ webhookReorder: false, webhookReorderRate: 0 })).toBe(0);
    expect(holdChance({ webhookReorder: false, webhookReorderRate: 0.5 })).toBe(1);
    expect(holdChance({ webhookReorder: false, webhookReorderRate: 1 })).toBe(1);
    expect(holdChance({ webhookReorder: true, webhookReorderRate: 0 })).toBe(1);
  });
});
