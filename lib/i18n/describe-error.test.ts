import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('keeps the code, names the first field of a validation failure, and the wait of a throttle', () => {
    expect(
      describeError(
        new AppError('validation_failed', 'startUtc: must be …', [
          { field: 'startUtc', message: 'x' },
          { field: 'endUtc', message: 'y' },
        ]),
      ),
    ).toEqual({
      code: 'validation_failed',
      reason: null,
      values: { field: 'startUtc', seconds: 0 },
    });
    expect(describeError(new AppError('rate_limited', 'Too many', { reason: 'busy', retryAfterSeconds: 2 }))).toEqual({
      code: 'rate_limited',
      reason: 'busy',
      values: { field: 'none', seconds: 2 },
    });
    expect(
      describeError(new AppError('validation_failed', 'x', [{ field: '(body)', message: 'x' }])).values.field,
    ).toBe('none');
  });

  it('takes anything that is not an AppError for an internal error, never showing its text', () => {
    expect(describeError(new Error('secret stack detail'))).toEqual({
      code: 'internal_error',
      reason: null,
      values: { field: 'none', seconds: 0 },
    });
    expect(describeError('boom').code).toBe('internal_error');
  });
});
