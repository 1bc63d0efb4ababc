import 'server-only';
import type { CurrentUser } from '@/lib/contracts';
import { addReceiver, admitStream, removeReceiver, type Receiver } from './stream-registry';
import { tabOrigin } from './tab-origin';

// One browser's Server-Sent Events stream, bounded: a reader that stops reading costs at most MAX_QUEUED_BYTES,
// then its stream is failed, which discards the queue (closing it would keep the queue until it is read).

/** Bytes queued for one stream before it is given up on; the socket's own buffers come on top. */
export const MAX_QUEUED_BYTES = 128 * 1024;
const HEARTBEAT_MS = 20_000;
// Streams end after a while, so the browser reconnects through the session check and reloads what it shows.
const MAX_STREAM_MS = 15 * 60_000;
const RETRY_MS = 3_000;

const encoder = new TextEncoder();
export const encodeFrame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const PING = encoder.encode(': ping\n\n');

/**
 * An SSE response for `user`'s tab `tabId` that carries what sendLiveFrame sends until the browser goes away, falls
 * behind, is no longer allowed, or its time is up. Refuses with 429 (AppError rate_limited) over the caps.
 */
export function openLiveStream(user: CurrentUser, tabId: string | undefined, signal: AbortSignal): Response {
  const slot = admitStream(user.id);
  const openedAt = Date.now();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  // Bytes handed to the stream so far; minus what still waits, what the reader has taken. A reader that took nothing
  // between two heartbeats while bytes waited is stalled. (Not pull(): the stream calls it after every write too.)
  let sent = 0;
  let takenAtBeat = 0;
  let lastBeat = openedAt;

  const queued = () => MAX_QUEUED_BYTES - (controller?.desiredSize ?? MAX_QUEUED_BYTES);

  const release = () => {
    end('the browser went away');
    slot.release();
  };

  function end(why: string) {
    if (ended) return;
    ended = true;
    removeReceiver(receiver);
    if (!controller) return;
    const clean = queued() === 0;
    try {
      // A stream whose reader keeps up ends cleanly; any other is failed, which frees its queue at once. As an
      // AbortError, which Next.js takes for a gone client rather than a failure worth a stack trace in the log.
      if (clean) controller.close();
      else controller.error(new DOMException(`live stream ended: ${why}`, 'AbortError'));
    } catch {
      // already closed or cancelled by the reader
    }
    // The slot is kept until the connection is gone, so a client holding stalled connections open cannot
    // open more; a stream that ended cleanly lets go of its connection straight away.
    if (clean || signal.aborted) release();
  }

  const receiver: Receiver = {
    userId: user.id,
    sessionVersion: user.sessionVersion,
    origin: tabOrigin(user.sessionId, tabId),
    write(bytes) {
      if (ended || !controller) return;
      // A frame larger than the whole allowance still goes to a reader that has taken everything before it.
      if (queued() > 0 && queued() + bytes.byteLength > MAX_QUEUED_BYTES) return end('the browser stopped reading');
      try {
        controller.enqueue(bytes);
        sent += bytes.byteLength;
      } catch {
        end('the stream was closed');
      }
    },
    tick(now) {
      if (now - openedAt >= MAX_STREAM_MS) return end('its time was up');
      if (now >= user.sessionEndsAt) return end('its session reached the end of its lifetime');
      if (now - lastBeat < HEARTBEAT_MS) return;
      const taken = sent - queued();
      const stalled = queued() > 0 && taken === takenAtBeat;
      lastBeat = now;
      takenAtBeat = taken;
      if (stalled) return end('the browser stopped reading');
      // A heartbeat only when nothing is waiting: pings never pile up behind a slow reader.
      if (queued() === 0) receiver.write(PING);
    },
    end,
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        signal.addEventListener('abort', release, { once: true });
        if (signal.aborted) return release();
        addReceiver(receiver);
        receiver.write(encoder.encode(`retry: ${RETRY_MS}\n`));
        receiver.write(encodeFrame('ready', { at: new Date().toISOString() }));
      },
      cancel() {
        release();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: MAX_QUEUED_BYTES }),
  );
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
