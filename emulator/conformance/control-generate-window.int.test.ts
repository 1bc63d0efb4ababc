// Conformance of the control API: generate into a window with extra ramps, on an own emulator on 4119.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getToken } from '../testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '../testing/spawn-emulator';

describe('generate into a window with extra ramps (own emulator)', () => {
  const PORT = 4119;
  const DAY = 86_400_000;
  let dataDir: string;
  let emulator: SpawnedEmulator | undefined;
  // A Monday 00:00 UTC five weeks or more ahead: beyond the demo data (21 days ahead), so the week holds only generated
  // ones.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const from = today + (((8 - new Date(today).getUTCDay()) % 7) + 35) * DAY;
  const to = from + 7 * DAY;
  const window = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-control-generate-'));
    emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  });

  afterAll(async () => {
    await emulator?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const countInWeek = async (url: string, token: string) => {
    const filter = encodeURIComponent(`StartUtc ge ${window.from} and StartUtc lt ${window.to}`);
    return Number((await call(url, 'GET', `/odata/v1/demo/Reservation/$count?$filter=${filter}`, { token })).text);
  };

  it(
    'adds exactly N reservations in [from, to), on ramps it adds idempotently and keeps across a restart, none ' +
      'overlapping',
    async () => {
      let url = emulator!.url;
      let token = await getToken(url);
      expect(await countInWeek(url, token)).toBe(0);

      const gen = await call(url, 'POST', '/_emulator/generate', {
        body: { count: 3000, seed: 5, ramps: 40, ...window },
      });
      expect(gen.status).toBe(200);
      expect(gen.body).toMatchObject({ added: 3000, ramps: 40, reservations: expect.any(Number) });
      // the same ramp total again adds no ramp; the window takes 10 more in the gaps left
      const again = await call(url, 'POST', '/_emulator/generate', {
        body: { count: 10, seed: 6, ramps: 40, ...window },
      });
      expect(again.body).toMatchObject({ added: 10, ramps: 40, reservations: gen.body.reservations + 10 });
      expect(await countInWeek(url, token)).toBe(3010);

      // kept across a restart like every other state
      await emulator!.stop();
      emulator = await spawnEmulator({ port: PORT, dataDir, env: { EMULATOR_WEBHOOK_URL: '' } });
      url = emulator.url;
      token = await getToken(url);
      expect(await countInWeek(url, token)).toBe(3010);

      const resources = (await call(url, 'GET', '/v3/demo/Resources', { token })).body as {
        Id: string;
        ResourceName: string;
        ShortName: string;
        BranchOfficeId: string;
      }[];
      expect(resources).toHaveLength(40);
      const offices = (await call(url, 'GET', '/odata/v1/demo/BranchOffice', { token })).body.value as {
        Id: string;
        TimeZone: string;
        OpenDays: string;
        OpenFrom: string;
        OpenTo: string;
      }[];
      const bench = resources.filter((r) => r.ResourceName.startsWith('Bench ramp '));
      expect(bench).toHaveLength(18);
      expect(bench[0]).toMatchObject({
        ResourceName: 'Bench ramp 23',
        ShortName: 'BEN-23',
        BranchOfficeId: offices[0]!.Id,
      });
      expect(new Set(bench.map((r) => r.BranchOfficeId))).toEqual(new Set([offices[0]!.Id]));

      // every reservation of the week, a day at a time (each under the page cap)
      const rows: { Id: string; ResourceId: string; StartUtc: string; EndUtc: string }[] = [];
      for (let t = from; t < to; t += DAY) {
        const filter = encodeURIComponent(
          `StartUtc ge ${new Date(t).toISOString()} and StartUtc lt ${new Date(t + DAY).toISOString()}`,
        );
        const page = (await call(url, 'GET', `/v3/demo/Reservations?$filter=${filter}&$top=1000`, { token }))
          .body as typeof rows;
        expect(page.length).toBeLessThan(1000);
        rows.push(...page);
      }
      expect(rows).toHaveLength(3010);
      expect(new Set(rows.map((r) => r.ResourceId)).size).toBeGreaterThan(30);

      const rampOffice = new Map(resources.map((r) => [r.Id, offices.find((o) => o.Id === r.BranchOfficeId)!]));
      const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
      const byRamp = new Map<string, { start: number; end: number }[]>();
      for (const r of rows) {
        const start = Date.parse(r.StartUtc);
        const end = Date.parse(r.EndUtc);
        expect(end).toBeLessThanOrEqual(to);
        // within the opening hours of the ramp's office, on one of its open days
        const office = rampOffice.get(r.ResourceId)!;
        const local = new TZDate(start, office.TimeZone);
        const localEnd = new TZDate(end, office.TimeZone);
        expect(office.OpenDays.split(',').map(Number)).toContain(local.getDay());
        expect(local.getHours() * 60 + local.getMinutes()).toBeGreaterThanOrEqual(minutes(office.OpenFrom));
        expect(
          localEnd.getDate() === local.getDate() ? localEnd.getHours() * 60 + localEnd.getMinutes() : 24 * 60,
        ).toBeLessThanOrEqual(minutes(office.OpenTo));
        byRamp.set(r.ResourceId, [...(byRamp.get(r.ResourceId) ?? []), { start, end }]);
      }
      let overlaps = 0;
      for (const slots of byRamp.values()) {
        slots.sort((a, b) => a.start - b.start);
        for (let i = 1; i < slots.length; i++) if (slots[i]!.start < slots[i - 1]!.end) overlaps += 1;
      }
      expect(overlaps).toBe(0);
    },
  );

  it('refuses a half window, an empty or too long one, and bad ramp totals with 400', async () => {
    const url = emulator!.url;
    const bad = [
      { count: 1, from: window.from },
      { count: 1, from: window.to, to: window.from },
      { count: 1, from: window.from, to: new Date(from + 401 * DAY).toISOString() },
      { count: 1, from: '2026-13-01', to: window.to },
      { count: 1, ramps: 0 },
      { count: 1, ramps: 2001 },
      { count: 1, rampz: 20 },
    ];
    for (const body of bad)
      expect((await call(url, 'POST', '/_emulator/generate', { body })).status, JSON.stringify(body)).toBe(400);
  });
});
