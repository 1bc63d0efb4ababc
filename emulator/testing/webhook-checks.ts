import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Checks for tests that receive the emulator's webhooks, written without the emulator's own code.

/** Polls `check` every 50 ms until it holds, or fails naming `what` after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An independent check of spec §6.3: sha256= and the hex HMAC of "timestamp.body", compared in constant time. */
export function verifySignature(headers: IncomingHttpHeaders, raw: string, secret: string): boolean {
  const ts = String(headers['x-svc-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`);
  const given = Buffer.from(String(headers['x-svc-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
