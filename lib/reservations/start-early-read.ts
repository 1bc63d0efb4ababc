import 'server-only';
import type { Environment } from '@/lib/contracts';
import { getUpstreamClient, type ResolvedClient } from '@/lib/gateway';
import { subscribeLive, type LiveEvent } from '@/lib/live';
import { readWholeSlice, type SliceRead } from './read-whole-slice';

// The schedule page's first range, read from the service while the browser loads and starts the page's scripts, so
// the grid's own request joins a read under way instead of beginning one after the boot. It is taken once, by a read
// of the same connection and slice within HOLD_MS, and dropped as soon as this process hears (on the live bus, which
// every instance hears alike) that a reservation of its environment changed: the page is still booting, so it has no
// live connection yet that would tell it of that change.
const HOLD_MS = 5_000;

interface Held extends SliceRead {
  environment: Environment;
  timer: NodeJS.Timeout;
}

// On globalThis: the page and the route handler may be in different bundles of this process.
interface EarlyReads {
  held: Map<string, Held>;
  /** Settles once this process hears every reservation change (the live bus's LISTEN is up with PostgreSQL). */
  listening?: Promise<unknown>;
}
const holder = globalThis as typeof globalThis & { __slotboardEarlyReads?: EarlyReads };
const early: EarlyReads = (holder.__slotboardEarlyReads ??= { held: new Map() });

type Slice = { from: Date; to: Date; resourceId?: string };

const keyOf = ({ connection }: ResolvedClient, slice: Slice) => `${connection.environment} ${connection.version} ${slice.from.toISOString()} ${slice.to.toISOString()}`;

/**
 * Begins reading every reservation of [from, to) for the active connection, to be taken by takeEarlyRead; resolves
 * once it has begun. Begins none when such a read is already held. Never throws: a service that is not connected or
 * fails is the grid's own request to report.
 */
export async function startEarlyRead(slice: { from: Date; to: Date }): Promise<void> {
  try {
    // The first read of a process waits for its subscription: a change published before it would go unheard.
    await (early.listening ??= subscribeLive(spoil));
    const resolved = await getUpstreamClient();
    const key = keyOf(resolved, slice);
    if (early.held.has(key)) return;
    const read = readWholeSlice(resolved, slice);
    // Its failure is reported to whoever takes it, or to nobody.
    read.reading.catch(() => {});
    const timer = setTimeout(() => drop(key), HOLD_MS).unref();
    early.held.set(key, { ...read, environment: resolved.connection.environment, timer });
  } catch {
    // Not connected: the grid's request says so.
  }
}

/** The held read of this connection's slice, if any (never one of a single ramp); it is no longer held after this. */
export function takeEarlyRead(resolved: ResolvedClient, slice: Slice): SliceRead | undefined {
  if (slice.resourceId) return undefined;
  const key = keyOf(resolved, slice);
  const held = early.held.get(key);
  if (!held) return undefined;
  drop(key);
  return { fetchedAt: held.fetchedAt, reading: held.reading };
}

function drop(key: string) {
  const held = early.held.get(key);
  if (!held) return;
  clearTimeout(held.timer);
  early.held.delete(key);
}

function spoil(event: LiveEvent) {
  if (event.type === 'order.changed' || event.type === 'webhook.test') return;
  for (const [key, held] of early.held) if (event.environment === undefined || event.environment === held.environment) drop(key);
}
