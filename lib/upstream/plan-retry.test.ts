import { describe, expect, it } from 'vitest';
import { computeRetryDelay, MAX_RETRIES, mayRetry, parseRetryAfter } from './plan-retry';

describe('mayRetry', () => {
  const status = (s: number) => ({ kind: 'status', status: s }) as const;

  it('retries GETs on 429, 5xx, time-outs and connection errors only', () => {
    for (const o of [
      status(429),
      status(500),
      status(503),
      { kind: 'timeout' } as const,
      { kind: 'connection' } as const,
    ])
      expect(mayRetry('GET', false, o, 0)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422]) expect(mayRetry('GET', false, status(s), 0)).toBe(false);
  });

  it('never retries writes, stops after MAX_RETRIES, allows idempotent POSTs (token)', () => {
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(mayRetry(m, false, status(503), 0)).toBe(false);
    expect(MAX_RETRIES).toBe(3);
    expect(mayRetry('GET', false, status(503), 2)).toBe(true);
    expect(mayRetry('GET', false, status(503), 3)).toBe(false);
    expect(mayRetry('POST', true, { kind: 'connection' }, 0)).toBe(true);
  });
});

describe('computeRetryDelay', () => {
  it('doubles with each retry and jitters within the upper half', () => {
    expect([0, 1, 2].map((i) => computeRetryDelay(i, null, () => 0))).toEqual([125, 250, 500]);
    expect([0, 1, 2].map((i) => computeRetryDelay(i, null, () => 1))).toEqual([250, 500, 1000]);
    expect(computeRetryDelay(10, null, () => 1)).toBe(8000);
    const spread = new Set(Array.from({ length: 20 }, () => computeRetryDelay(1, null)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('waits at least Retry-After', () => {
    expect(computeRetryDelay(0, 2000, () => 0.5)).toBe(2000);
    expect(computeRetryDelay(2, 100, () => 1)).toBe(1000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
