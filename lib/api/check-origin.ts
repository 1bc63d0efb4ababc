import type { NextRequest } from 'next/server';
import { AppError } from '@/lib/errors';

/**
 * Refuses a cross-site mutation: the Origin header a browser sends must name the host the request came to.
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this closes the remaining gaps
 * (same-site subdomains, older browsers).
 */
export function checkOrigin(request: NextRequest): void {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) {
    throw new AppError('origin_mismatch', 'This request must come from the Slotboard page (Origin header missing).');
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('origin_mismatch', 'The Origin header is not a valid address.');
  }
  if (originHost !== host.split(',')[0]!.trim()) {
    throw new AppError('origin_mismatch', `Requests from ${origin} are not accepted.`);
  }
}
