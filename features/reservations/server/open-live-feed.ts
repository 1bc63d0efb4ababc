import 'server-only';
import type { CurrentUser } from '@/lib/contracts';
import { describeErrorForLog } from '@/lib/errors';
import { openLiveStream, sendLiveFrame, subscribeLive, type LiveEvent } from '@/lib/live';
import { readMirrored } from '@/lib/mirror';
import { processState } from '@/lib/process-state';
import { readActiveEnvironment } from '@/lib/settings';

// One subscription per process feeds every open browser: each event is turned into an SSE frame once (one
// mirror read for a changed reservation), then written to every stream (lib/live bounds and ends them).

interface Frame {
  event: string;
  data: Record<string, unknown>;
  /** The author's tab bound to its session: only that tab's stream is told the change is its own. */
  origin?: string;
}

const hub = processState('reservations.liveFeed', () => ({ subscribed: null as Promise<unknown> | null }));

async function toFrame(event: LiveEvent): Promise<Frame | null> {
  if (event.type === 'resync') return { event: 'resync', data: { at: event.at } };
  if (event.environment !== (await readActiveEnvironment())) return null;
  switch (event.type) {
    case 'reservation.changed': {
      const known = await readMirrored(event.environment, event.id);
      if (!known || known.deletedAt) return null;
      return {
        event: 'reservation',
        data: { id: event.id, reservation: known.reservation, actor: event.actor, event: event.event, at: event.at },
        origin: event.origin,
      };
    }
    case 'reservation.deleted':
      return {
        event: 'reservation-deleted',
        data: { id: event.id, number: event.number, actor: event.actor, event: event.event, at: event.at },
        origin: event.origin,
      };
    case 'order.changed':
      return {
        event: 'order',
        data: { id: event.id, actor: event.actor, event: event.event, at: event.at },
        origin: event.origin,
      };
    case 'webhook.test':
      return { event: 'webhook-test', data: { at: event.at } };
  }
}

// Frames go out in the order events arrived, even though building one may wait on the database.
let chain: Promise<void> = Promise.resolve();
function broadcast(event: LiveEvent) {
  chain = chain.then(async () => {
    try {
      const frame = await toFrame(event);
      if (frame) sendLiveFrame(frame.event, frame.data, frame.origin);
    } catch (error) {
      console.error(`[live] could not send ${event.type}: ${describeErrorForLog(error, { stack: false })}`);
    }
  });
}

/**
 * An SSE response that carries live events to `user`'s tab `tabId` until the browser goes away (lib/live ends it
 * sooner when it falls behind, the account is disabled, or its time is up). 429 over the per-user or total cap.
 */
export async function openLiveFeed(
  user: CurrentUser,
  tabId: string | undefined,
  signal: AbortSignal,
): Promise<Response> {
  hub.subscribed ??= subscribeLive(broadcast);
  // The stream says `ready` only once this process hears every instance's events.
  await hub.subscribed;
  return openLiveStream(user, tabId, signal);
}
