import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { LiveEvent } from '@/lib/live';
import { connectEmulator } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// Order writes go to the emulator through features/orders/server and are announced live, naming the planner and the
// tab,
// like a reservation's; a row's change is its order's.
const target = databaseTargets[0]!;

describe('orders through features/orders/server', () => {
  const emulatorUrl = sharedEmulatorUrl();
  let orders: typeof import('./index');
  let live: typeof import('@/lib/live');
  useFreshDatabase(target);

  beforeAll(async () => {
    await call(emulatorUrl, 'POST', '/_emulator/reset');
    const settings = await import('@/lib/settings');
    orders = await import('./');
    live = await import('@/lib/live');
    await connectEmulator(settings, emulatorUrl);
    await settings.setActiveEnvironment('emulator', null);
  });

  afterAll(() => call(emulatorUrl, 'POST', '/_emulator/reset'));

  it('announces every write as a change of its order, by its author', async () => {
    const supplier = (await orders.listCompanies()).find((c) => c.IsSupplier)!;
    expect(supplier).toBeDefined();
    const author = { actor: 'Jo Planner (jo@example.com)', origin: 'tab-0123456789' };
    const received: LiveEvent[] = [];
    const unsubscribe = await live.subscribeLive((e) => received.push(e));
    try {
      const order = await orders.createOrder({ OrderNumber: `LIVE-${Date.now()}`, SupplierId: supplier.Id }, author);
      const row = await orders.createOrderRow(order.Id, { ItemCode: 'GL-100', Quantity: 4 }, author);
      expect((await orders.updateOrderRow(row.Id, { Quantity: 6 }, author)).Quantity).toBe(6);
      await orders.deleteOrderRow(row.Id, author);
      expect(await orders.listOrderRows(order.Id)).toEqual([]);
      expect((await orders.updateOrder(order.Id, { Note: 'Gate 4' }, author)).Note).toBe('Gate 4');
      await orders.deleteOrder(order.Id, author);

      const changed = {
        type: 'order.changed',
        environment: 'emulator',
        id: order.Id,
        at: expect.any(String),
        ...author,
      };
      await expect.poll(() => received).toEqual([changed, changed, changed, changed, changed, changed]);
    } finally {
      unsubscribe();
    }
  });

  it('finds orders by a supplier name, a company added here included at once, one page at a time', async () => {
    const stamp = Date.now();
    // Read first, so the company list is kept: the company added next must still be found.
    expect(await orders.listCompanies(`Kowalski ${stamp}`)).toEqual([]);
    const company = await orders.createCompany({ CompanyName: `Kowalski ${stamp} Sp. z o.o.`, IsSupplier: true });
    expect((await orders.listCompanies(`kowalski ${stamp}`)).map((c) => c.Id)).toEqual([company.Id]);
    const author = { actor: 'Jo Planner (jo@example.com)', origin: 'tab-0123456789' };
    const made = [];
    for (const n of [1, 2, 3])
      made.push(await orders.createOrder({ OrderNumber: `K-${stamp}-${n}`, SupplierId: company.Id }, author));

    const query = { search: `KOWALSKI ${stamp}`, sort: 'number', dir: 'desc', page: 0, pageSize: 2 } as const;
    const first = await orders.listOrders(query);
    expect(first).toMatchObject({ total: 3, more: true, page: 0, pageSize: 2 });
    expect(first.orders.map((o) => o.OrderNumber)).toEqual([`K-${stamp}-3`, `K-${stamp}-2`]);
    const second = await orders.listOrders({ ...query, page: 1 });
    expect(second).toMatchObject({ total: 3, more: false });
    expect(second.orders.map((o) => o.OrderNumber)).toEqual([`K-${stamp}-1`]);

    for (const o of made) await orders.deleteOrder(o.Id, author);
    await orders.deleteCompany(company.Id);
    expect(await orders.listCompanies(`Kowalski ${stamp}`)).toEqual([]);
  });
});
