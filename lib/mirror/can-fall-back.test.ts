import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { canFallBack } from './can-fall-back';

describe('canFallBack', () => {
  it('falls back when the service is unreachable, failing or refusing the credentials', () => {
    expect(canFallBack(new AppError('upstream_unavailable', 'x', { reason: 'unreachable' }))).toBe(true);
    expect(canFallBack(new AppError('upstream_unavailable', 'x', { reason: 'timeout' }))).toBe(true);
    expect(canFallBack(new AppError('upstream_error', 'x', { reason: 'service_error' }))).toBe(true);
    expect(canFallBack(new AppError('upstream_error', 'x', { reason: 'wrong_credentials' }))).toBe(true);
  });

  it("does not hide Slotboard's own mistakes, a missing connection or other errors", () => {
    expect(canFallBack(new AppError('upstream_unavailable', 'x', { reason: 'not_configured' }))).toBe(false);
    expect(canFallBack(new AppError('upstream_error', 'x', { reason: 'rejected_query' }))).toBe(false);
    expect(canFallBack(new AppError('not_found', 'x'))).toBe(false);
    expect(canFallBack(new AppError('validation_failed', 'x'))).toBe(false);
    expect(canFallBack(new Error('boom'))).toBe(false);
  });
});
