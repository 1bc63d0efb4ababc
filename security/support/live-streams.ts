import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { signInAndWait } from '../../e2e/support/sign-in';
import { takeSseFrames } from '../../test/take-sse-frames';
import { callerContext } from './callers';
import { openRawLiveStream, type RawLiveStream } from './raw-live-stream';
import { SECURITY_PORT } from './stack';
import { Agent } from 'undici';

// What the live-stream specs share: the cap, the admin and planner callers, and the helpers that open accounts, make
// changes and read streams.

// The stack runs with the default cap (lib/env.ts); a run that sets another passes it on to the suite too.
export const PER_USER = Number(process.env.LIVE_MAX_STREAMS_PER_USER ?? 12);

interface Reservation {
  Id: string;
  RealGateVehicleArrivalUtc?: string | null;
  ApprovalStatus?: string;
}

/** Reservations of the next days that the planner may write a note on. */
export async function writableReservations(planner: APIRequestContext, count: number): Promise<string[]> {
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
export async function produceChanges(
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
export async function openOnceFree(cookie: string): Promise<RawLiveStream> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const stream = await openRawLiveStream(cookie, randomUUID());
    if (stream.status === 200) return stream;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the stream owner stayed at the cap after every connection was closed');
}

/** A fresh account of `role`, signed in through the form in its own browser context; its session as a Cookie header. */
export async function newSignedInAccount(
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
export async function readingStream(cookie: string, tab: string) {
  const controller = new AbortController();
  // A connection of its own: a kept-alive socket from an earlier fetch of this worker may be closed by the server
  // (its 5 s keep-alive) just as the stream is sent on it, which reads as ECONNRESET.
  const dispatcher = new Agent({ pipelining: 0 });
  const init: RequestInit & { dispatcher: Agent } = {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
    dispatcher,
  };
  const response = await fetch(`http://127.0.0.1:${SECURITY_PORT}/api/live?tab=${tab}`, init);
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
  return {
    frames,
    ended: () => ended,
    close: () => {
      controller.abort();
      void dispatcher.destroy();
    },
  };
}

export let admin: APIRequestContext;
export let planner: APIRequestContext;

/** Opens the admin and planner callers before the describe's tests and closes them after. */
export function setUpLiveStreamCallers(): void {
  test.beforeAll(async ({ baseURL }) => {
    admin = await callerContext('admin', baseURL!);
    planner = await callerContext('planner', baseURL!);
  });
  test.afterAll(async () => {
    await admin.dispose();
    await planner.dispose();
  });
}
