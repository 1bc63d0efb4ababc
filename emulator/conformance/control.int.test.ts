// Conformance of the control API (/_emulator/): faults on service paths only (before the handler, and lost answers
// after a write's handler), reset, generate (also into a window with extra ramps, on an own emulator on 4119),
// lifecycle errors, live site, and /_doc.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, chicagoTime, getToken, loadSite } from '../testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '../testing/spawn-emulator';

const base = sharedEmulatorUrl();
let token: string;

beforeAll(async () => {
  token = await getToken(base);
});

afterEach(async () => {
  await call(base, 'DELETE', '/_emulator/faults');
  await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: false } });
});

afterAll(async () => {
  // leave the shared emulator as the global setup made it
  await call(base, 'POST', '/_emulator/reset');
});

describe('fault switches', () => {
  it('answer 500 or 429 with Retry-After on service endpoints, never on /_emulator/', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1 } });
    const failed = await call(base, 'GET', '/v1/demo/Ping', { token });
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe('INTERNAL_ERROR');
    const health = await call(base, 'GET', '/_emulator/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', pid: expect.any(Number) });

    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 0, rateLimitRate: 1, retryAfterS: 7 } });
    const limited = await call(base, 'GET', '/v3/demo/Resources', { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await call(base, 'GET', '/_emulator/faults')).body).toMatchObject({
      rateLimitRate: 1,
      retryAfterS: 7,
      errorRate: 0,
    });

    const cleared = await call(base, 'DELETE', '/_emulator/faults');
    expect(cleared.body).toMatchObject({ rateLimitRate: 0, errorRate: 0, latencyMs: 0, dropRate: 0 });
    expect((await call(base, 'GET', '/v3/demo/Resources', { token })).status).toBe(200);
  });

  it('drop connections and add latency', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { dropRate: 1 } });
    await expect(call(base, 'GET', '/v1/demo/Ping', { token })).rejects.toThrow();
    await call(base, 'PUT', '/_emulator/faults', { body: { dropRate: 0, latencyMs: 300 } });
    const started = Date.now();
    expect((await call(base, 'GET', '/v1/demo/Ping', { token })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses unknown or out-of-range switches with 400', async () => {
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 2 } })).status).toBe(400);
    const reorder = await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 1.5 } });
    expect(reorder.status).toBe(400);
    expect(reorder.body.error.details.map((d: { field: string }) => d.field)).toEqual(['webhookReorderRate']);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 'some' } })).status).toBe(400);
    const unknown = await call(base, 'PUT', '/_emulator/faults', { body: { explode: true } });
    expect(unknown.body.error.details.map((d: { field: string }) => d.field)).toEqual(['explode']);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 0.05 } })).body).toMatchObject({
      webhookReorderRate: 0.05,
      webhookReorder: false,
    });
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { explode: true } })).status).toBe(400);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerRate: 1.5 } })).status).toBe(400);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerMode: 'timeout' } })).status).toBe(400);
  });

  it(
    'lose the answer of a write after applying it (lostAnswerRate): a 500 or a dropped connection, the change ' +
      'made',
    async () => {
      const site = await loadSite(base, token);
      const at = (hour: number) => ({
        ResourceId: site.chicagoRamps[0],
        Start: chicagoTime(80, hour),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      });
      const created = await call(base, 'POST', '/v3/demo/Reservations', { token, body: at(8) });
      expect(created.status).toBe(201);
      const path = `/v3/demo/Reservations/${created.body.Id}`;
      const plate = async () => (await call(base, 'GET', path, { token })).body.VehicleNumberPlate as string;
      const countAt = async (hour: number) => {
        const from = new Date(chicagoTime(80, hour)).toISOString();
        const to = new Date(Date.parse(from) + 60_000).toISOString();
        return (
          (
            await call(
              base,
              'GET',
              `/v3/demo/Reservations?$filter=${encodeURIComponent(`StartUtc ge ${from} and StartUtc lt ${to}`)}`,
              { token },
            )
          ).body as unknown[]
        ).length;
      };

      // the before-handler 500 (errorRate) changes nothing
      await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1 } });
      expect((await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'NOT-APPLIED' } })).status).toBe(500);
      await call(base, 'DELETE', '/_emulator/faults');
      expect(await plate()).toBe('');

      const set = await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerRate: 1 } });
      expect(set.body).toMatchObject({ lostAnswerRate: 1, lostAnswerMode: '500' });
      const lost = await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'LOST-500' } });
      expect(lost.status).toBe(500);
      expect(lost.body.error.code).toBe('INTERNAL_ERROR');
      // reads and the token request keep their answers; the write above took effect
      expect(await plate()).toBe('LOST-500');
      expect(await getToken(base)).toEqual(expect.any(String));

      await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerMode: 'drop' } });
      await expect(call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'LOST-DROP' } })).rejects.toThrow();
      expect(await plate()).toBe('LOST-DROP');
      await expect(call(base, 'POST', '/v3/demo/Reservations', { token, body: at(10) })).rejects.toThrow();
      expect(await countAt(10)).toBe(1);

      const cleared = await call(base, 'DELETE', '/_emulator/faults');
      expect(cleared.body).toMatchObject({ lostAnswerRate: 0, lostAnswerMode: '500' });
      expect((await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'ANSWERED' } })).status).toBe(200);
    },
  );
});

