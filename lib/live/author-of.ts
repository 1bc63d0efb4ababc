import type { CurrentUser } from '@/lib/contracts';

/** Who made a change: named in its history and its live event; `origin`, the browser tab, is not warned of it. */
export interface Author {
  actor: string;
  origin?: string;
}

// The tab id a browser sends with its writes (lib/api-client/fetch-json.ts); anything else is ignored.
const ORIGIN = /^[A-Za-z0-9-]{8,64}$/;

export function authorOf(user: CurrentUser, request: Request): Author {
  const origin = request.headers.get('x-slotboard-tab') ?? '';
  // Live events cap the actor at 200 characters (lib/live/live-event.ts).
  const actor = (user.name ? `${user.name} (${user.email})` : user.email).slice(0, 200);
  return { actor, origin: ORIGIN.test(origin) ? origin : undefined };
}
