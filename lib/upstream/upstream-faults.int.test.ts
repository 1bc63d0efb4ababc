// Retries, write safety and 401 recovery against a real emulator process with its fault switches (own emulator on
// 4117).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToken, type DemoSite } from '@/emulator/testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { reasonOf } from './map-upstream-error';
import { call, demoSite, freeChicagoSlot, makeClient, setFaults } from './testing/upstream-test-kit';
import { caughtAppError } from '@/test/caught-app-error';

const PORT = 4117;
let dataDir: string;
let emulator: SpawnedEmulator;
let base: string;
let site: DemoSite;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-faults-'));
  emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  base = emulator.url;
  site = await demoSite(base);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setFaults(base, null);
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A client whose backoff waits are replaced by `onSleep` (which may clear the fault), recording each wait. */
function faultClient(onSleep: (ms: number) => Promise<void> = async () => {}, timeoutMs = 10_000) {
  const waits: number[] = [];
  const made = makeClient(
    base,
    { timeoutMs },
    {
      sleep: async (ms) => {
        waits.push(ms);
        await onSleep(ms);
      },
    },
  );
  return { ...made, waits };
}

const clearFaults = () => setFaults(base, null);

/**
 * Sets `faults` just before the client's first write leaves, so the reads it makes first (a create's snapshot of
 * what is already there) are answered normally and only the write meets the before-handler fault.
 */
function faultOnWrite(faults: Record<string, unknown>) {
  const realFetch = globalThis.fetch;
  let armed = false;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (!armed && (init?.method ?? 'GET') !== 'GET' && !url.includes('/_emulator/') && !url.endsWith('/Token')) {
      armed = true;
      await setFaults(base, faults);
    }
    return realFetch(input, init);
  });
}

/** The reservation as the emulator holds it, read directly (not through the client under test). */
async function held(id: string): Promise<Record<string, unknown>> {
  const res = await call(base, 'GET', `/v3/demo/Reservations/${id}`, { token: await getToken(base) });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}
const reservationsAt = async (client: ReturnType<typeof makeClient>['client'], start: string) =>
  (
    await client.listReservationsInRange({
      from: new Date(Date.parse(start)),
      to: new Date(Date.parse(start) + 60_000),
    })
  ).length;

describe('reads are retried', () => {
  it.each<[string, { errorRate?: number; rateLimitRate?: number; retryAfterS?: number; dropRate?: number }]>([
    ['500', { errorRate: 1 }],
    ['429', { rateLimitRate: 1, retryAfterS: 1 }],
    ['a dropped connection', { dropRate: 1 }],
  ])('recover from %s', async (_label, faults) => {
    const { client, calls, waits } = faultClient(clearFaults);
    await client.ping(); // the token first, so the fault hits the read
    calls.length = 0;
    await setFaults(base, faults);
    expect(await client.listResources()).toHaveLength(22);
    expect(calls.map((c) => c.status)).toEqual([faults.errorRate ? 500 : faults.rateLimitRate ? 429 : null, 200]);
    expect(waits).toHaveLength(1);
    if (faults.rateLimitRate) expect(waits[0]).toBeGreaterThanOrEqual(1000); // Retry-After honoured
  });

  it('give up after 3 retries with upstream_unavailable and Retry-After', async () => {
    const { client, calls, waits } = faultClient();
    await client.ping();
    calls.length = 0;
    await setFaults(base, { rateLimitRate: 1, retryAfterS: 2 });
    const e = await caughtAppError(client.listUnits());
    expect(e).toMatchObject({ code: 'upstream_unavailable', headers: { 'Retry-After': '2' } });
    expect(reasonOf(e)).toBe('rate_limited');
    expect(calls).toHaveLength(4);
    expect(waits.every((w) => w >= 2000)).toBe(true);

    await setFaults(base, { rateLimitRate: 0, errorRate: 1 });
    expect(reasonOf(await caughtAppError(client.getReservation(site.chicagoRamps[0]!)))).toBe('service_error');
  });
});