describe('changes by another system (PATCH /_emulator/reservations/{id})', () => {
  const DAY = 120;
  const create = async (hour: number, extra: Record<string, unknown> = {}) => {
    const site = await loadSite(base, token);
    const res = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[1],
        Start: chicagoTime(DAY, hour),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 2,
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return res.body as { Id: string; Updated: string; StartUtc: string; EndUtc: string };
  };
  const change = (id: string, body: unknown) => call(base, 'PATCH', `/_emulator/reservations/${id}`, { body });
  const fieldsOf = (res: { body: { error: { details: { field: string }[] } } }) =>
    res.body.error.details.map((d) => d.field);

  it(
    'changes plates, note, custom fields and the slot without a token, stamps Updated and answers the REST ' + 'detail',
    async () => {
      const r = await create(8, { VehicleNumberPlate: 'OLD-1' });
      // a few ms apart, so the stamp of the change is told from the one of the creation
      await new Promise((resolve) => setTimeout(resolve, 5));
      const before = Date.now();
      const changed = await change(r.Id, {
        VehicleNumberPlate: 'ERP-1',
        TrailerNumberPlate: 'TR-1',
        Note: 'from the WMS',
        ExtCustomFieldVarchar1: 'gate 4',
        Start: chicagoTime(DAY, 12),
      });
      expect(changed.status).toBe(200);
      const detail = await call(base, 'GET', `/v3/demo/Reservations/${r.Id}`, { token });
      expect(changed.body).toEqual(detail.body);
      expect(detail.body).toMatchObject({
        VehicleNumberPlate: 'ERP-1',
        TrailerNumberPlate: 'TR-1',
        Note: 'from the WMS',
        ExtCustomFieldVarchar1: 'gate 4',
      });
      expect(Date.parse(detail.body.StartUtc)).toBe(Date.parse(chicagoTime(DAY, 12)));
      // the length stays (2 trucks of 30 min) unless NumberOfUnits changes it
      expect(Date.parse(detail.body.EndUtc) - Date.parse(detail.body.StartUtc)).toBe(
        Date.parse(r.EndUtc) - Date.parse(r.StartUtc),
      );
      expect(Date.parse(detail.body.Updated)).toBeGreaterThanOrEqual(before);

      const cleared = await change(r.Id, { Note: null, ExtCustomFieldVarchar1: null, NumberOfUnits: 3 });
      expect(cleared.body).toMatchObject({ Note: '', VehicleNumberPlate: 'ERP-1' });
      expect(cleared.body.ExtCustomFieldVarchar1 ?? null).toBeNull();
      expect(Date.parse(cleared.body.EndUtc) - Date.parse(cleared.body.StartUtc)).toBe(90 * 60_000);
    },
  );

  it('is never subject to fault switches', async () => {
    const r = await create(15);
    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1, dropRate: 0, lostAnswerRate: 1 } });
    const changed = await change(r.Id, { VehicleNumberPlate: 'THROUGH' });
    expect(changed.status).toBe(200);
    expect(changed.body.VehicleNumberPlate).toBe('THROUGH');
    await call(base, 'DELETE', '/_emulator/faults');
  });

  it(
    'answers 404 for an unknown id, 400 naming the field for bad input, 409 for a taken slot, 422 outside ' +
      'opening hours',
    async () => {
      const r = await create(17);
      const other = await create(5);
      expect((await change('00000000-0000-4000-8000-000000000000', { Note: 'x' })).status).toBe(404);
      const badId = await change('nope', { Note: 'x' });
      expect([badId.status, fieldsOf(badId)]).toEqual([400, ['id']]);
      const long = await change(r.Id, { VehicleNumberPlate: 'X'.repeat(21) });
      expect([long.status, fieldsOf(long)]).toEqual([400, ['VehicleNumberPlate']]);
      const unknown = await change(r.Id, { StartUtc: chicagoTime(DAY, 9), Note: 'x' });
      expect([unknown.status, fieldsOf(unknown)]).toEqual([400, ['StartUtc']]);
      const badStart = await change(r.Id, { Start: 'tomorrow' });
      expect([badStart.status, fieldsOf(badStart)]).toEqual([400, ['Start']]);
      const badBit = await change(r.Id, { ExtCustomFieldBit1: 'yes' });
      expect([badBit.status, fieldsOf(badBit)]).toEqual([400, ['ExtCustomFieldBit1']]);
      const taken = await change(r.Id, { Start: other.StartUtc, VehicleNumberPlate: 'NOT-APPLIED' });
      expect(taken.status).toBe(409);
      const closed = await change(r.Id, { Start: chicagoTime(DAY, 21) });
      expect(closed.status).toBe(422);
      // nothing of a refused change is applied
      const detail = await call(base, 'GET', `/v3/demo/Reservations/${r.Id}`, { token });
      expect(detail.body).toMatchObject({ StartUtc: r.StartUtc, VehicleNumberPlate: '', Updated: r.Updated });
    },
  );
});

