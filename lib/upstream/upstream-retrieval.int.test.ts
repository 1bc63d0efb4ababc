// Retrieval under the 1000-record cap against a real emulator with 5,000 extra reservations (own emulator on 4118).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '@/emulator/testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { call, makeClient } from './testing/upstream-test-kit';

const PORT = 4118;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let dataDir: string;
let emulator: SpawnedEmulator;
/** Every reservation the emulator holds within ±40 days, fetched in 12-hour windows that each stay under the cap. */
let truth: { Id: string; StartUtc: string; Created: string | null; Updated: string | null }[];
const today = Math.floor(Date.now() / DAY) * DAY;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-retrieval-'));
  emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  const gen = await call(emulator.url, 'POST', '/_emulator/generate', { body: { count: 5000, seed: 7 } });
  expect(gen.body.added).toBe(5000);
  const token = await getToken(emulator.url);
  truth = [];
  for (let t = today - 40 * DAY; t < today + 40 * DAY; t += 12 * HOUR) {
    const filter = `StartUtc ge ${new Date(t).toISOString()} and StartUtc lt ${new Date(t + 12 * HOUR).toISOString()}`;
    const res = await call(
      emulator.url,
      'GET',
      `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$top=1000`,
      { token },
    );
    expect(res.body.length).toBeLessThan(1000);
    truth.push(...res.body);
  }
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('listReservationsInRange', () => {
  it('returns a 5,000+ reservation slice complete, each once, in about one call per 1000', async () => {
    const { client, calls } = makeClient(emulator.url);
    const from = new Date(today - 20 * DAY);
    const to = new Date(today + 20 * DAY);
    const expected = truth
      .filter((r) => Date.parse(r.StartUtc) >= from.getTime() && Date.parse(r.StartUtc) < to.getTime())
      .map((r) => r.Id);
    expect(expected.length).toBeGreaterThan(5000);

    const got = await client.listReservationsInRange({ from, to });
    const ids = got.map((r) => r.Id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(got.every((r, i) => i === 0 || Date.parse(got[i - 1]!.StartUtc) <= Date.parse(r.StartUtc))).toBe(true);

    const pages = calls.filter((c) => c.path === '/v3/demo/Reservations');
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(expected.length / 1000) + 1);
    // never $skip or $select, always $top=1000 and a time window
    expect(
      pages.every(
        (c) => c.query.includes('$top=1000') && !/\$skip|\$select/.test(c.query) && c.query.includes('StartUtc lt'),
      ),
    ).toBe(true);
  });

  it(
    'reads a slice again through the windows its last read cut, complete, in no more calls, handing over each ' +
      'page checked',
    async () => {
      const { client, calls } = makeClient(emulator.url);
      const from = new Date(today - 20 * DAY);
      const to = new Date(today + 20 * DAY);
      const first = await client.listReservationsInRange({ from, to });
      const firstCalls = calls.filter((c) => c.path === '/v3/demo/Reservations').length;
      calls.length = 0;

      const handed: string[] = [];
      const again = await client.listReservationsInRange({
        from,
        to,
        onChecked: (records) => handed.push(...records.map((r) => r.Id)),
      });
      expect(again.map((r) => r.Id)).toEqual(first.map((r) => r.Id));
      const pages = calls.filter((c) => c.path === '/v3/demo/Reservations');
      expect(pages.length).toBeLessThanOrEqual(firstCalls);
      // Each window is bounded on both sides and held fewer than a page: one call each, none continued.
      expect(
        pages.every(
          (c) => c.query.includes('StartUtc ge') && c.query.includes('StartUtc lt') && (c.recordCount ?? 0) < 1000,
        ),
      ).toBe(true);
      expect(new Set(handed)).toEqual(new Set(again.map((r) => r.Id)));
    },
  );

  it('still reads a planned window whole when it has grown past a page since', async () => {
    const { client } = makeClient(emulator.url);
    // A day far from the generated data, so the reservations added here change no other test's slice.
    const from = new Date(today + 60 * DAY);
    const to = new Date(from.getTime() + 7 * DAY);
    // Created and Updated long before the windows the change walks below are asked for.
    const span = {
      from: from.toISOString(),
      to: to.toISOString(),
      created: { from: new Date(today - 30 * DAY).toISOString() },
    };
    expect(
      (await call(emulator.url, 'POST', '/_emulator/generate', { body: { count: 1500, seed: 21, ramps: 40, ...span } }))
        .body.added,
    ).toBeGreaterThan(1000);
    const first = await client.listReservationsInRange({ from, to });
    // More in the same week: the windows cut after the first read now hold more than a page.
    await call(emulator.url, 'POST', '/_emulator/generate', { body: { count: 1500, seed: 22, ramps: 40, ...span } });
    const token = await getToken(emulator.url);
    const filter = `StartUtc ge ${span.from} and StartUtc lt ${span.to}`;
    const count = Number(
      (
        await call(emulator.url, 'GET', `/odata/v1/demo/Reservation/$count?$filter=${encodeURIComponent(filter)}`, {
          token,
        })
      ).text,
    );
    const again = await client.listReservationsInRange({ from, to });
    expect(again.length).toBe(count);
    expect(again.length).toBeGreaterThan(first.length);
    expect(new Set(again.map((r) => r.Id)).size).toBe(again.length);
  });

  it('narrows to one resource', async () => {
    const { client } = makeClient(emulator.url);
    const resourceId = (await client.listResources())[0]!.Id;
    const got = await client.listReservationsInRange({
      from: new Date(today - 20 * DAY),
      to: new Date(today + 20 * DAY),
      resourceId,
    });
    expect(got.length).toBeGreaterThan(100);
    expect(got.every((r) => r.ResourceId === resourceId)).toBe(true);
  });
});

describe('listChangedReservations', () => {
  it('returns every reservation created or updated in the window, each once', async () => {
    const { client, calls } = makeClient(emulator.url);
    const from = new Date(today - 3 * DAY);
    const to = new Date(today + DAY);
    const inWindow = (t: string | null) =>
      t !== null && Date.parse(t) >= from.getTime() && Date.parse(t) < to.getTime();
    const expected = truth.filter((r) => inWindow(r.Created) || inWindow(r.Updated)).map((r) => r.Id);
    expect(expected.length).toBeGreaterThan(1000);

    const got = await client.listChangedReservations({ from, to });
    const ids = got.map((r) => r.Id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(calls.some((c) => c.query.includes('Created ge')) && calls.some((c) => c.query.includes('Updated ge'))).toBe(
      true,
    );
  });
});
