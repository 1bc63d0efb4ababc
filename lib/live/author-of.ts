import type { CurrentUser } from '@/lib/contracts';
import { tabOrigin } from './tab-origin';

/** Who made a change: named in its history and its live event; `origin`, the browser tab, is not warned of it. */
export interface Author {
  actor: string;
  /** The writing tab bound to its session (tab-origin.ts), never the raw id the browser sent. */
  origin?: string;
}

export function authorOf(user: CurrentUser, request: Request): Author {
  // Live events cap the actor at 200 characters (lib/live/live-event.ts).
  const actor = (user.name ? `${user.name} (${user.email})` : user.email).slice(0, 200);
  return { actor, origin: tabOrigin(user.sessionId, request.headers.get('x-slotboard-tab')) };
}
