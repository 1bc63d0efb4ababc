const FALLBACK = '/schedule';

/**
 * Only paths on this site: an open redirect after sign-in would hand the fresh session's user to a
 * look-alike site. Browsers drop tabs and newlines from URLs ("/\t/evil.com" becomes "//evil.com"), so
 * control characters are refused, and the result is whatever a URL parser keeps on our own origin.
 */
export function safeCallbackUrl(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return FALLBACK;
  const base = 'http://slotboard.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== base || url.pathname.startsWith('//') || url.pathname.startsWith('/login')) return FALLBACK;
  return url.pathname + url.search + url.hash;
}