describe('data control', () => {
  it('generates N reservations (up to 200,000) and resets to the demo data, keeping tokens valid', async () => {
    const before = (await call(base, 'GET', '/_emulator/health')).body.reservations as number;
    const gen = await call(base, 'POST', '/_emulator/generate', { body: { count: 300 } });
    expect(gen.body).toEqual({ added: 300, reservations: before + 300, ramps: 22 });
    expect((await call(base, 'POST', '/_emulator/generate', { body: { count: 200_001 } })).status).toBe(400);
    const reset = await call(base, 'POST', '/_emulator/reset');
    expect(reset.status).toBe(200);
    expect((await call(base, 'GET', '/v1/demo/Ping', { token })).status).toBe(200);
  });

  it('answers lifecycle calls for unknown steps and reservations with 404, bad ids with 400', async () => {
    const any = (await call(base, 'GET', '/odata/v1/demo/Reservation?$top=1', { token })).body.value[0];
    expect((await call(base, 'POST', `/_emulator/reservations/${any.Id}/explode`)).status).toBe(404);
    expect(
      (await call(base, 'POST', '/_emulator/reservations/00000000-0000-4000-8000-000000000000/approve')).status,
    ).toBe(404);
    expect((await call(base, 'POST', '/_emulator/reservations/nope/approve')).status).toBe(400);
  });

  it('switches live-site mode on and off and runs a pass on demand', async () => {
    const on = await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: true, tickMs: 60_000 } });
    expect(on.body).toEqual({ enabled: true, tickMs: 60_000 });
    const tick = await call(base, 'POST', '/_emulator/live-site/tick');
    expect(tick.body.steps).toEqual(expect.any(Number));
    // a second pass right after has nothing left that is due
    expect((await call(base, 'POST', '/_emulator/live-site/tick')).body.steps).toBeLessThanOrEqual(tick.body.steps);
    expect((await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: false } })).body.enabled).toBe(false);
  });
});

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
