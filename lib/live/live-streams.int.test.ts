import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contracts';
import { schema } from '@/lib/db';
import { caughtAppError } from '@/test/caught-app-error';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { takeSseFrames } from '@/test/take-sse-frames';

// The bounded live streams against a real database: caps per user, a reader that stops reading is failed and its
// queue dropped, the streams of a disabled account or of a session at the end of its lifetime end within a tick,
// and a tab id is its own session's only.

const PER_USER = 3;
const TOTAL = 5;
const TAB = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

interface Open {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  abort: () => void;
  /** Frames read so far, by event name, with their data. */
  frames: { event: string; data: Record<string, unknown> }[];
  /** Reads until `count` frames named `event` arrived; returns them. */
  until(event: string, count?: number): Promise<Record<string, unknown>[]>;
  /** Reads to the end: 'done' for a clean end, the error's message for a failed stream. */
  finish(): Promise<string>;
}

describe.each(databaseTargets)('live streams on $name', (target) => {
  let live: typeof import('./index');
  let auth: typeof import('@/lib/auth');
  const opened: Open[] = [];

  useFreshDatabase(target, { LIVE_MAX_STREAMS_PER_USER: String(PER_USER), LIVE_MAX_STREAMS: String(TOTAL) });

  beforeAll(async () => {
    live = await import('./');
    auth = await import('@/lib/auth');
    await (await import('@/lib/db')).getDb();
  });

  // The registry is per process (globalThis): every stream a test opened goes, so the next test starts empty.
  afterEach(async () => {
    for (const stream of opened.splice(0)) {
      stream.abort();
      await stream.reader.cancel().catch(() => {});
    }
  });

  let accounts = 0;
  async function signedIn(
    role: CurrentUser['role'] = 'planner',
    sessionId = `session-${accounts}`,
  ): Promise<CurrentUser> {
    const email = `live-${++accounts}@example.com`;
    const user = await auth.createUser({ email, name: `Live ${accounts}`, role, password: 'live-password-1' }, null);
    const db = await (await import('@/lib/db')).getDb();
    const [row] = await db
      .select({ v: schema.users.sessionVersion })
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    const session = { sessionId, sessionVersion: row!.v, sessionEndsAt: Date.now() + 60 * 60_000 };
    return { id: user.id, email, name: user.name, role, ...session, locale: null };
  }

  function open(user: CurrentUser, tab?: string): Open {
    const controller = new AbortController();
    const response = live.openLiveStream(user, tab, controller.signal);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const frames: Open['frames'] = [];
    const readOne = async () => {
      const { done, value } = await reader.read();
      if (done) return false;
      const taken = takeSseFrames(text + decoder.decode(value, { stream: true }));
      frames.push(...taken.frames);
      text = taken.rest;
      return true;
    };
    const stream: Open = {
      reader,
      abort: () => controller.abort(),
      frames,
      async until(event, count = 1) {
        const named = () => frames.filter((f) => f.event === event).map((f) => f.data);
        while (named().length < count)
          if (!(await readOne())) throw new Error(`the stream ended before ${count} ${event} frame(s)`);
        return named();
      },
      async finish() {
        try {
          while (await readOne());
          return 'done';
        } catch (error) {
          return (error as Error).message;
        }
      },
    };
    opened.push(stream);
    return stream;
  }

  const refusal = (user: CurrentUser) =>
    caughtAppError((async () => live.openLiveStream(user, TAB, new AbortController().signal))());

  it(
    `admits ${PER_USER} streams per user, refuses the next with 429 and Retry-After, and admits again once one ` +
      `is gone`,
    async () => {
      const user = await signedIn();
      const streams = Array.from({ length: PER_USER }, () => open(user, TAB));
      for (const s of streams) await s.until('ready');

      const refused = await refusal(user);
      expect(refused).toMatchObject({
        code: 'rate_limited',
        status: 429,
        message: expect.stringContaining(`${PER_USER} live-update connections`),
      });
      expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0);
      // Another user is not held back by this one's streams.
      await open(await signedIn(), TAB).until('ready');

      streams[0]!.abort();
      await open(user, TAB).until('ready');
    },
  );

  it(`refuses any user's stream with 429 once the instance holds ${TOTAL}`, async () => {
    const [first, second, third] = [await signedIn(), await signedIn(), await signedIn()];
    for (const user of [first, first, first, second, second]) await open(user, TAB).until('ready');
    const refused = await refusal(third);
    expect(refused).toMatchObject({
      code: 'rate_limited',
      status: 429,
      message: expect.stringContaining(`${TOTAL} live-update connections`),
    });
    expect(refused.headers).toMatchObject({ 'Retry-After': expect.any(String) });
  });

  it(
    'fails a stream whose reader stopped reading, dropping what was queued, and keeps its slot until the ' +
      'connection goes',
    async () => {
      const user = await signedIn();
      const stalled = open(user, TAB);
      await stalled.until('ready');
      const healthy = open(user, TAB);
      await healthy.until('ready');

      // ~300 KiB of frames, more than one stream may queue; the healthy stream reads as they come.
      const note = 'x'.repeat(10_000);
      for (let i = 0; i < 30; i++) {
        live.sendLiveFrame('order', { id: `order-${i}`, note });
        await healthy.until('order', i + 1);
      }
      // A failed stream gives its reader the error at once, not the ~300 KiB it would have had to read first.
      expect(await stalled.finish()).toMatch(/stopped reading/);
      expect(stalled.frames.filter((f) => f.event === 'order')).toHaveLength(0);

      // Its connection is still open (never aborted): its slot stays taken until it goes.
      open(user, TAB);
      expect(await refusal(user)).toMatchObject({ code: 'rate_limited' });
      stalled.abort();
      await open(user, TAB).until('ready');
    },
  );

  it(
    'delivers one frame larger than a whole queue to a reader that keeps up, instead of ending its ' + 'stream',
    async () => {
      const user = await signedIn('viewer');
      const reader = open(user, TAB);
      await reader.until('ready');
      // A reservation as the service stores it may exceed the write limits: 200 KiB in one frame.
      live.sendLiveFrame('reservation', { id: 'r-large', Note: 'n'.repeat(200 * 1024) });
      const [large] = await reader.until('reservation');
      expect(String(large!.Note)).toHaveLength(200 * 1024);
    },
  );

  it("ends a disabled account's streams within a few seconds and leaves other accounts' streams open", async () => {
    const doomed = await signedIn('viewer');
    const other = await signedIn('viewer');
    const gone = open(doomed, TAB);
    const stays = open(other, TAB);
    await gone.until('ready');
    await stays.until('ready');

    await auth.updateUser(doomed.id, { disabled: true }, null);
    expect(await gone.finish()).toBe('done');
    // Still delivering: the other account's stream gets the next event.
    live.sendLiveFrame('webhook-test', { at: '2026-11-23T12:00:00.000Z' });
    await stays.until('webhook-test');
  }, 20_000);

  it('ends a stream when its session reaches the end of its lifetime from sign-in', async () => {
    const ending = open({ ...(await signedIn('viewer')), sessionEndsAt: Date.now() + 1_000 }, TAB);
    await ending.until('ready');
    expect(await ending.finish()).toBe('done');
  }, 20_000);

  it('ends the streams of sessions signed in before a password reset', async () => {
    const user = await signedIn('planner');
    const before = open(user, TAB);
    await before.until('ready');
    await auth.updateUser(user.id, { password: 'a-new-password-2' }, null);
    expect(await before.finish()).toBe('done');
  }, 20_000);

  it(
    "tells only the writing tab's own session that a change is its own, whoever else sends the same tab " + 'id',
    async () => {
      const planner = await signedIn('planner', 'session-of-this-tab');
      const intruder: CurrentUser = { ...(await signedIn('planner')), sessionId: 'session-of-another-browser' };
      const samePlannerElsewhere: CurrentUser = { ...planner, sessionId: 'the-same-planner-signed-in-again' };
      const tab = open(planner, TAB);
      await tab.until('ready');

      const write = (user: CurrentUser) =>
        live.authorOf(
          user,
          new Request('http://slotboard.test/api/reservations', { headers: { 'X-Slotboard-Tab': TAB } }),
        );
      const own = write(planner);
      expect(own.origin).toBeDefined();
      // Never the raw id: the browser cannot name another tab's origin.
      expect(own.origin).not.toContain(TAB);

      live.sendLiveFrame('reservation', { id: 'r-1' }, own.origin);
      live.sendLiveFrame('reservation', { id: 'r-2' }, write(intruder).origin);
      live.sendLiveFrame('reservation', { id: 'r-3' }, write(samePlannerElsewhere).origin);
      live.sendLiveFrame('reservation', { id: 'r-4' });
      const frames = await tab.until('reservation', 4);
      expect(frames.map((f) => [f.id, f.own])).toEqual([
        ['r-1', true],
        ['r-2', false],
        ['r-3', false],
        ['r-4', false],
      ]);
      expect(JSON.stringify(frames)).not.toContain(own.origin);
    },
  );
});
