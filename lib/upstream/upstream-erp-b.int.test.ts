// Against an emulator serving its second OData shape (EMULATOR_ODATA_SHAPE=erp-b, own process, 5-entity pages):
// the client learns Order, OrderRow and Company from $metadata, writes and reads them in the contract's names,
// and falls back from the query options that shape refuses (contains, tolower, in, $count, $skip), once per client.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getToken } from '@/emulator/testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import type { RefusableOption } from './fall-back-query';
import { makeClient } from './testing/upstream-test-kit';

// Beside the run's shared emulator, clear of the other suites' own ones (4112–4119).
const PORT = Number(process.env.INTEGRATION_EMULATOR_PORT ?? 4110) + 13;
let dataDir: string;
let emulator: SpawnedEmulator;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-erp-b-'));
  emulator = await spawnEmulator({
    port: PORT,
    dataDir,
    args: ['--reset', '--odata-shape', 'erp-b'],
    env: { EMULATOR_ODATA_PAGE_SIZE: '5', EMULATOR_WEBHOOK_URL: '' },
  });
  token = await getToken(emulator.url);
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const odata = (query: string) => call(emulator.url, 'GET', `/odata/v1/demo/${query}`, { token });

describe('the emulator in its erp-b shape', () => {
  it('serves its own $metadata and names, and refuses contains, tolower, in, $count and $skip with a 400', async () => {
    const metadata = await call(emulator.url, 'GET', '/odata/v1/demo/$metadata', { token });
    expect(metadata.text).toContain('<Property Name="DeliveryDateUtc" Type="Edm.DateTimeOffset"/>');
    expect(metadata.text).not.toContain('Name="OrderNumber"');
    const first = await odata('Order?$top=1');
    expect(Object.keys(first.body.value[0]).sort()).toEqual([
      'Confirmed',
      'CreatedUtc',
      'DeliveryDateUtc',
      'ExistsInReservation',
      'Id',
      'ModifiedUtc',
      'OrderNo',
      'Remark',
      'ReservationId',
      'SupplierName',
    ]);
    for (const refused of [
      "Order?$filter=contains(OrderNo,'PO')",
      "Order?$filter=tolower(OrderNo) eq 'po'",
      'Order?$filter=OrderId in (00000000-0000-0000-0000-000000000000)',
      'Order?$count=true',
      'Order?$skip=5',
    ]) {
      expect((await odata(refused)).status, refused).toBe(400);
    }
    const paged = await odata('Order?$top=7');
    expect(paged.body.value).toHaveLength(5);
    expect(paged.body['@odata.nextLink']).toContain('skiptoken=5');
  });
});

