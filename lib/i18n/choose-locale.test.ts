import { describe, expect, it } from 'vitest';
import { chooseLocale, matchAcceptLanguage, parseAcceptLanguage } from './choose-locale';

describe('parseAcceptLanguage', () => {
  it('orders tags by q, keeping the header order between equals, and leaves out *, q=0 and garbage', () => {
    expect(parseAcceptLanguage('de;q=0.5, cs-CZ, en;q=0.8, *;q=0.1, fr;q=0, x@y')).toEqual(['cs-CZ', 'en', 'de']);
    expect(parseAcceptLanguage('en-us,cs')).toEqual(['en-US', 'cs']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('matchAcceptLanguage', () => {
  it.each([
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cs'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,cs;q=0.7,en;q=0.3', 'cs'],
    ['en;q=0.3,cs;q=0.9', 'cs'],
    ['sk-SK', 'cs'],
    ['de-DE,fr;q=0.5', null],
    ['*', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });
});

describe('chooseLocale', () => {
  const never = () => Promise.reject(new Error('the site default is read only when needed'));
  it('takes the user setting first, then the browser, then the site default, then English', async () => {
    expect(await chooseLocale({ userLocale: 'cs', acceptLanguage: 'en-US', siteDefault: never })).toBe('cs');
    expect(await chooseLocale({ userLocale: null, acceptLanguage: 'cs-CZ', siteDefault: never })).toBe('cs');
    expect(await chooseLocale({ userLocale: null, acceptLanguage: 'de-DE', siteDefault: async () => 'cs' })).toBe('cs');
    expect(await chooseLocale({ userLocale: null, acceptLanguage: null, siteDefault: async () => null })).toBe('en');
  });
});