describe('writes are never re-sent', () => {
  it.each([
    ['500', { errorRate: 1 }],
    ['a dropped connection', { dropRate: 1 }],
  ])('after %s: reads back, finds nothing, says it was not saved', async (_label, faults) => {
    const { client, calls } = faultClient(clearFaults);
    await client.ping();
    faultOnWrite(faults);
    const start = freeChicagoSlot(200);
    const e = await caughtAppError(
      client.createReservation({
        ResourceId: site.chicagoRamps[0]!,
        Start: start,
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      }),
    );
    expect(e.code).toBe('upstream_unavailable');
    expect(e.details).toMatchObject({ reason: 'not_applied', outcome: 'not_applied' });
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/Reservations'))).toHaveLength(1);
    expect(await reservationsAt(client, start)).toBe(0);
  });

  it(
    'after a time-out: reads back, finds nothing (the emulator drops an aborted request), says it was not ' + 'saved',
    async () => {
      const LATENCY_MS = 3_000;
      const { client, calls } = faultClient(clearFaults, 500);
      await client.ping();
      faultOnWrite({ latencyMs: LATENCY_MS });
      const start = freeChicagoSlot(200);
      const sentBy = Date.now();
      const e = await caughtAppError(
        client.createReservation({
          ResourceId: site.chicagoRamps[1]!,
          Start: start,
          UnitId: site.units.Truck!.Id,
          NumberOfUnits: 1,
        }),
      );
      expect(e.details).toMatchObject({ reason: 'not_applied', cause: 'timeout' });
      expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/Reservations')).map((c) => c.error)).toEqual([
        'timeout',
      ]);
      // still nothing once the emulator has got past the latency and seen the aborted request
      await new Promise((r) => setTimeout(r, Math.max(0, sentBy + LATENCY_MS + 500 - Date.now())));
      expect(await reservationsAt(client, start)).toBe(0);
    },
  );

  it.each(['500', 'drop'] as const)(
    'after a lost answer (%s) of a change that took effect: reads back and returns the applied change',
    async (mode) => {
      const { client, calls } = faultClient(clearFaults);
      const r = await client.createReservation({
        ResourceId: site.chicagoRamps[2]!,
        Start: freeChicagoSlot(200),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      });
      expect(r).toMatchObject({ Note: '', ExtCustomFieldBit1: null, VehicleNumberPlate: '' });
      calls.length = 0;
      const note = `applied after a lost answer (${mode})`;
      await setFaults(base, { lostAnswerRate: 1, lostAnswerMode: mode });
      expect(await client.patchReservation(r.Id, { ExtCustomFieldBit1: true, Note: note })).toMatchObject({
        Id: r.Id,
        ExtCustomFieldBit1: true,
        Note: note,
      });
      expect(await held(r.Id)).toMatchObject({ ExtCustomFieldBit1: true, Note: note });

      await setFaults(base, { lostAnswerRate: 1, lostAnswerMode: mode });
      const plate = mode === '500' ? 'LOST 500' : 'LOST DROP';
      expect(await client.updateReservation(r.Id, { VehicleNumberPlate: plate })).toMatchObject({
        Id: r.Id,
        VehicleNumberPlate: plate,
        Note: note,
      });
      const now = await held(r.Id);
      expect(now).toMatchObject({ VehicleNumberPlate: plate, ResourceId: r.ResourceId });
      expect(Date.parse(String(now.StartUtc))).toBe(Date.parse(r.StartUtc));

      const status = mode === '500' ? 500 : null;
      const writes = calls.filter((c) => c.method !== 'GET');
      expect(writes.map((c) => `${c.method} ${c.path.split('/').pop()} ${c.status}`)).toEqual([
        `POST Patch ${status}`,
        `PUT ${r.Id} ${status}`,
      ]);
    },
  );

  it.each(['500', 'drop'] as const)(
    'after a lost answer (%s) of a create that took effect: finds the new reservation and the new order',
    async (mode) => {
      const { client } = faultClient(clearFaults);
      const start = freeChicagoSlot(200);
      await setFaults(base, { lostAnswerRate: 1, lostAnswerMode: mode });
      const r = await client.createReservation({
        ResourceId: site.chicagoRamps[3]!,
        Start: start,
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      });
      expect(Date.parse(r.StartUtc)).toBe(Date.parse(start));
      expect(await held(r.Id)).toMatchObject({ Id: r.Id, ResourceId: site.chicagoRamps[3] });

      await setFaults(base, { lostAnswerRate: 1, lostAnswerMode: mode });
      const number = `PO-LOST-${mode}-${Date.now()}`;
      const order = await client.createOrder({ OrderNumber: number, SupplierId: site.suppliers[0]!.Id });
      expect(order.OrderNumber).toBe(number);
      expect(
        (await call(base, 'GET', `/odata/v1/demo/Order(${order.Id})`, { token: await getToken(base) })).body,
      ).toMatchObject({ OrderNumber: number });
    },
  );

  it('after a 500 before the handler: the change did not take effect and is reported not_applied', async () => {
    const { client, calls } = faultClient(clearFaults);
    const r = await client.createReservation({
      ResourceId: site.chicagoRamps[2]!,
      Start: freeChicagoSlot(200),
      UnitId: site.units.Truck!.Id,
      NumberOfUnits: 1,
    });
    await client.patchReservation(r.Id, { Note: 'before' });
    calls.length = 0;
    await setFaults(base, { errorRate: 1 });
    const e = await caughtAppError(client.patchReservation(r.Id, { ExtCustomFieldBit1: true, Note: 'never applied' }));
    expect(e.code).toBe('upstream_unavailable');
    expect(e.details).toMatchObject({ reason: 'not_applied', outcome: 'not_applied' });
    expect(await held(r.Id)).toMatchObject({ ExtCustomFieldBit1: null, Note: 'before' });

    // set before the call: the PUT is the update's first request (no read of the reservation before it)
    await setFaults(base, { errorRate: 1 });
    expect(
      (await caughtAppError(client.updateReservation(r.Id, { VehicleNumberPlate: 'NEVER' }))).details,
    ).toMatchObject({ reason: 'not_applied' });
    expect(await held(r.Id)).toMatchObject({ VehicleNumberPlate: '' });
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.status)).toEqual([500, 500]);
  });

  it('after a 500 on a create, an older reservation or order that matches is not taken for ours', async () => {
    const { client } = faultClient(clearFaults);
    const start = freeChicagoSlot(200);
    const theirs = await client.createReservation({
      ResourceId: site.chicagoRamps[4]!,
      Start: start,
      UnitId: site.units.Truck!.Id,
      NumberOfUnits: 1,
    });
    faultOnWrite({ errorRate: 1 });
    const e = await caughtAppError(
      client.createReservation({
        ResourceId: site.chicagoRamps[4]!,
        Start: start,
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      }),
    );
    expect(e.details).toMatchObject({ reason: 'not_applied' });
    expect(
      (
        await client.listReservationsInRange({
          from: new Date(Date.parse(start)),
          to: new Date(Date.parse(start) + 60_000),
          resourceId: site.chicagoRamps[4]!,
        })
      ).map((x) => x.Id),
    ).toEqual([theirs.Id]);

    vi.unstubAllGlobals();
    const number = `PO-TAKEN-${Date.now()}`;
    const existing = await client.createOrder({ OrderNumber: number, SupplierId: site.suppliers[0]!.Id });
    faultOnWrite({ errorRate: 1 });
    const again = await caughtAppError(client.createOrder({ OrderNumber: number, SupplierId: site.suppliers[0]!.Id }));
    expect(again.details).toMatchObject({ reason: 'not_applied' });
    expect(
      (await client.findOrders({ search: number, sort: 'number', dir: 'asc', skip: 0, top: 10 })).items.map(
        (o) => o.Id,
      ),
    ).toEqual([existing.Id]);
  });

  it('says "outcome unknown" when reading back fails too', async () => {
    const { client, calls } = faultClient(async () => {}, 300);
    const order = await client.createOrder({ OrderNumber: `PO-U-${Date.now()}`, SupplierId: site.suppliers[0]!.Id });
    await setFaults(base, { latencyMs: 600 });
    const e = await caughtAppError(client.updateOrder(order.Id, { Note: 'changed' }));
    expect(e.code).toBe('upstream_error');
    expect(e.details).toMatchObject({ reason: 'outcome_unknown', outcome: 'unknown' });
    expect(e.message).toMatch(/cannot tell whether .* was saved/);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });
});

describe('401 recovery', () => {
  it('renews the token once when the service stops accepting it', async () => {
    const { client, calls } = makeClient(base);
    await client.ping();
    // a restart with --reset gives the emulator a new signing key: the cached token is now refused
    await emulator.stop();
    emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
    calls.length = 0;
    expect(await client.listResources()).toHaveLength(22);
    expect(calls.map((c) => `${c.path} ${c.status}`)).toEqual([
      '/v3/demo/Resources 401',
      '/v1/demo/Token 200',
      '/v3/demo/Resources 200',
    ]);
  });
});
