// Conformance: the OData interface — service document, $metadata, entity sets with query options and paging, Patch, ERP
// writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, chicagoTime, prepareDemoSite, restoreDemoSite, type DemoSite } from '../testing/call-service';

const base = sharedEmulatorUrl();
const root = '/odata/v1/demo';
let token: string;
let site: DemoSite;
const get = (path: string) => call(base, 'GET', root + path, { token });
const q = (path: string, query: Record<string, string>) => get(`${path}?${new URLSearchParams(query).toString()}`);

beforeAll(async () => {
  ({ token, site } = await prepareDemoSite(base));
});

afterAll(() => restoreDemoSite(base));

describe('service document and $metadata', () => {
  it('lists every entity set', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('odata-version')).toBe('4.0');
    expect(res.body['@odata.context']).toBe(`${base}${root}/$metadata`);
    expect(res.body.value.map((s: { name: string }) => s.name).sort()).toEqual([
      'BranchOffice',
      'Company',
      'Order',
      'OrderRow',
      'Reservation',
      'ReservationDeleted',
      'Unit',
      'VehicleType',
    ]);
  });

  it('serves CSDL XML with the entity types, the container and the bound Patch action', async () => {
    const res = await get('/$metadata');
    expect(res.headers.get('content-type')).toContain('application/xml');
    for (const needle of [
      '<edmx:Edmx Version="4.0"',
      '<EntityType Name="Reservation">',
      '<EntityType Name="OrderRow">',
      'Name="ExistsInReservation"',
      '<Action Name="Patch" IsBound="true"',
      '<EntitySet Name="VehicleType"',
    ]) {
      expect(res.text).toContain(needle);
    }
  });
});

describe('reading entity sets', () => {
  it('answers every set in OData JSON with @odata.context and value', async () => {
    for (const set of [
      'Reservation',
      'ReservationDeleted',
      'VehicleType',
      'Unit',
      'BranchOffice',
      'Company',
      'Order',
      'OrderRow',
    ]) {
      const res = await q(`/${set}`, { $top: '3' });
      expect(res.status, set).toBe(200);
      expect(res.body['@odata.context']).toBe(`${base}${root}/$metadata#${set}`);
      expect(res.body.value.length, set).toBeGreaterThan(0);
    }
  });

  it('applies $filter, $select, $orderby, $top, $skip and $count', async () => {
    const cartFilter = 'ExistsInReservation eq false';
    const all = await q('/Order', { $filter: cartFilter, $orderby: 'OrderNumber asc', $count: 'true' });
    const numbers = all.body.value.map((o: { OrderNumber: string }) => o.OrderNumber);
    expect(numbers).toEqual(numbers.slice().sort());
    expect(all.body['@odata.count']).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThan(5);
    const page = await q('/Order', {
      $filter: cartFilter,
      $orderby: 'OrderNumber asc',
      $skip: '2',
      $top: '3',
      $select: 'Id,OrderNumber',
    });
    expect(page.body['@odata.context']).toBe(`${base}${root}/$metadata#Order(Id,OrderNumber)`);
    expect(page.body.value.map((o: { OrderNumber: string }) => o.OrderNumber)).toEqual(numbers.slice(2, 5));
    expect(Object.keys(page.body.value[0])).toEqual(['Id', 'OrderNumber']);
    const cart = await q('/Order', { $filter: 'ExistsInReservation eq false', $count: 'true' });
    expect(cart.body.value.every((o: { ExistsInReservation: boolean }) => !o.ExistsInReservation)).toBe(true);
    expect(cart.body['@odata.count']).toBeGreaterThan(0);
    const vt = await q('/VehicleType', {
      $select: 'Id,VehicleTypeName',
      $filter: "startswith(VehicleTypeName,'Semi')",
    });
    expect(vt.body.value).toEqual([{ Id: expect.any(String), VehicleTypeName: 'Semi-trailer' }]);
    const count = await q('/Order/$count', { $filter: cartFilter });
    expect(count.text).toBe(String(numbers.length));
  });

  it('reads one entity by key', async () => {
    const first = (await q('/Reservation', { $top: '1' })).body.value[0];
    const one = await get(`/Reservation(${first.Id})`);
    expect(one.body).toEqual({ '@odata.context': `${base}${root}/$metadata#Reservation/$entity`, ...first });
    const selected = await get(`/Reservation(${first.Id})?$select=Id,Note`);
    expect(selected.body).toEqual({
      '@odata.context': `${base}${root}/$metadata#Reservation(Id,Note)/$entity`,
      Id: first.Id,
      Note: first.Note,
    });
    expect((await get('/Reservation(00000000-0000-4000-8000-000000000000)')).status).toBe(404);
    expect((await get('/Reservation(nope)')).status).toBe(400);
  });

  it('pages with @odata.nextLink until every matching reservation was read', async () => {
    const first = await q('/Reservation', { $count: 'true', $select: 'Id' });
    const total = first.body['@odata.count'] as number;
    expect(total).toBeGreaterThan(1000);
    expect(first.body.value.length).toBe(1000);
    const seen = new Set<string>(first.body.value.map((r: { Id: string }) => r.Id));
    let next: string | undefined = first.body['@odata.nextLink'];
    while (next) {
      const page = await call(base, 'GET', next.slice(base.length), { token });
      for (const r of page.body.value) seen.add(r.Id);
      next = page.body['@odata.nextLink'];
    }
    expect(seen.size).toBe(total);
    const limited = await q('/Reservation', { $top: '1200', $skip: '10', $select: 'Id' });
    const rest = await call(base, 'GET', limited.body['@odata.nextLink'].slice(base.length), { token });
    expect(limited.body.value.length + rest.body.value.length).toBe(1200);
    expect(rest.body['@odata.nextLink']).toBeUndefined();
  });

  it('refuses bad query options with 400 naming the option', async () => {
    for (const [query, option] of [
      [{ $filter: 'Nope eq 1' }, '$filter'],
      [{ $orderby: 'Nope' }, '$orderby'],
      [{ $select: 'Nope' }, '$select'],
      [{ $top: '-1' }, '$top'],
      [{ $skip: 'x' }, '$skip'],
      [{ $count: 'maybe' }, '$count'],
      [{ $expand: 'Rows' }, '$expand'],
    ] as const) {
      const res = await q('/Order', query);
      expect(res.status, option).toBe(400);
      expect(res.body.error.details[0].field).toBe(option);
    }
  });
});

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
