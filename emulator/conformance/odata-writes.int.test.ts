// Conformance: OData writes — the bound Patch action on Reservation, and Company, Order, OrderRow create, change and
// delete.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, chicagoTime } from '../testing/call-service';
import { base, get, q, root, site, token, setUpDemoSite } from './odata-support';

setUpDemoSite();

describe('Reservation: read only, plus the bound action Patch', () => {
  let id: string;
  beforeAll(async () => {
    const res = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[2],
        Start: chicagoTime(100, 9),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      },
    });
    id = res.body.Id;
  });

  it(
    'writes Note, ExtCustomFieldVarchar1-15 and ExtCustomFieldBit1-3 and answers 200 with the ' + 'reservation',
    async () => {
      const res = await call(base, 'POST', `${root}/Reservation(${id})/Patch`, {
        token,
        body: { Note: 'Call ahead', ExtCustomFieldVarchar15: 'Gate Z', ExtCustomFieldBit3: true },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        Id: id,
        Note: 'Call ahead',
        ExtCustomFieldVarchar15: 'Gate Z',
        ExtCustomFieldBit3: true,
        ExtCustomFieldVarchar1: null,
      });
      const namespaced = await call(base, 'POST', `${root}/Reservation(${id})/Slotboard.Emulator.Patch`, {
        token,
        body: { ExtCustomFieldBit3: null },
      });
      expect(namespaced.body.ExtCustomFieldBit3).toBeNull();
      const rest = await call(base, 'GET', `/v3/demo/Reservations/${id}`, { token });
      expect(rest.body.Note).toBe('Call ahead');
    },
  );

  it('refuses any other field, wrong types and too long text with 400, writing nothing', async () => {
    for (const body of [
      { Note: 'x', Carrier: 'Evil' },
      { VehicleNumberPlate: 'X' },
      { ExtCustomFieldVarchar16: 'x' },
      { ExtCustomFieldBit1: 'yes' },
      { ExtCustomFieldVarchar1: 'x'.repeat(256) },
    ]) {
      const res = await call(base, 'POST', `${root}/Reservation(${id})/Patch`, { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const refused = await call(base, 'POST', `${root}/Reservation(${id})/Patch`, {
      token,
      body: { Note: 'x', Carrier: 'Evil' },
    });
    expect(refused.body.error).toMatchObject({ code: 'PROPERTY_NOT_WRITABLE', details: [{ field: 'Carrier' }] });
    expect((await call(base, 'GET', `/v3/demo/Reservations/${id}`, { token })).body.Note).toBe('Call ahead');
  });

  it('does not create or change reservations over OData (405)', async () => {
    expect((await call(base, 'POST', `${root}/Reservation`, { token, body: {} })).status).toBe(405);
    expect((await call(base, 'PATCH', `${root}/Reservation(${id})`, { token, body: { Note: 'x' } })).status).toBe(405);
    expect((await call(base, 'DELETE', `${root}/VehicleType(${site.vehicleTypes[0]})`, { token })).status).toBe(405);
  });
});

describe('Company, Order, OrderRow: read and write', () => {
  it('creates (201 + Location), changes (204) and deletes (204) each', async () => {
    const company = await call(base, 'POST', `${root}/Company`, {
      token,
      body: { CompanyName: 'Test Supplier', IsSupplier: true, CountryCode: 'CZ' },
    });
    expect(company.status).toBe(201);
    expect(company.headers.get('location')).toBe(`${base}${root}/Company(${company.body.Id})`);
    expect(company.body).toMatchObject({
      CompanyName: 'Test Supplier',
      IsSupplier: true,
      IsCarrier: false,
      City: null,
    });
    const order = await call(base, 'POST', `${root}/Order`, {
      token,
      body: { OrderNumber: 'T-1', SupplierId: company.body.Id, DeliveryDate: '2027-01-02' },
    });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ OrderNumber: 'T-1', ExistsInReservation: false, ReservationId: null });
    const row = await call(base, 'POST', `${root}/OrderRow`, {
      token,
      body: { OrderId: order.body.Id, ItemCode: 'X1', Quantity: 2.5 },
    });
    expect(row.status).toBe(201);
    expect(row.body).toMatchObject({ LineNumber: 10, Quantity: 2.5 });

    expect(
      (await call(base, 'PATCH', `${root}/Order(${order.body.Id})`, { token, body: { Note: 'rush' } })).status,
    ).toBe(204);
    const rep = await call(base, 'PATCH', `${root}/OrderRow(${row.body.Id})`, {
      token,
      body: { Quantity: 3 },
      headers: { prefer: 'return=representation' },
    });
    expect(rep.status).toBe(200);
    expect(rep.body.Quantity).toBe(3);
    expect((await get(`/Order(${order.body.Id})`)).body.Note).toBe('rush');

    expect((await call(base, 'DELETE', `${root}/Company(${company.body.Id})`, { token })).status).toBe(409);
    expect((await call(base, 'DELETE', `${root}/OrderRow(${row.body.Id})`, { token })).status).toBe(204);
    expect((await call(base, 'DELETE', `${root}/Order(${order.body.Id})`, { token })).status).toBe(204);
    expect((await call(base, 'DELETE', `${root}/Company(${company.body.Id})`, { token })).status).toBe(204);
    expect((await get(`/Order(${order.body.Id})`)).status).toBe(404);
  });

  it(
    'validates writes: 400 for bad fields and read-only properties, 422 for unknown references, 409 for ' +
      'duplicates',
    async () => {
      const supplier = site.suppliers[0]!.Id;
      const bad = await call(base, 'POST', `${root}/Order`, {
        token,
        body: { OrderNumber: '', SupplierId: 'x', Bogus: 1 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['OrderNumber', 'SupplierId']),
      );
      const readOnly = await call(base, 'POST', `${root}/Order`, {
        token,
        body: { OrderNumber: 'T-2', SupplierId: supplier, ExistsInReservation: true },
      });
      expect(readOnly.status).toBe(400);
      expect(readOnly.body.error.code).toBe('READ_ONLY_PROPERTY');
      const unknown = await call(base, 'POST', `${root}/Order`, {
        token,
        body: { OrderNumber: 'T-2', SupplierId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(422);
      const existing = (await q('/Order', { $top: '1' })).body.value[0];
      const dup = await call(base, 'POST', `${root}/Order`, {
        token,
        body: { OrderNumber: existing.OrderNumber, SupplierId: supplier },
      });
      expect(dup.status).toBe(409);
      const orphan = await call(base, 'POST', `${root}/OrderRow`, {
        token,
        body: { OrderId: '00000000-0000-4000-8000-000000000000', ItemCode: 'X', Quantity: 1 },
      });
      expect(orphan.status).toBe(422);
      expect(
        (await call(base, 'PATCH', `${root}/Order(00000000-0000-4000-8000-000000000000)`, { token, body: {} })).status,
      ).toBe(404);
      const malformed = await call(base, 'POST', `${root}/Company`, { token, raw: '{' });
      expect(malformed.status).toBe(400);
    },
  );

  it('refuses deleting an order that is in a reservation (409)', async () => {
    const inReservation = (await q('/Order', { $filter: 'ExistsInReservation eq true', $top: '1' })).body.value[0];
    const res = await call(base, 'DELETE', `${root}/Order(${inReservation.Id})`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_IN_RESERVATION');
  });
});
