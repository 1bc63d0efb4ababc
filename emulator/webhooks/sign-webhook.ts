// Spec §6.3: `sha256=` + lowercase hex HMAC-SHA256 of `{timestamp}.{body}` with the subscription secret.
import { createHmac } from 'node:crypto';

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
