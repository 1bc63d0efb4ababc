import 'server-only';
import { AppError, describeErrorForLog } from '@/lib/errors';
import { env } from '@/lib/env';
import { processState } from '@/lib/process-state';
import { checkStreamUsers } from './check-stream-users';

// Every open /api/live stream of this process: the caps on how many, the one timer that keeps them honest
// (heartbeats, stalled readers, expiry) and the one query that ends the streams of users no longer allowed.

/** How often the open streams' users are checked (one query for all of them) and each stream is ticked. */
export const TICK_MS = 5_000;
/** Seconds a refused browser or script is asked to wait before opening another stream. */
const RETRY_AFTER_SECONDS = 30;

/** An open stream, as the registry drives it (open-live-stream.ts). */
export interface Receiver {
  readonly userId: string;
  /** The session version the stream's session carried when it opened (a password reset raises the account's). */
  readonly sessionVersion: number;
  /** The stream's own tab bound to its session (tab-origin.ts): events with this origin are its own. */
  readonly origin: string | undefined;
  /** Queues one encoded SSE frame; the same bytes go to every stream, never copied per stream. */
  write(bytes: Uint8Array): void;
  /** Called every TICK_MS: heartbeats, stalled readers, expiry. */
  tick(now: number): void;
  /** Ends the stream now; `why` goes to the log. */
  end(why: string): void;
}

/** A place under the caps; held until the connection is really gone, not merely until its stream ended. */
export interface Slot {
  release(): void;
}

interface Registry {
  receivers: Set<Receiver>;
  /** Slots held per user id. */
  held: Map<string, number>;
  total: number;
  timer: ReturnType<typeof setInterval> | null;
  checking: boolean;
}

// The caps are per process.
const registry = processState<Registry>('live.streams', () => ({
  receivers: new Set(),
  held: new Map(),
  total: 0,
  timer: null,
  checking: false,
}));

/** Takes a slot for one more stream of `userId`, or refuses with 429 when the user or the instance is at its cap. */
export function admitStream(userId: string): Slot {
  const { LIVE_MAX_STREAMS_PER_USER: perUser, LIVE_MAX_STREAMS: total } = env();
  const retry = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if ((registry.held.get(userId) ?? 0) >= perUser) {
    throw new AppError(
      'rate_limited',
      `You already have ${perUser} live-update connections open, the most allowed: ` +
        `close a tab or try again in ${RETRY_AFTER_SECONDS} seconds.`,
      undefined,
      retry,
    );
  }
  if (registry.total >= total) {
    throw new AppError(
      'rate_limited',
      `The server has ${total} live-update connections open, the most it allows: ` +
        `try again in ${RETRY_AFTER_SECONDS} seconds.`,
      undefined,
      retry,
    );
  }
  registry.held.set(userId, (registry.held.get(userId) ?? 0) + 1);
  registry.total++;
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      registry.total--;
      const left = (registry.held.get(userId) ?? 1) - 1;
      if (left > 0) registry.held.set(userId, left);
      else registry.held.delete(userId);
    },
  };
}

export function addReceiver(receiver: Receiver): void {
  registry.receivers.add(receiver);
  registry.timer ??= setInterval(() => void tick(), TICK_MS).unref();
}

export function removeReceiver(receiver: Receiver): void {
  registry.receivers.delete(receiver);
  if (registry.receivers.size === 0 && registry.timer) {
    clearInterval(registry.timer);
    registry.timer = null;
  }
}

export function receivers(): Iterable<Receiver> {
  return registry.receivers;
}

async function tick() {
  const now = Date.now();
  for (const receiver of registry.receivers) receiver.tick(now);
  // A slow database must not stack checks up behind each other.
  if (registry.checking || registry.receivers.size === 0) return;
  registry.checking = true;
  try {
    // Only the streams the query was asked about: one opened while it ran is judged at the next tick.
    const judged = [...registry.receivers];
    const allowed = await checkStreamUsers([...new Set(judged.map((r) => r.userId))]);
    for (const receiver of judged) {
      if (allowed.get(receiver.userId) !== receiver.sessionVersion)
        receiver.end('the account was disabled, removed or demoted, or its password reset');
    }
  } catch (error) {
    // The stream's own expiry still ends it; the next tick tries again.
    console.error(`[live] could not check the users of open streams: ${describeErrorForLog(error, { stack: false })}`);
  } finally {
    registry.checking = false;
  }
}
