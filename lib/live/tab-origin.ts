import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { env } from '@/lib/env';

// The tab id a browser sends (lib/api-client/fetch-json.ts); anything else is ignored.
export const TAB_ID = /^[A-Za-z0-9-]{8,64}$/;

// A key of its own, derived from the session secret, as every other use of it derives one (known-client cookies).
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'slotboard live tab origin v1', 32));

/**
 * The origin a live event names: the tab id bound to the session that sent it. The raw id is never trusted, so
 * another session sending this tab's id names a different origin and cannot silence this tab's change warnings.
 */
export function tabOrigin(sessionId: string, tabId: string | null | undefined): string | undefined {
  if (!sessionId || !tabId || !TAB_ID.test(tabId)) return undefined;
  return createHmac('sha256', keyOf(env().NEXTAUTH_SECRET)).update(`${sessionId}\0${tabId}`).digest('base64url');
}
