/**
 * The client's address: the rightmost X-Forwarded-For entry, which is the one added by the nearest hop
 * (Next.js adds the socket address when no proxy did). See docs/security.md for the proxy caveat.
 */
export function clientAddress(forwardedFor: string | null | undefined): string | null {
  const last = forwardedFor?.split(',').pop()?.trim();
  return last || null;
}
