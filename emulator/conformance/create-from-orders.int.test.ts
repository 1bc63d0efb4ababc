// Conformance: POST /v3/{tenant}/Reservations/CreateFromOrders — cart orders become a reservation exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, chicagoTime, prepareDemoSite, restoreDemoSite, type DemoSite } from '../testing/call-service';

const base = sharedEmulatorUrl();
let token: string;
let site: DemoSite;

beforeAll(async () => {
  ({ token, site } = await prepareDemoSite(base));
});

afterAll(() => restoreDemoSite(base));

async function newCartOrder(number: string, supplierIndex: number): Promise<string> {
  const res = await call(base, 'POST', '/odata/v1/demo/Order', {
    token,
    body: { OrderNumber: number, SupplierId: site.suppliers[supplierIndex]!.Id },
  });
  expect(res.status).toBe(201);
  return res.body.Id;
}

const suffix = Date.now().toString(36);
const convert = (body: Record<string, unknown>) =>
  call(base, 'POST', '/v3/demo/Reservations/CreateFromOrders', { token, body });

describe('CreateFromOrders', () => {
  it('creates a reservation listing the orders and their suppliers, and marks the orders', async () => {
    const a = await newCartOrder(`CFO-A-${suffix}`, 0);
    const b = await newCartOrder(`CFO-B-${suffix}`, 1);
    const res = await convert({
      OrderIds: [a, b],
      ResourceId: site.chicagoRamps[3],
      Date: chicagoTime(110, 9),
      VehicleNumberPlate: '9ZZ 9999',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/v3/demo/Reservations/${res.body.Id}`);
    expect(res.body).toMatchObject({
      OrderNumbers: `CFO-A-${suffix}, CFO-B-${suffix}`,
      SupplierNames: `${site.suppliers[0]!.CompanyName}, ${site.suppliers[1]!.CompanyName}`,
      ResourceId: site.chicagoRamps[3],
      StartUtc: new Date(chicagoTime(110, 9)).toISOString(),
      VehicleNumberPlate: '9ZZ 9999',
      UnitId: site.units.Truck!.Id,
      NumberOfUnits: 2,
    });
    for (const id of [a, b]) {
      const order = await call(base, 'GET', `/odata/v1/demo/Order(${id})`, { token });
      expect(order.body).toMatchObject({ ExistsInReservation: true, ReservationId: res.body.Id });
    }
    const again = await convert({ OrderIds: [b], ResourceId: site.chicagoRamps[3], Date: chicagoTime(111, 9) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ORDER_ALREADY_IN_RESERVATION');
    expect(again.body.error.message).toContain(res.body.ReservationNumber);
  });

  it('frees the orders again when the reservation is deleted', async () => {
    const a = await newCartOrder(`CFO-C-${suffix}`, 2);
    const res = await convert({
      OrderIds: [a],
      ResourceId: site.chicagoRamps[3],
      Date: chicagoTime(112, 9),
      UnitId: site.units.Pallet!.Id,
      NumberOfUnits: 6,
    });
    expect(Date.parse(res.body.EndUtc) - Date.parse(res.body.StartUtc)).toBe(30 * 60_000);
    await call(base, 'DELETE', `/_emulator/reservations/${res.body.Id}`);
    expect((await call(base, 'GET', `/odata/v1/demo/Order(${a})`, { token })).body).toMatchObject({
      ExistsInReservation: false,
      ReservationId: null,
    });
  });

  it('validates fully and writes nothing on any error', async () => {
    const a = await newCartOrder(`CFO-D-${suffix}`, 0);
    const missing = await convert({ OrderIds: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'Date',
      'OrderIds',
      'ResourceId',
    ]);
    expect(
      (await convert({ OrderIds: ['bad'], ResourceId: site.chicagoRamps[3], Date: chicagoTime(113, 9) })).body.error
        .details[0].field,
    ).toBe('OrderIds.0');
    expect(
      (await convert({ OrderIds: [a, a], ResourceId: site.chicagoRamps[3], Date: chicagoTime(113, 9) })).status,
    ).toBe(400);
    const unknown = await convert({
      OrderIds: [a, '00000000-0000-4000-8000-000000000000'],
      ResourceId: site.chicagoRamps[3],
      Date: chicagoTime(113, 9),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details[0].field).toBe('OrderIds.1');
    const closed = await convert({ OrderIds: [a], ResourceId: site.chicagoRamps[3], Date: chicagoTime(113, 2) });
    expect(closed.status).toBe(422);
    expect(closed.body.error.details[0].field).toBe('Date');
    const badVehicle = await convert({
      OrderIds: [a],
      ResourceId: site.chicagoRamps[3],
      Date: chicagoTime(113, 9),
      VehicleTypeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badVehicle.status).toBe(422);
    expect((await call(base, 'GET', `/odata/v1/demo/Order(${a})`, { token })).body.ExistsInReservation).toBe(false);
  });
});
