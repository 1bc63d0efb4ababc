import { describe, expect, it } from 'vitest';
import { isDataRefusal } from './is-data-refusal';

describe('isDataRefusal', () => {
  it('is true for a data exception or a constraint, directly or as the cause of a wrapper', () => {
    expect(isDataRefusal(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }))).toBe(
      true,
    );
    expect(
      isDataRefusal(new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) })),
    ).toBe(true);
  });

  it('is false for a lost connection, a deadlock, a shutdown or an error without a SQLSTATE', () => {
    expect(isDataRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(
      isDataRefusal(
        new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) }),
      ),
    ).toBe(false);
    expect(isDataRefusal(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(false);
    expect(isDataRefusal(new Error('boom'))).toBe(false);
    expect(isDataRefusal(null)).toBe(false);
  });
});
