import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback-url';

describe('safeCallbackUrl', () => {
  it('keeps same-site paths', () => {
    expect(safeCallbackUrl('/admin/users?x=1')).toBe('/admin/users?x=1');
  });
  it.each([
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login?callbackUrl=/x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example'.replace('%2F', '/'),
  ])('falls back to the schedule for %s', (value) => {
    expect(safeCallbackUrl(value)).toBe('/schedule');
  });
});
