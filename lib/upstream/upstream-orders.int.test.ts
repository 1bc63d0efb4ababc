// The upstream client's order, order row and company calls against the real emulator process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import type { DemoSite } from '@/emulator/testing/call-service';
import { call, demoSite, freeChicagoSlot, makeClient } from './testing/upstream-test-kit';
import { caughtAppError } from '@/test/caught-app-error';

const base = sharedEmulatorUrl();
let site: DemoSite;
const FIRST_DAY = 150;

beforeAll(async () => {
  await call(base, 'POST', '/_emulator/reset');
  site = await demoSite(base);
});

afterAll(async () => {
  await call(base, 'POST', '/_emulator/reset');
});

const truck = () => site.units.Truck!.Id;

describe('orders, rows, companies and create-from-orders', () => {
  it('round-trips a search term holding quote, percent, plus and parenthesis', async () => {
    const { client, calls } = makeClient(base);
    const supplier = site.suppliers[0]!.Id;
    const number = `PO-'50%+1)&#ň-${Date.now()}`;
    const order = await client.createOrder({ OrderNumber: number, SupplierId: supplier, Note: "O'Brien's order" });
    expect(order).toMatchObject({ OrderNumber: number, ExistsInReservation: false });
    const find = async (q: { search: string; inCart?: boolean }) =>
      (await client.findOrders({ ...q, sort: 'number', dir: 'asc', skip: 0, top: 10 })).items.map((o) => o.Id);
    expect(await find({ search: "'50%+1)&#Ň", inCart: true })).toEqual([order.Id]);
    expect(await find({ search: "'50%+1)&#ň", inCart: false })).toEqual([]);
    expect(await find({ search: "x') or (true" })).toEqual([]);
    // the call log shows the decoded query and never a secret
    expect(calls.some((c) => c.query.includes("contains(tolower(OrderNumber),'''50%+1)&#ň')"))).toBe(true);
  });

  it('creates, changes and deletes orders and rows, then turns an order into a reservation', async () => {
    const { client } = makeClient(base);
    const order = await client.createOrder({
      OrderNumber: `PO-T-${Date.now()}`,
      SupplierId: site.suppliers[1]!.Id,
      DeliveryDate: '2027-01-05',
    });
    expect((await client.updateOrder(order.Id, { Note: 'urgent' })).Note).toBe('urgent');
    expect(await client.getOrder(order.Id)).toMatchObject({ Id: order.Id, Note: 'urgent' });

    const row = await client.createOrderRow(order.Id, { ItemCode: 'GL-100', Quantity: 4, UnitOfMeasure: 'PAL' });
    expect(row).toMatchObject({ OrderId: order.Id, ItemCode: 'GL-100', Quantity: 4 });
    expect((await client.updateOrderRow(row.Id, { Quantity: 6 })).Quantity).toBe(6);
    const second = await client.createOrderRow(order.Id, { ItemCode: 'FD-220', Quantity: 1 });
    expect((await client.listOrderRows(order.Id)).map((r) => r.Id)).toEqual([row.Id, second.Id]);
    await client.deleteOrderRow(second.Id);
    expect((await client.listOrderRows(order.Id)).map((r) => r.Id)).toEqual([row.Id]);

    const start = freeChicagoSlot(FIRST_DAY);
    const reservation = await client.createReservationFromOrders({
      OrderIds: [order.Id],
      ResourceId: site.chicagoRamps[2]!,
      Date: start,
      UnitId: truck(),
      NumberOfUnits: 1,
    });
    expect(reservation.OrderNumbers).toBe(order.OrderNumber);
    expect(await client.getOrder(order.Id)).toMatchObject({ ExistsInReservation: true, ReservationId: reservation.Id });
    const again = await caughtAppError(
      client.createReservationFromOrders({ OrderIds: [order.Id], ResourceId: site.chicagoRamps[3]!, Date: start }),
    );
    expect(again.code).toBe('conflict');

    const spare = await client.createOrder({ OrderNumber: `PO-D-${Date.now()}`, SupplierId: site.suppliers[1]!.Id });
    await client.deleteOrder(spare.Id);
    expect((await caughtAppError(client.getOrder(spare.Id))).code).toBe('not_found');
  });

  it('creates, renames and deletes a company, and refuses to delete one that orders name', async () => {
    const { client } = makeClient(base);
    const company = await client.createCompany({
      CompanyName: `O'Hara & Sons ${Date.now()}`,
      City: 'Brno',
      CountryCode: 'CZ',
      IsSupplier: true,
    });
    expect(company).toMatchObject({ City: 'Brno', IsSupplier: true });
    const renamed = await client.updateCompany(company.Id, { CompanyName: `${company.CompanyName} s.r.o.` });
    expect(renamed.CompanyName).toBe(`${company.CompanyName} s.r.o.`);
    expect((await client.listCompanies(renamed.CompanyName)).map((c) => c.Id)).toEqual([company.Id]);

    const order = await client.createOrder({ OrderNumber: `PO-C-${Date.now()}`, SupplierId: company.Id });
    expect((await caughtAppError(client.deleteCompany(company.Id))).code).toBe('conflict');
    await client.deleteOrder(order.Id);
    await client.deleteCompany(company.Id);
    expect(await client.listCompanies(renamed.CompanyName)).toEqual([]);
  });

  it(
    'finds orders by supplier, delivery days and number or supplier, sorted either way, and sums their ' + 'rows',
    async () => {
      const { client } = makeClient(base);
      const stamp = Date.now();
      const [a, b] = [site.suppliers[2]!.Id, site.suppliers[3]!.Id];
      const made = [
        await client.createOrder({ OrderNumber: `PO-F-${stamp}-1`, SupplierId: a, DeliveryDate: '2027-02-01' }),
        await client.createOrder({ OrderNumber: `PO-F-${stamp}-2`, SupplierId: a, DeliveryDate: '2027-02-03' }),
        await client.createOrder({ OrderNumber: `PO-F-${stamp}-3`, SupplierId: b, DeliveryDate: '2027-02-02' }),
      ];
      const find = async (q: Partial<Parameters<typeof client.findOrders>[0]>) =>
        (
          await client.findOrders({ search: `PO-F-${stamp}`, sort: 'number', dir: 'asc', skip: 0, top: 10, ...q })
        ).items.map((o) => o.OrderNumber.slice(-1));
      expect(await find({ supplierId: a })).toEqual(['1', '2']);
      expect(await find({ deliveryFrom: '2027-02-02', deliveryTo: '2027-02-03' })).toEqual(['2', '3']);
      expect(await find({ sort: 'deliveryDate', dir: 'desc' })).toEqual(['2', '3', '1']);
      expect(await find({ dir: 'desc', skip: 1, top: 1 })).toEqual(['2']);
      // A search also matches the orders of the suppliers it names, whatever their number.
      const bySupplier = await client.findOrders({
        search: 'no number has this',
        matchingSupplierIds: [b],
        sort: 'number',
        dir: 'asc',
        skip: 0,
        top: 1000,
      });
      expect(bySupplier.items.map((o) => o.Id)).toContain(made[2]!.Id);
      expect(bySupplier.items.every((o) => o.SupplierId === b)).toBe(true);

      await client.createOrderRow(made[0]!.Id, { ItemCode: 'GL-100', Quantity: 4, UnitOfMeasure: 'pal' });
      await client.createOrderRow(made[0]!.Id, { ItemCode: 'FD-220', Quantity: 2.5 });
      // Units of measure read case-blind; a row without one counts under ''.
      const BY_UNIT = { PAL: 4, '': 2.5 };
      const sums = await client.summarizeOrderRows(made.map((o) => o.Id.toUpperCase()));
      expect(Object.fromEntries(sums)).toEqual({
        [made[0]!.Id.toLowerCase()]: { rows: 2, quantity: 6.5, byUnit: BY_UNIT },
        [made[1]!.Id.toLowerCase()]: { rows: 0, quantity: 0, byUnit: {} },
        [made[2]!.Id.toLowerCase()]: { rows: 0, quantity: 0, byUnit: {} },
      });
      for (const o of made) await client.deleteOrder(o.Id);
    },
  );

  it('reads one order row by id, and says not_found once it is deleted', async () => {
    const { client } = makeClient(base);
    const order = await client.createOrder({ OrderNumber: `PO-R-${Date.now()}`, SupplierId: site.suppliers[0]!.Id });
    const row = await client.createOrderRow(order.Id, { ItemCode: 'GL-100', Quantity: 2 });
    expect(await client.getOrderRow(row.Id)).toMatchObject({
      Id: row.Id,
      OrderId: order.Id,
      ItemCode: 'GL-100',
      Quantity: 2,
    });
    await client.deleteOrderRow(row.Id);
    expect((await caughtAppError(client.getOrderRow(row.Id))).code).toBe('not_found');
  });

  it('lists and searches companies', async () => {
    const { client } = makeClient(base);
    const all = await client.listCompanies();
    expect(all.length).toBe(site.carriers.length + site.suppliers.length);
    const hit = await client.listCompanies('danube');
    expect(hit.map((c) => c.CompanyName)).toEqual(['Danube Logistics']);
  });
});
