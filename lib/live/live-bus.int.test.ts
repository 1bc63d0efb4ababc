import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './index';
import { applyEnv, databaseTargets, useFreshDatabase } from '@/test/database-targets';

// The live bus: an EventEmitter with the embedded database; NOTIFY/LISTEN with PostgreSQL, so an event
// published by any instance (any connection) reaches every instance's subscribers.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const changed = (id: string, extra: Partial<LiveEvent> = {}): LiveEvent =>
  ({
    type: 'reservation.changed',
    environment: 'emulator',
    id,
    at: '2026-11-21T12:00:00.000Z',
    origin: 'tab-0123456789',
    actor: 'Jo Planner (jo@example.com)',
    ...extra,
  }) as LiveEvent;

/** Waits until the bus's LISTEN connection is up; returns its backend pid. */
async function listenerPid(admin: pg.Client, except = 0): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query(
      `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN slotboard_live' ` +
        `and pid <> $1`,
      [except],
    );
    if (rows.length > 0) return rows[0].pid as number;
    await sleep(50);
  }
  throw new Error('lib/live did not start listening');
}

describe.each(databaseTargets)('live bus on $name', (target) => {
  let live: typeof import('./index');
  /** A second, independent connection to the same database: another instance of Slotboard. */
  let other: pg.Client | null = null;

  const database = useFreshDatabase(target);

  beforeAll(async () => {
    live = await import('./');
    // The app's database is opened (and migrated) as it would be at start-up.
    await (await import('@/lib/db')).getDb();
    if (target.name === 'postgres') {
      other = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await other.connect();
    }
  });

  afterAll(async () => {
    await other?.end();
    // closeLive is for good (per process): only the last block, the one with a LISTEN connection, calls it.
    if (target.name === 'postgres') await live.closeLive();
  });

  // subscribeLive resolves only once NOTIFY reaches this process: nothing here waits for the LISTEN on its own.
  const subscribe = (into: LiveEvent[]) => live.subscribeLive((e) => into.push(e));

  interface Subscriber {
    events: LiveEvent[];
    stop: () => void;
  }

  /** Runs `body` with `count` subscribers, each unsubscribed afterwards whatever happens. */
  async function withSubscribers(count: number, body: (...subscribers: Subscriber[]) => Promise<void>) {
    const subscribers: Subscriber[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const events: LiveEvent[] = [];
        subscribers.push({ events, stop: await subscribe(events) });
      }
      await body(...subscribers);
    } finally {
      for (const { stop } of subscribers) stop();
    }
  }

  // Must stay the block's first test: the process's first subscription is the one that opens the LISTEN connection
  // (a restarted instance's first browser).
  it.runIf(target.name === 'postgres')(
    'delivers what another instance publishes the moment the first subscription resolves',
    async () => {
      await withSubscribers(1, async ({ events: received }) => {
        const fromElsewhere = changed('3f0d6c2a-58e1-4c0b-a0a4-7b6e2c9d1f35', { origin: undefined, event: 'updated' });
        await other!.query('select pg_notify($1, $2)', ['slotboard_live', JSON.stringify(fromElsewhere)]);
        await expect.poll(() => received).toEqual([fromElsewhere]);
      });
    },
  );

  it('delivers a published event to every subscriber', async () => {
    await withSubscribers(2, async (first, second) => {
      const event = changed('216f2d29-f2c7-4818-af72-c64b864b617a');
      await live.publishLive(event);
      await expect.poll(() => first.events).toEqual([event]);
      await expect.poll(() => second.events).toEqual([event]);
    });
  });

  it('stops delivering to a subscriber that unsubscribed', async () => {
    await withSubscribers(2, async (gone, sentinel) => {
      const before = changed('0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11');
      await live.publishLive(before);
      await expect.poll(() => gone.events).toEqual([before]);
      gone.stop();
      const after = {
        type: 'reservation.deleted',
        environment: 'emulator',
        id: '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11',
        number: 'R0002035',
        at: '2026-11-21T12:01:00.000Z',
      } satisfies LiveEvent;
      await live.publishLive(after);
      // Once the sentinel has it, the unsubscribed listener would have had it too.
      await expect.poll(() => sentinel.events).toEqual([before, after]);
      expect(gone.events).toEqual([before]);
    });
  });

  it.runIf(target.name === 'postgres')(
    'delivers events NOTIFYed by another instance, and ignores malformed payloads',
    async () => {
      await withSubscribers(1, async ({ events: received }) => {
        const fromElsewhere = changed('5c1e0f3a-4b7d-4a2e-9c8f-1d2e3f4a5b6c', {
          origin: undefined,
          actor: 'Someone Else (se@example.com)',
          event: 'updated',
        });
        await other!.query('select pg_notify($1, $2)', ['slotboard_live', JSON.stringify(fromElsewhere)]);
        await expect.poll(() => received).toEqual([fromElsewhere]);

        for (const payload of [
          'not json at all',
          '{"type":"reservation.changed"',
          JSON.stringify({ type: 'reservation.exploded', environment: 'emulator', at: 'now' }),
          JSON.stringify({ type: 'reservation.changed', environment: 'mars', id: 'x', at: 'now' }),
          JSON.stringify(changed('x', { at: undefined })),
        ]) {
          await other!.query('select pg_notify($1, $2)', ['slotboard_live', payload]);
        }
        // Another channel is not ours.
        await other!.query('select pg_notify($1, $2)', [
          'someone_elses_channel',
          JSON.stringify(changed('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d')),
        ]);
        const marker = {
          type: 'webhook.test',
          environment: 'emulator',
          at: '2026-11-21T12:02:00.000Z',
        } satisfies LiveEvent;
        await other!.query('select pg_notify($1, $2)', ['slotboard_live', JSON.stringify(marker)]);
        // Notifications of one session arrive in order: by the marker, every malformed one was seen and dropped.
        await expect.poll(() => received).toEqual([fromElsewhere, marker]);
      });
    },
  );

  it.runIf(target.name === 'postgres')(
    'listens again after losing its connection and asks every browser to resync',
    async () => {
      await withSubscribers(1, async ({ events: received }) => {
        const pid = await listenerPid(other!);
        await other!.query('select pg_terminate_backend($1)', [pid]);
        await expect.poll(() => received.map((e) => e.type), { timeout: 5_000 }).toEqual(['resync']);
        expect(await listenerPid(other!, pid)).not.toBe(pid);
        const after = changed('7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a');
        await other!.query('select pg_notify($1, $2)', ['slotboard_live', JSON.stringify(after)]);
        await expect.poll(() => received.slice(1)).toEqual([after]);
      });
    },
  );
});

// Every /api/live request waits for the first subscription: a database that takes the connection and never answers
// must not hold them all. Without a bound, this test waits for its 60 s timeout and fails.
describe('live bus against a database that accepts connections and never answers', () => {
  let server: net.Server;
  const sockets = new Set<net.Socket>();
  let attempts = 0;

  beforeAll(async () => {
    server = net.createServer((socket) => {
      attempts++;
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    applyEnv({ DATABASE_URL: `postgres://nobody@127.0.0.1:${(server.address() as net.AddressInfo).port}/never` });
    // The blocks above closed this process's bus for good; this one starts a new one.
    delete (globalThis as { __slotboardLive?: unknown }).__slotboardLive;
    vi.resetModules();
  });

  afterAll(async () => {
    await (await import('./')).closeLive();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('lets the first subscriber go on once the connection attempt times out, and keeps trying', async () => {
    const live = await import('./');
    const unsubscribe = await live.subscribeLive(() => {});
    unsubscribe();
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 100 });
  });
});
