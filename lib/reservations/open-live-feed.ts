import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { subscribeLive, type LiveEvent } from '@/lib/live';
import { readMirrored } from '@/lib/mirror';
import { getActiveEnvironment } from '@/lib/settings';

// One subscription per process feeds every open browser: each event is turned into an SSE frame once (one
// mirror read for a changed reservation), then written to every stream.
const HEARTBEAT_MS = 20_000;
// Streams end after a while, so the browser reconnects through the session check (a disabled user stops
// receiving) and reloads what it shows.
const MAX_STREAM_MS = 15 * 60_000;
const RETRY_MS = 3_000;
const MAX_QUEUED_FRAMES = 1_000;

type Writer = (frame: string) => void;

const holder = globalThis as typeof globalThis & { __slotboardFeed?: { writers: Set<Writer>; unsubscribe: (() => void) | null } };
const hub = (holder.__slotboardFeed ??= { writers: new Set(), unsubscribe: null });

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

async function toFrame(event: LiveEvent): Promise<string | null> {
  if (event.type === 'resync') return frame('resync', { at: event.at });
  if (event.environment !== (await getActiveEnvironment())) return null;
  switch (event.type) {
    case 'reservation.changed': {
      const known = await readMirrored(event.environment, event.id);
      if (!known || known.deletedAt) return null;
      return frame('reservation', { id: event.id, reservation: known.reservation, origin: event.origin, actor: event.actor, event: event.event, at: event.at });
    }
    case 'reservation.deleted':
      return frame('reservation-deleted', { id: event.id, number: event.number, origin: event.origin, actor: event.actor, event: event.event, at: event.at });
    case 'order.changed':
      return frame('order', { id: event.id, origin: event.origin, actor: event.actor, event: event.event, at: event.at });
    case 'webhook.test':
      return frame('webhook-test', { at: event.at });
  }
}

// Frames go out in the order events arrived, even though building one may wait on the database.
let chain: Promise<void> = Promise.resolve();
function broadcast(event: LiveEvent) {
  chain = chain.then(async () => {
    try {
      const text = await toFrame(event);
      if (text) for (const write of hub.writers) write(text);
    } catch (error) {
      console.error(`[live] could not send ${event.type}: ${describeErrorForLog(error, { stack: false })}`);
    }
  });
}

/** An SSE response that carries live events until the browser goes away (or the stream's time is up). */
export function openLiveFeed(signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write: Writer = (text) => {
        // A browser that stops reading (asleep, a stalled proxy) is let go rather than buffered for; it
        // reconnects and reloads when it wakes.
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) return cleanup();
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      hub.writers.add(write);
      hub.unsubscribe ??= subscribeLive(broadcast);
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const expire = setTimeout(() => cleanup(), MAX_STREAM_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        clearTimeout(expire);
        hub.writers.delete(write);
        signal.removeEventListener('abort', cleanup);
        try {
          controller.close();
        } catch {
          // already closed by the browser
        }
      };
      signal.addEventListener('abort', cleanup);
      if (signal.aborted) return cleanup();
      write(`retry: ${RETRY_MS}\n${frame('ready', { at: new Date().toISOString() })}`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression from buffering the stream; X-Accel-Buffering does the same for nginx.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    },
  });
}
