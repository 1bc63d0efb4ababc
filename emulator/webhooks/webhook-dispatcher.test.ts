import { describe, expect, it } from 'vitest';
import { isRetryable } from './webhook-dispatcher';

describe('isRetryable', () => {
  it('retries network errors, time-outs, 408, 429 and 5xx; other statuses are permanent', () => {
    expect([null, 408, 429, 500, 503].map(isRetryable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryable)).toEqual([false, false, false, false]);
  });
});
