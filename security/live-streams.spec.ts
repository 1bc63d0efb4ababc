import { randomUUID } from 'node:crypto';
import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test';
import { signInAndWait } from '../e2e/support/sign-in';
import { takeSseFrames } from '../test/take-sse-frames';
import { callerContext, cookieHeaderOf } from './support/callers';
import { openRawLiveStream, unchunked, type RawLiveStream } from './support/raw-live-stream';
import { pidListeningOn, residentBytes } from './support/server-memory';
import { SECURITY_PORT } from './support/stack';

// /api/live cannot be used to exhaust the server or to reach past a session: streams are capped per user, a
// stream whose client stops reading is failed and its queue dropped, a disabled account stops receiving within
// seconds, and a tab id sent by another session does not silence this tab's change warnings.

// The stack runs with the default cap (lib/env.ts); a run that sets another passes it on to the suite too.
const PER_USER = Number(process.env.LIVE_MAX_STREAMS_PER_USER ?? 12);
const MiB = 1024 * 1024;

interface Reservation {
  Id: string;
  RealGateVehicleArrivalUtc?: string | null;
  ApprovalStatus?: string;
}

/** Reservations of the next days that the planner may write a note on. */
async function writableReservations(planner: APIRequestContext, count: number): Promise<string[]> {
  const from = new Date();
  const to = new Date(from.getTime() + 3 * 86_400_000);
  const answer = await planner.get(`/api/reservations?from=${from.toISOString()}&to=${to.toISOString()}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { reservations } = (await answer.json()) as { reservations: Reservation[] };
  const ids = reservations
    .filter((r) => !r.RealGateVehicleArrivalUtc && r.ApprovalStatus !== 'Rejected')
    .map((r) => r.Id);
  expect(ids.length, 'the demo data should hold open reservations in the next three days').toBeGreaterThanOrEqual(
    count,
  );
  return ids.slice(0, count);
}

/**
 * Changes the note (and fills the custom fields) of each reservation `rounds` times through the BFF, one writer per
 * reservation: every change is one live event carrying the whole reservation, ~7 KB, to every open stream. Then one
 * last note, the returned marker: a stream that has it has had every change before it.
 */
async function produceChanges(
  planner: APIRequestContext,
  baseURL: string,
  ids: string[],
  rounds: number,
  tab = randomUUID(),
): Promise<string> {
  const fields = Object.fromEntries(
    Array.from({ length: 15 }, (_, i) => [`ExtCustomFieldVarchar${i + 1}`, `${'y'.repeat(240)}${i}`]),
  );
  await Promise.all(
    ids.map(async (id) => {
      for (let round = 0; round < rounds; round++) {
        const answer = await planner.post(`/api/reservations/${id}/note`, {
          headers: { Origin: baseURL, 'X-Slotboard-Tab': tab },
          data: { Note: `${randomUUID()} ${'x'.repeat(1900)}`, ...fields },
        });
        expect(answer.status(), await answer.text()).toBe(200);
      }
    }),
  );
  const marker = `marker-${randomUUID()}`;
  const last = await planner.post(`/api/reservations/${ids[0]}/note`, {
    headers: { Origin: baseURL, 'X-Slotboard-Tab': tab },
    data: { Note: marker },
  });
  expect(last.status(), await last.text()).toBe(200);
  return marker;
}

/**
 * Opens a stalled stream of `cookie` as soon as its owner is under the cap again (slots go back as connections close).
 */
async function openOnceFree(cookie: string): Promise<RawLiveStream> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const stream = await openRawLiveStream(cookie, randomUUID());
    if (stream.status === 200) return stream;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the stream owner stayed at the cap after every connection was closed');
}

/** A fresh account of `role`, signed in through the form in its own browser context; its session as a Cookie header. */
async function newSignedInAccount(
  browser: Browser,
  admin: APIRequestContext,
  baseURL: string,
  role: 'viewer' | 'planner',
) {
  const email = `live-${randomUUID().slice(0, 8)}@example.com`;
  const password = `live-password-${randomUUID()}`;
  const created = await admin.post('/api/admin/users', {
    headers: { Origin: baseURL },
    data: { email, name: 'Live Streams', role, password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const context = await browser.newContext();
  await signInAndWait(await context.newPage(), email, password);
  const storageState = await context.storageState();
  await context.close();
  return { id: user.id, cookie: storageState.cookies.map((c) => `${c.name}=${c.value}`).join('; '), storageState };
}

/** A stream read as it arrives (fetch), split into SSE frames. */
async function readingStream(cookie: string, tab: string) {
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${SECURITY_PORT}/api/live?tab=${tab}`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const frames: { event: string; data: Record<string, unknown> }[] = [];
  let ended: string | null = null;
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const taken = takeSseFrames(text + decoder.decode(value, { stream: true }));
        frames.push(...taken.frames);
        text = taken.rest;
      }
      ended = 'done';
    } catch (error) {
      ended = (error as Error).message;
    }
  })();
  return { frames, ended: () => ended, close: () => controller.abort() };
}

