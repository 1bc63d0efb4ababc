import { createHmac, timingSafeEqual } from 'node:crypto';

// Spec §6.3: `sha256=` + hex HMAC-SHA256 of `{timestamp}.{raw body}`. The timestamp's format is not shown: Unix
// seconds (what the emulator sends), Unix milliseconds and ISO 8601 are all accepted.
// A replayed event is harmless (it is stored once per eventId and processing re-reads the current state from the
// service), so the window is wide enough for the service's retries after a long outage.
export const MAX_AGE_MS = 24 * 3_600_000;
const MAX_SKEW_MS = 5 * 60_000;

/** Why a check failed, as counted on Admin → Webhooks (WEBHOOK_REFUSAL_REASONS in lib/contracts). */
export type SignatureFailure =
  'no_secret' | 'missing_headers' | 'invalid_timestamp' | 'stale_timestamp' | 'signature_mismatch';
type Failed = { ok: false; code: SignatureFailure; reason: string };
type SignatureCheck = { ok: true; secretIndex: number } | Failed;

export function parseTimestamp(value: string): number | null {
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return n >= 1e12 ? n : n * 1000;
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** The checks that need no secret: both headers there, the signature's form, and a timestamp inside the window. */
export function checkHeaders(input: {
  timestamp: string | null;
  signature: string | null;
  now: number;
}): { ok: true } | Failed {
  const { timestamp, signature, now } = input;
  if (!timestamp) return { ok: false, code: 'missing_headers', reason: 'the X-SVC-Timestamp header is missing' };
  if (!signature) return { ok: false, code: 'missing_headers', reason: 'the X-SVC-Signature header is missing' };
  if (!SIGNATURE.test(signature.trim()))
    return {
      ok: false,
      code: 'signature_mismatch',
      reason: 'X-SVC-Signature is not "sha256=" followed by 64 hex digits',
    };
  const at = parseTimestamp(timestamp);
  if (at === null) return { ok: false, code: 'invalid_timestamp', reason: 'X-SVC-Timestamp is not a time' };
  if (at > now + MAX_SKEW_MS)
    return { ok: false, code: 'stale_timestamp', reason: 'X-SVC-Timestamp is in the future (check the clocks)' };
  if (at < now - MAX_AGE_MS)
    return { ok: false, code: 'stale_timestamp', reason: 'X-SVC-Timestamp is more than 24 hours old' };
  return { ok: true };
}

/** Hex HMAC-SHA256 over the parts as given: text as UTF-8, bytes as they are (never decoded and re-encoded). */
export function hmacHex(secret: string, ...parts: (string | Uint8Array)[]): string {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
}

/**
 * Spec §6.3 over the raw bytes of the body: a body with bytes that are not valid UTF-8 is signed as sent, and
 * verifies as sent. The header must be `sha256=` and 64 hex digits; the digests are compared in constant time.
 */
export function verifySignature(input: {
  timestamp: string | null;
  signature: string | null;
  rawBody: Uint8Array | string;
  secrets: string[];
  now: number;
}): SignatureCheck {
  const { timestamp, signature, rawBody, secrets } = input;
  if (secrets.length === 0)
    return {
      ok: false,
      code: 'no_secret',
      reason: 'no webhook secret is configured for the active connection (Admin → Connection)',
    };
  const headers = checkHeaders(input);
  if (!headers.ok) return headers;
  const given = Buffer.from(SIGNATURE.exec(signature!.trim())![1]!, 'hex');
  // Every secret is tried, so a rotation (old and new both configured) loses no event.
  for (const [i, secret] of secrets.entries()) {
    const expected = Buffer.from(hmacHex(secret, `${timestamp}.`, rawBody), 'hex');
    if (timingSafeEqual(expected, given)) return { ok: true, secretIndex: i };
  }
  return {
    ok: false,
    code: 'signature_mismatch',
    reason: 'X-SVC-Signature does not match the body signed with any configured webhook secret',
  };
}
