// Which failed calls are tried again and how long to wait: reads only, on the failures that are worth a
// second try (429, 5xx, time-out, connection), at most MAX_RETRIES times, jittered exponential backoff.

export const MAX_RETRIES = 3;
const BASE_DELAY_MS = 250;
const MAX_BACKOFF_MS = 8_000;
/** A Retry-After longer than this is not waited out inside a request; the caller is told to come back. */
export const MAX_RETRY_AFTER_MS = 30_000;

export type AttemptOutcome = { kind: 'status'; status: number } | { kind: 'timeout' } | { kind: 'connection' };

function isRetryableOutcome(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'status') return true;
  return outcome.status === 429 || outcome.status >= 500;
}

/**
 * Retry only requests that cannot change anything on the service: GETs and the token request. A write whose
 * answer was lost may have been applied, so it is never re-sent; the client reads back instead.
 */
export function mayRetry(method: string, idempotent: boolean, outcome: AttemptOutcome, retriesDone: number): boolean {
  return (method === 'GET' || idempotent) && retriesDone < MAX_RETRIES && isRetryableOutcome(outcome);
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Delay before retry number `retryIndex` (0-based): half of 250 ms × 2^i fixed plus half random ("equal
 * jitter", so parallel callers spread out but never retry at once), and never less than Retry-After.
 */
export function computeRetryDelay(
  retryIndex: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** retryIndex);
  const backoff = Math.round(ceiling / 2 + random() * (ceiling / 2));
  return retryAfterMs === null ? backoff : Math.max(retryAfterMs, backoff);
}