describe('the client over the erp-b shape', () => {
  const learnt: RefusableOption[][] = [];
  const { client, calls } = makeClient(
    `http://127.0.0.1:${PORT}`,
    {},
    { orderShape: { onRefusal: (o) => learnt.push(o) } },
  );
  const stamp = Date.now().toString(36);

  it('maps every need of the cart from $metadata, nothing off', async () => {
    const shape = await client.describeOrderShape();
    const used = Object.fromEntries(shape.fields.map((f) => [f.field, f.property]));
    expect(used).toMatchObject({
      'Order.OrderNumber': 'OrderNo',
      'Order.SupplierId': null,
      'Order.SupplierName': 'SupplierName',
      'Order.DeliveryDate': 'DeliveryDateUtc',
      'Order.Note': 'Remark',
      'Order.Created': 'CreatedUtc',
      'Order.Updated': 'ModifiedUtc',
      'OrderRow.Quantity': 'Qty',
      'OrderRow.UnitOfMeasure': 'Uom',
      'OrderRow.ItemCode': 'ArticleNo',
      'Company.CompanyName': 'Name',
    });
    expect(shape.features.off).toEqual([]);
  });

  it('writes and reads orders, rows and companies in the contract’s names', async () => {
    const company = await client.createCompany({ CompanyName: `Erp B ${stamp}`, City: 'Brno' });
    expect(company).toMatchObject({ CompanyName: `Erp B ${stamp}`, City: 'Brno' });
    const order = await client.createOrder({
      OrderNumber: `PO-B-${stamp}-1`,
      SupplierId: company.Id,
      DeliveryDate: '2031-03-04',
      Note: 'Gate 2',
    });
    expect(order).toMatchObject({
      OrderNumber: `PO-B-${stamp}-1`,
      SupplierId: null,
      SupplierName: company.CompanyName,
      DeliveryDate: '2031-03-04',
      Note: 'Gate 2',
      ExistsInReservation: false,
    });
    const atService = (await odata(`Order(${order.Id})`)).body;
    expect(atService).toMatchObject({
      OrderNo: `PO-B-${stamp}-1`,
      SupplierName: company.CompanyName,
      DeliveryDateUtc: '2031-03-04T00:00:00.000Z',
      Remark: 'Gate 2',
    });
    await client.createOrderRow(order.Id, { ItemCode: 'GL-100', Quantity: 4, UnitOfMeasure: 'pal' });
    await client.createOrderRow(order.Id, { ItemCode: 'FD-220', Quantity: 3, UnitOfMeasure: 'CS' });
    const rows = await client.listOrderRows(order.Id);
    expect(rows.map((r) => [r.ItemCode, r.Quantity, r.UnitOfMeasure, r.LineNumber])).toEqual([
      ['GL-100', 4, 'pal', 10],
      ['FD-220', 3, 'CS', 20],
    ]);
    expect((await client.updateOrder(order.Id, { DeliveryDate: '2031-03-05' })).DeliveryDate).toBe('2031-03-05');
  });

  it(
    'searches by the exact number once contains is refused, remembering it: the next search asks exactly at ' + 'once',
    async () => {
      const before = calls.length;
      const found = await client.findOrders({
        search: `PO-B-${stamp}-1`,
        sort: 'number',
        dir: 'asc',
        skip: 0,
        top: 10,
      });
      expect(found.items.map((o) => o.OrderNumber)).toEqual([`PO-B-${stamp}-1`]);
      // No count from a service that refuses $count: the total is unknown, "more" still holds.
      expect([found.total, found.more]).toEqual([null, false]);
      const orderReads = calls.slice(before).filter((c) => c.path.endsWith('/Order'));
      expect(orderReads.map((c) => c.status)).toEqual([400, 200]);
      expect(orderReads[1]!.query).toContain(`OrderNo eq 'PO-B-${stamp}-1'`);
      expect(learnt.flat().sort()).toEqual(['$count', 'contains', 'tolower']);
      // A part of the number finds nothing now (exact search), and asks once.
      const partBefore = calls.length;
      expect(
        (await client.findOrders({ search: `PO-B-${stamp}`, sort: 'number', dir: 'asc', skip: 0, top: 10 })).items,
      ).toEqual([]);
      expect(calls.slice(partBefore).map((c) => c.status)).toEqual([200]);
    },
  );

  it('filters by delivery day on a DateTimeOffset and pages without $skip by following next-page links', async () => {
    const company = await client.createCompany({ CompanyName: `Pager ${stamp}` });
    for (let i = 1; i <= 8; i++)
      await client.createOrder({
        OrderNumber: `PG-${stamp}-${String(i).padStart(2, '0')}`,
        SupplierId: company.Id,
        DeliveryDate: i <= 4 ? '2031-06-01' : '2031-06-02',
      });
    const q = { deliveryFrom: '2031-06-01', deliveryTo: '2031-06-02', sort: 'number', dir: 'asc', top: 3 } as const;
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(await client.findOrders({ ...q, skip: page * 3 }));
    expect(pages.map((p) => p.items.map((o) => o.OrderNumber.slice(-2)))).toEqual([
      ['01', '02', '03'],
      ['04', '05', '06'],
      ['07', '08'],
    ]);
    expect(pages.map((p) => p.more)).toEqual([true, true, false]);
    expect(learnt.flat()).toContain('$skip');
    // Page 3 again starts at the server page that holds it (5 a page here), by the link kept when it was read.
    const again = calls.length;
    expect((await client.findOrders({ ...q, skip: 6 })).items.map((o) => o.OrderNumber.slice(-2))).toEqual([
      '07',
      '08',
    ]);
    const reads = calls.slice(again).filter((c) => c.path.endsWith('/Order'));
    expect(reads.map((c) => /\$skiptoken=(\d+)/.exec(c.query)?.[1])).toEqual(['5']);
    expect(reads[0]!.query).not.toContain('$top');
    const secondDay = await client.findOrders({ ...q, deliveryFrom: '2031-06-02', skip: 0, top: 10 });
    expect(secondDay.items.map((o) => o.OrderNumber.slice(-2))).toEqual(['05', '06', '07', '08']);
    // The supplier filter asks by the company's name, the way this service names a supplier.
    const bySupplier = await client.findOrders({
      supplierId: company.Id,
      supplierName: company.CompanyName,
      sort: 'number',
      dir: 'desc',
      skip: 0,
      top: 2,
    });
    expect(bySupplier.items.map((o) => o.OrderNumber.slice(-2))).toEqual(['08', '07']);
  });

  it('sums rows per order and unit through an or-chain once `in` is refused', async () => {
    const [order] = (
      await client.findOrders({ search: `PO-B-${stamp}-1`, sort: 'number', dir: 'asc', skip: 0, top: 1 })
    ).items;
    const summaries = await client.summarizeOrderRows([order!.Id, '00000000-0000-0000-0000-000000000001']);
    expect(summaries.get(order!.Id.toLowerCase())).toEqual({ rows: 2, quantity: 7, byUnit: { PAL: 4, CS: 3 } });
    expect(learnt.flat()).toContain('in');
    expect(calls.at(-1)!.query).toContain(`OrderId eq ${order!.Id.toLowerCase()}`);
  });
});
