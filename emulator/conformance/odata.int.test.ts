// Conformance: the OData interface — service document, $metadata, entity sets with query options and paging (Patch
// and ERP writes: odata-writes.int.test.ts).
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call-service';
import { base, get, q, root, token, setUpDemoSite } from './odata-support';

setUpDemoSite();

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
