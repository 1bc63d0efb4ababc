import { AppError } from '@/lib/errors';

/**
 * Refuses a mutation that did not come from Slotboard's own pages: the browser's Origin must be exactly the
 * configured public address's origin (scheme, host and port of NEXTAUTH_URL). Headers such as Host and
 * X-Forwarded-Host are not consulted: a client or a misconfigured proxy sets those. SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this closes the remaining gaps (same-site subdomains, an http:// page of an
 * https site, sandboxed frames that send `Origin: null`, older browsers).
 */
export function checkOrigin(request: Request, publicUrl: string): void {
  const expected = new URL(publicUrl).origin;
  const origin = request.headers.get('origin');
  if (!origin) {
    throw new AppError('origin_mismatch', 'This request must come from the Slotboard page (Origin header missing).');
  }
  if (origin === 'null') {
    throw new AppError('origin_mismatch', 'Requests from an opaque origin (Origin: null) are not accepted.');
  }
  let actual: URL;
  try {
    actual = new URL(origin);
  } catch {
    throw new AppError('origin_mismatch', 'The Origin header is not a valid address.');
  }
  if (actual.origin === expected) return;
  const wanted = new URL(expected);
  if (actual.host === wanted.host && actual.protocol !== wanted.protocol) {
    throw new AppError(
      'origin_mismatch',
      `Origin: requests from ${actual.protocol}// pages are not accepted; this site is served on ${expected}.`,
    );
  }
  throw new AppError(
    'origin_mismatch',
    `Origin: requests from ${origin} are not accepted; this site is served on ${expected}.`,
  );
}
