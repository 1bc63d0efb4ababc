import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { describeUpstreamFailure } from './describe-upstream-failure';

const fail = (reason: string, message = 'raw') => new AppError('upstream_error', message, { reason });

describe('describeUpstreamFailure', () => {
  it.each([
    ['wrong_credentials', /wrong username or password/i],
    ['no_api_access', /API access/],
    ['unreachable', /could not be reached at https:\/\/slots\.example\.com/],
    ['tls', /TLS certificate/],
    ['timeout', /did not answer in time/],
    ['unknown_tenant', /does not know this tenant/],
    ['rate_limited', /limiting requests/],
    ['service_error', /internal error/],
  ])('explains %s in plain words', (reason, text) => {
    expect(describeUpstreamFailure(fail(reason), 'https://slots.example.com')).toMatch(text);
  });

  it('falls back to the error message for anything else', () => {
    expect(describeUpstreamFailure(fail('something_new', 'The service said no'), 'x')).toBe('The service said no');
    expect(describeUpstreamFailure('weird', 'x')).toBe('The step failed for an unknown reason.');
  });
});