test.describe('live streams', () => {
  let admin: APIRequestContext;
  let planner: APIRequestContext;

  test.beforeAll(async ({ baseURL }) => {
    admin = await callerContext('admin', baseURL!);
    planner = await callerContext('planner', baseURL!);
  });
  test.afterAll(async () => {
    await admin.dispose();
    await planner.dispose();
  });

  test(
    `200 stalled streams from one user: all but ${PER_USER} refused with 429, those failed and freed, and ` +
      `the server's memory comes back`,
    async ({ browser, baseURL }) => {
      test.setTimeout(420_000);
      const owner = await newSignedInAccount(browser, admin, baseURL!, 'viewer');
      const ids = await writableReservations(planner, 10);
      const pid = pidListeningOn(SECURITY_PORT);

      // Warm up every path the test takes (stream, refusal, writes), so its start is not the server's first use of
      // them.
      const warm = await Promise.all(
        Array.from({ length: PER_USER + 1 }, () => openRawLiveStream(owner.cookie, randomUUID(), { read: true })),
      );
      await produceChanges(planner, baseURL!, ids, 2);
      for (const s of warm) s.destroy();
      // One stalled stream of the owner's, opened once the warm-up's slots are back: the first of the 200.
      const first = await openOnceFree(owner.cookie);
      const before = residentBytes(pid);

      const opened = [
        first,
        ...(await Promise.all(Array.from({ length: 199 }, () => openRawLiveStream(owner.cookie, randomUUID())))),
      ];
      const stalled = opened.filter((s) => s.status === 200);
      const refused = opened.filter((s) => s.status !== 200);
      expect(stalled.length).toBe(PER_USER);
      expect(refused.length).toBe(200 - PER_USER);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(JSON.parse(unchunked(answer))).toMatchObject({
          error: { code: 'rate_limited', message: expect.stringContaining('live-update connections') },
        });
      }

      // Changes flow while nobody reads. After each round one stalled stream is read again: a stream the server has
      // given up on ends without the chunked terminator (failed, its queue dropped) and without the round's marker; one
      // not yet given up on gets the marker (it is a healthy reader again) and is closed.
      let produced = 0;
      let marker = '';
      let givenUp: RawLiveStream | undefined;
      const waiting = [...stalled];
      for (let round = 0; !givenUp && waiting.length > 1; round++) {
        marker = await produceChanges(planner, baseURL!, ids, 10);
        produced += ids.length * 10;
        const probe = waiting.shift()!;
        probe.resume();
        await expect.poll(() => probe.body().includes(marker) || probe.closed(), { timeout: 15_000 }).toBe(true);
        if (probe.closed() && !probe.body().includes(marker)) givenUp = probe;
        else probe.destroy();
      }
      expect(givenUp, `no stream was given up on after ${produced} changes of ~7 KB`).toBeDefined();
      const peak = residentBytes(pid);
      // A last, larger round for the streams that overflow a little later than the probe did.
      marker = await produceChanges(planner, baseURL!, ids, 20);
      for (const ended of [givenUp!, ...waiting]) {
        ended.resume();
        // A stream the changes did not overflow is failed at its next heartbeat (no reads while bytes wait).
        await expect
          .poll(() => ended.closed(), { timeout: 60_000, message: 'a stalled stream that was read again ends' })
          .toBe(true);
        expect(ended.body().endsWith('\r\n0\r\n\r\n'), 'a failed stream, not one closed after its queue was sent').toBe(
          false,
        );
        expect(ended.body(), 'what was queued after it fell behind was dropped, not sent').not.toContain(marker);
      }
      for (const s of opened) s.destroy();

      // Every slot is given back once its connection is gone, and the memory with it: once the server has worked
      // through the webhooks the changes caused and its garbage collector has run (V8 shrinks the heap when the
      // process goes quiet, about a minute later).
      (await openOnceFree(owner.cookie)).destroy();
      await expect
        .poll(() => (residentBytes(pid) - before) / MiB, {
          timeout: 180_000,
          intervals: [2_000],
          message: `resident memory above its start (${Math.round(before / MiB)} MiB), in MiB`,
        })
        .toBeLessThan(50);
      test.info().annotations.push({
        type: 'memory',
        description:
          `RSS ${Math.round(before / MiB)} MiB at the start, ${Math.round(peak / MiB)} MiB with the ` +
          `streams given up on after ${produced} changes, ${Math.round(residentBytes(pid) / MiB)} MiB at the end`,
      });
    },
  );

  test(
    'a page refused a stream at the cap says live updates are paused, and connects by itself once a slot is ' + 'free',
    async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const account = await newSignedInAccount(browser, admin, baseURL!, 'viewer');
      // The account's whole allowance, one stream at a time: the page it signed in on had a stream of its own, whose
      // slot is free only once the server has noticed that tab close (seen once in CI: the twelfth refused with 429).
      const others: RawLiveStream[] = [];
      while (others.length < PER_USER) {
        await expect
          .poll(
            async () => {
              const stream = await openRawLiveStream(account.cookie, randomUUID(), { read: true });
              if (stream.status === 200) others.push(stream);
              else stream.destroy();
              return stream.status;
            },
            { timeout: 20_000, intervals: [250] },
          )
          .toBe(200);
      }

      const context = await browser.newContext({ storageState: account.storageState });
      const page = await context.newPage();
      const refusals: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/live')) refusals.push(r.status());
      });
      await page.goto('/schedule');
      await expect(page.getByRole('status').filter({ hasText: 'Live updates paused, reconnecting…' })).toBeVisible();
      expect(refusals).toContain(429);
      // Nothing else on the page is taken for a failure: no alert, the grid is there.
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

      others[0]!.destroy();
      // The page tries again by itself, 5 s after the first refusal and a little later each time after that.
      await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 60_000 });
      for (const s of others) s.destroy();
      await context.close();
    },
  );

  test("a disabled account's open stream ends within seconds, and it cannot open another", async ({
    browser,
    baseURL,
  }) => {
    const account = await newSignedInAccount(browser, admin, baseURL!, 'viewer');
    const stream = await readingStream(account.cookie, randomUUID());
    await expect.poll(() => stream.frames.map((f) => f.event)).toContain('ready');

    const disabled = await admin.patch(`/api/admin/users/${account.id}`, {
      headers: { Origin: baseURL! },
      data: { disabled: true },
    });
    expect(disabled.status(), await disabled.text()).toBe(200);
    await expect.poll(() => stream.ended(), { timeout: 15_000 }).not.toBeNull();
    const again = await openRawLiveStream(account.cookie, randomUUID());
    expect(again.status).toBe(401);
    stream.close();
  });

  test("another session sending this tab's id does not silence this tab's change warnings", async ({
    browser,
    baseURL,
  }) => {
    const tab = randomUUID();
    const stream = await readingStream(cookieHeaderOf('planner'), tab);
    await expect.poll(() => stream.frames.map((f) => f.event)).toContain('ready');
    const [id] = await writableReservations(planner, 1);
    const notes = (frames: typeof stream.frames) =>
      frames
        .filter((f) => f.event === 'reservation')
        .map((f) => [
          String((f.data.reservation as { Note?: string }).Note)
            .split(' ')
            .slice(0, 2)
            .join(' '),
          f.data.own,
        ]);
    // A frame carries the record as stored when it is built: each write's frame is awaited before the next write.
    const arrived = (start: string) => expect.poll(() => notes(stream.frames).map(([note]) => note)).toContain(start);

    // The same planner signed in elsewhere, and another planner, both send this tab's id with a write.
    const elsewhere = await browser.newContext();
    await signInAndWait(await elsewhere.newPage(), 'planner@example.com', 'demo-planner');
    const other = await request.newContext({
      baseURL,
      storageState: (await newSignedInAccount(browser, admin, baseURL!, 'planner')).storageState,
    });
    const otherWrite = await other.post(`/api/reservations/${id}/note`, {
      headers: { Origin: baseURL!, 'X-Slotboard-Tab': tab },
      data: { Note: `written by another planner ${randomUUID()}` },
    });
    expect(otherWrite.status(), await otherWrite.text()).toBe(200);
    await other.dispose();
    await arrived('written by');
    const elsewhereWrite = await elsewhere.request.post(`/api/reservations/${id}/note`, {
      headers: { Origin: baseURL!, 'X-Slotboard-Tab': tab },
      data: { Note: `written elsewhere ${randomUUID()}` },
    });
    expect(elsewhereWrite.status(), await elsewhereWrite.text()).toBe(200);
    await arrived('written elsewhere');
    // This tab's own write, from its own session.
    const ownWrite = await planner.post(`/api/reservations/${id}/note`, {
      headers: { Origin: baseURL!, 'X-Slotboard-Tab': tab },
      data: { Note: `written here ${randomUUID()}` },
    });
    expect(ownWrite.status(), await ownWrite.text()).toBe(200);
    await elsewhere.close();

    await expect
      .poll(() => notes(stream.frames))
      .toEqual(
        expect.arrayContaining([
          ['written by', false],
          ['written elsewhere', false],
          ['written here', true],
        ]),
      );
    // The browser is told whether a change is its own, never an origin it could replay.
    for (const frame of stream.frames) expect(frame.data).not.toHaveProperty('origin');
    stream.close();
  });
});
