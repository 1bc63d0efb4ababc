import 'server-only';
import { EventEmitter } from 'node:events';
import { describeErrorForLog } from '@/lib/errors';
import { env } from '@/lib/env';
import { ZLiveEvent, type LiveEvent } from './live-event';

// One bus per process. With PostgreSQL every event goes through NOTIFY and comes back through LISTEN, also to the
// instance that sent it, so all instances see the same events in the same order; with the embedded database there is
// one instance and an EventEmitter.
const CHANNEL = 'slotboard_live';
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];
const CONNECT_TIMEOUT_MS = 5_000;

interface Bus {
  emitter: EventEmitter;
  listening?: Promise<void>;
  client?: import('pg').Client;
  closed?: boolean;
}

// Not processState: live-bus.int.test.ts deletes globalThis.__slotboardLive to start a fresh process's bus.
const holder = globalThis as typeof globalThis & { __slotboardLive?: Bus };

function bus(): Bus {
  if (!holder.__slotboardLive) {
    const emitter = new EventEmitter();
    // Every open browser is one listener.
    emitter.setMaxListeners(0);
    holder.__slotboardLive = { emitter };
  }
  return holder.__slotboardLive;
}

/** Tells every open browser, on every instance. Never throws: a lost live event is caught up by the next read. */
export async function publishLive(event: LiveEvent): Promise<void> {
  await publishLiveEvents([event]);
}

/** Several events, in order, in one statement (one NOTIFY each). Never throws, as publishLive. */
export async function publishLiveEvents(events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const url = env().DATABASE_URL;
  if (!url) {
    for (const event of events) bus().emitter.emit('event', event);
    return;
  }
  try {
    const { getDatabase } = await import('@/lib/db');
    const { sql } = await import('drizzle-orm');
    const { db } = await getDatabase();
    if (events.length === 1) await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(events[0])})`);
    else {
      // Notifications of one transaction are delivered in the order they were sent: the array's order.
      const payloads = sql.param(events.map((e) => JSON.stringify(e)));
      await db.execute(
        sql`select pg_notify(${CHANNEL}, e.payload)
            from unnest(${payloads}::text[]) with ordinality as e(payload, n) order by e.n`,
      );
    }
  } catch (error) {
    console.error(
      `[live] could not publish ${events
        .map((e) => e.type)
        .join(', ')
        .slice(0, 200)}: ${describeErrorForLog(error, { stack: false })}`,
    );
  }
}

/**
 * Calls `listener` for every event from now on; resolves to the unsubscribe function once an event published
 * anywhere after that reaches it. A stream must not say `ready` sooner: a restarted instance's first browsers
 * would miss what was published while its LISTEN connection was still being opened. Should that connection
 * fail, it resolves all the same and a `resync` follows once it is back.
 */
export async function subscribeLive(listener: (event: LiveEvent) => void): Promise<() => void> {
  const b = bus();
  b.emitter.on('event', listener);
  const url = env().DATABASE_URL;
  if (url) await listen(b, url);
  return () => b.emitter.off('event', listener);
}

function listen(b: Bus, url: string, attempt = 0): Promise<void> {
  if (b.listening || b.closed) return b.listening ?? Promise.resolve();
  b.listening = (async () => {
    let client: import('pg').Client;
    try {
      const { Client } = await import('pg');
      // Bounded: every /api/live request waits for this connection (subscribeLive), and a database that accepts the
      // connection but never answers must fail it into the reconnect path (a resync follows) rather than hang them.
      // keepAlive: a LISTEN connection gone half-open would otherwise stop hearing NOTIFY without an error.
      client = new Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
    } catch (error) {
      b.listening = undefined;
      console.error(`[live] cannot listen: ${describeErrorForLog(error, { stack: false })}`);
      return;
    }
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = ZLiveEvent.safeParse(safeJson(message.payload));
      if (parsed.success) b.emitter.emit('event', parsed.data);
      else
        console.error(
          `[live] ignored a malformed event on ${CHANNEL}: ${parsed.error.issues[0]?.message ?? 'not JSON'}`,
        );
    });
    const reconnect = (error: unknown) => {
      if (b.client !== client) return;
      b.client = undefined;
      b.listening = undefined;
      client.removeAllListeners('error');
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (b.closed) return;
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
      console.error(
        `[live] LISTEN connection lost (${describeErrorForLog(error, { stack: false })}); reconnecting in ${delay} ms`,
      );
      setTimeout(() => {
        void listen(b, url, attempt + 1).then(() => {
          // Whatever was published while nobody listened is gone: every browser reloads what it shows.
          if (b.client) b.emitter.emit('event', { type: 'resync', at: new Date().toISOString() } satisfies LiveEvent);
        });
      }, delay).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect(new Error('connection ended')));
    b.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      attempt = 0;
    } catch (error) {
      reconnect(error);
    }
  })();
  return b.listening;
}

/** Stops listening (SIGTERM). */
export async function closeLive(): Promise<void> {
  const b = bus();
  b.closed = true;
  const client = b.client;
  b.client = undefined;
  if (client) await client.end().catch(() => {});
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
