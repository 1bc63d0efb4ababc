// Write safety against a real emulator process with its fault switches (own emulator on 4127): a write is never
// re-sent, and whether it took effect is read back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/emulator/testing/call-service';
import type { SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { call, freeChicagoSlot, setFaults } from './testing/upstream-test-kit';
import { caughtAppError } from '@/test/caught-app-error';
import {
  base,
  clearFaults,
  clearFaultsAfterTest,
  faultClient,
  faultOnWrite,
  held,
  reservationsAt,
  site,
  startFaultEmulator,
  stopFaultEmulator,
} from './upstream-faults-support';

const PORT = 4127;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  emulator = await startFaultEmulator(PORT);
});

afterEach(clearFaultsAfterTest);

afterAll(async () => {
  await stopFaultEmulator(emulator);
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
