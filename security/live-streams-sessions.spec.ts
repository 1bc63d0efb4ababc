import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { signInAndWait } from '../e2e/support/sign-in';
import { cookieHeaderOf } from './support/callers';
import {
  admin,
  newSignedInAccount,
  planner,
  readingStream,
  setUpLiveStreamCallers,
  writableReservations,
} from './support/live-streams';
import { openRawLiveStream } from './support/raw-live-stream';

// A disabled account stops receiving within seconds, and a tab id sent by another session does not silence this
// tab's change warnings.

test.describe('live streams', () => {
  setUpLiveStreamCallers();

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
