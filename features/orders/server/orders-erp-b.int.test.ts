// The order cart through features/orders/server over the emulator's second OData shape (own process,
// EMULATOR_ODATA_SHAPE=erp-b),
// on PGlite and PostgreSQL: the mapping read from $metadata, an admin's choice that unmaps a field (audited, every
// client replaced), refusals remembered in the connection so a new client asks without them, and "refresh metadata"
// forgetting them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { connectEmulator } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

const AUTHOR = { actor: 'Jo Planner (jo@example.com)', origin: 'tab-0123456789' };
const PORT = Number(process.env.INTEGRATION_EMULATOR_PORT ?? 4110) + 14;
let dataDir: string;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-orders-erp-b-'));
  emulator = await spawnEmulator({
    port: PORT,
    dataDir,
    args: ['--reset', '--odata-shape', 'erp-b'],
    env: { EMULATOR_WEBHOOK_URL: '' },
  });
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(databaseTargets)('orders over the erp-b shape on $name', (target) => {
  let orders: typeof import('./index');
  let gateway: typeof import('@/lib/gateway');
  let settings: typeof import('@/lib/settings');
  let db: typeof import('@/lib/db');
  const stamp = `${target.name}-${Date.now().toString(36)}`;

  useFreshDatabase(target);

  beforeAll(async () => {
    settings = await import('@/lib/settings');
    gateway = await import('@/lib/gateway');
    orders = await import('./');
    db = await import('@/lib/db');
    await connectEmulator(settings, emulator.url);
    await settings.setActiveEnvironment('emulator', null);
  });

  it('lists, searches and pages the cart in that shape, every feature on', async () => {
    expect((await orders.getOrderFeatures()).off).toEqual([]);
    const supplier = await orders.createCompany({ CompanyName: `Supplier ${stamp}`, IsSupplier: true });
    for (const n of [1, 2, 3])
      await orders.createOrder(
        { OrderNumber: `EB-${stamp}-${n}`, SupplierId: supplier.Id, DeliveryDate: '2031-09-0' + n },
        AUTHOR,
      );
    const bySupplier = await orders.listOrders({
      supplierId: supplier.Id,
      sort: 'deliveryDate',
      dir: 'desc',
      page: 1,
      pageSize: 2,
    });
    expect(bySupplier.orders.map((o) => [o.OrderNumber, o.SupplierName, o.DeliveryDate])).toEqual([
      [`EB-${stamp}-1`, supplier.CompanyName, '2031-09-01'],
    ]);
    expect([bySupplier.total, bySupplier.more]).toEqual([null, false]);
    const exact = await orders.listOrders({
      search: `EB-${stamp}-2`,
      sort: 'number',
      dir: 'asc',
      page: 0,
      pageSize: 50,
    });
    expect(exact.orders.map((o) => o.OrderNumber)).toEqual([`EB-${stamp}-2`]);
    const order = exact.orders[0]!;
    await orders.createOrderRow(order.Id, { ItemCode: 'GL-100', Quantity: 4, UnitOfMeasure: 'PAL' }, AUTHOR);
    expect((await orders.summarizeOrderRows([order.Id])).summaries).toEqual({
      [order.Id.toLowerCase()]: { rows: 1, quantity: 4, byUnit: { PAL: 4 } },
    });
  });

  it('remembers the refused options in the connection, for every later client', async () => {
    // The settings are written beside the read, not before its answer.
    await expect
      .poll(async () => (await settings.resolveConnection('emulator'))!.orderRefusals.sort())
      .toEqual(['$count', '$skip', 'contains', 'in', 'tolower']);
    const mapping = await gateway.readOrderFieldMapping('emulator');
    expect(mapping.refusedOptions.sort()).toEqual(['$count', '$skip', 'contains', 'in', 'tolower']);
  });

  it(
    'an admin’s unmapped field switches its feature off everywhere, audited; refresh forgets the ' + 'refusals',
    async () => {
      const mapping = await gateway.saveOrderFieldMapping('emulator', { 'Order.DeliveryDate': null }, null);
      expect(mapping.fields.find((f) => f.field === 'Order.DeliveryDate')).toMatchObject({
        property: null,
        source: 'none',
        chosen: null,
      });
      expect((await orders.getOrderFeatures()).off).toEqual([
        { feature: 'deliveryDate', missing: ['Order.DeliveryDate'] },
      ]);
      const page = await orders.listOrders({
        search: `EB-${stamp}-3`,
        deliveryFrom: '2031-01-01',
        deliveryTo: '2031-01-02',
        sort: 'deliveryDate',
        dir: 'asc',
        page: 0,
        pageSize: 50,
      });
      // Neither the filter nor the sort can name the field: the order is found, without a delivery date.
      expect(page.orders.map((o) => [o.OrderNumber, o.DeliveryDate ?? null])).toEqual([[`EB-${stamp}-3`, null]]);
      const handle = await db.getDb();
      const audit = await handle
        .select()
        .from(db.schema.auditLog)
        .where(eq(db.schema.auditLog.action, 'connection.saved'));
      expect(audit.at(-1)!.detail).toEqual({
        changes: { orderFields: { from: {}, to: { 'Order.DeliveryDate': null } } },
      });

      const refreshed = await gateway.refreshOrderFieldMapping('emulator', null);
      expect(refreshed.refusedOptions).toEqual([]);
      expect((await settings.resolveConnection('emulator'))!.orderRefusals).toEqual([]);
      await gateway.saveOrderFieldMapping('emulator', {}, null);
      expect((await orders.getOrderFeatures()).off).toEqual([]);
    },
  );
});
