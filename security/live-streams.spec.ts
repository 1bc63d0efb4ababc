import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  admin,
  newSignedInAccount,
  openOnceFree,
  PER_USER,
  planner,
  produceChanges,
  setUpLiveStreamCallers,
  writableReservations,
} from './support/live-streams';
import { openRawLiveStream, unchunked, type RawLiveStream } from './support/raw-live-stream';
import { pidListeningOn, residentBytes } from './support/server-memory';
import { SECURITY_PORT } from './support/stack';

// /api/live cannot be used to exhaust the server or to reach past a session: streams are capped per user, a
// stream whose client stops reading is failed and its queue dropped, a disabled account stops receiving within
// seconds, and a tab id sent by another session does not silence this tab's change warnings.
// (The sessions specs: live-streams-sessions.spec.ts.)

const MiB = 1024 * 1024;

test.describe('live streams', () => {
  setUpLiveStreamCallers();

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
});
