import { createHmac, randomUUID } from 'node:crypto';

// The service's webhook signature (spec §6.3), computed here independently of features/webhooks/server: `sha256=` +
// lowercase hex HMAC-SHA256 of `{timestamp}.{raw body}`.

/** Hex HMAC-SHA256 of the bytes as given (text as UTF-8). */
export function hmacSha256Hex(secret: string, ...parts: (string | Buffer)[]): string {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
}

export interface SignedDelivery {
  body: Buffer;
  headers: Record<string, string>;
}

/** A delivery signed with `secret` at `timestamp` (Unix seconds unless given another form). */
export function signDelivery(
  secret: string,
  body: Buffer | string,
  timestamp = String(Math.floor(Date.now() / 1000)),
): SignedDelivery {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    body: bytes,
    headers: {
      'Content-Type': 'application/json',
      'X-SVC-Timestamp': timestamp,
      'X-SVC-Signature': `sha256=${hmacSha256Hex(secret, `${timestamp}.`, bytes)}`,
    },
  };
}

/** A harmless event (webhook.test changes nothing at the service or in the mirror) with a fresh id. */
export function testEvent(extra: Record<string, unknown> = {}): { eventId: string; json: string } {
  const eventId = `sec-${randomUUID()}`;
  return {
    eventId,
    json: JSON.stringify({
      schemaVersion: '1',
      eventId,
      event: 'webhook.test',
      tenantId: 'demo',
      occurredAt: new Date().toISOString(),
      data: {},
      ...extra,
    }),
  };
}
