import type { NextRequest } from 'next/server';

/**
 * The client's address: the rightmost X-Forwarded-For entry, which is the one added by the nearest hop
 * (Next.js adds the socket address when no proxy did). See docs/security.md for the proxy caveat.
 */
export function clientAddress(request: NextRequest): string | null {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || null;
}
