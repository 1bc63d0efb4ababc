import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { busyDay, loadSite, openDay } from './support/demo-site';
import { emulatorGet } from './support/emulator';

// Every BFF route against the running emulator, each write confirmed by reading the emulator directly.

interface Reservation {
  Id: string;
  ReservationNumber: string;
  StartUtc: string;
  EndUtc: string;
  ResourceId: string;
  VehicleNumberPlate: string;
  OrderNumbers: string;
  Note?: string | null;
  ExtCustomFieldVarchar1?: string | null;
}

let planner: APIRequestContext;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  origin = baseURL!;
  planner = await request.newContext({
    baseURL,
    storageState: storageStateOf('planner'),
    extraHTTPHeaders: { Origin: baseURL! },
  });
});
test.afterAll(async () => planner.dispose());

/**
 * 09:00 UTC of a day Brno is open, 50+ days ahead (beyond the demo data): inside Brno's opening hours in any season.
 */
async function freeSlot(offsetDays: number): Promise<Date> {
  const { office } = (await loadSite(planner)).branch('BRN');
  return new Date(`${openDay(office, offsetDays)}T09:00:00Z`);
}

async function catalog() {
  const resources = (
    (await (await planner.get('/api/resources')).json()) as {
      resources: { Id: string; ShortName: string; BranchOfficeId: string }[];
    }
  ).resources;
  const units = ((await (await planner.get('/api/units')).json()) as { units: { id: string; name: string }[] }).units;
  const ramp = resources.find((r) => r.ShortName.startsWith('BRN'))!;
  const truck = units.find((u) => u.name === 'Truck') ?? units[0]!;
  return { resources, units, ramp, truck };
}

test('lookups: ramps, vehicle types and units', async () => {
  const { resources, units } = await catalog();
  expect(resources.length).toBeGreaterThanOrEqual(12);
  expect(units.length).toBeGreaterThan(0);
  const types = (await (await planner.get('/api/vehicle-types')).json()) as {
    vehicleTypes: { Id: string; VehicleTypeName: string }[];
  };
  expect(types.vehicleTypes.length).toBeGreaterThan(0);
});

test('a day of reservations matches the service, each once, and a branch filter narrows it', async () => {
  const { office, ramps: brno } = (await loadSite(planner)).branch('BRN');
  const from = new Date(`${await busyDay(planner, office, brno[0]!)}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const response = await planner.get(`/api/reservations?from=${from.toISOString()}&to=${to.toISOString()}`);
  expect(response.status()).toBe(200);
  const { reservations } = (await response.json()) as { reservations: Reservation[] };
  expect(reservations.length).toBeGreaterThan(0);
  expect(new Set(reservations.map((r) => r.Id)).size).toBe(reservations.length);
  const filter = encodeURIComponent(`StartUtc ge ${from.toISOString()} and StartUtc lt ${to.toISOString()}`);
  const direct = await emulatorGet<Reservation[]>(
    planner,
    `/v3/demo/Reservations?$filter=${filter}&$orderby=StartUtc asc,Id asc&$top=1000`,
  );
  expect(reservations.map((r) => r.Id).sort()).toEqual(direct.map((r) => r.Id).sort());

  const { resources } = await catalog();
  const branch = resources[0]!.BranchOfficeId;
  const narrowed = (await (
    await planner.get(`/api/reservations?from=${from.toISOString()}&to=${to.toISOString()}&branchOfficeId=${branch}`)
  ).json()) as { reservations: Reservation[] };
  const ramps = new Set(resources.filter((r) => r.BranchOfficeId === branch).map((r) => r.Id));
  expect(narrowed.reservations.every((r) => ramps.has(r.ResourceId))).toBe(true);
  expect(narrowed.reservations.length).toBeLessThanOrEqual(reservations.length);
});

test('bad input is refused with the field named, and nothing reaches the service', async () => {
  const admin = await request.newContext({ baseURL: origin, storageState: storageStateOf('admin') });
  type Call = { id: number; method: string; path: string; query: string; status: number | null };
  const calls = async () => ((await (await admin.get('/api/admin/upstream-calls')).json()) as { calls: Call[] }).calls;
  const before = (await calls())[0]?.id ?? 0;
  const badId = await planner.get('/api/reservations/not-a-guid');
  expect(badId.status()).toBe(400);
  expect(await badId.json()).toMatchObject({ error: { code: 'invalid_request', details: [{ field: 'id' }] } });
  const badRange = await planner.get('/api/reservations?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z');
  expect(badRange.status()).toBe(400);
  expect(await badRange.json()).toMatchObject({ error: { details: [{ field: 'to', message: 'must be after from' }] } });
  const badBody = await planner.post('/api/reservations', {
    data: { ResourceId: 'x', Start: 'tomorrow', NumberOfUnits: 0 },
  });
  expect(badBody.status()).toBe(422);
  const fields = ((await badBody.json()) as { error: { details: { field: string }[] } }).error.details.map(
    (d) => d.field,
  );
  expect(fields).toEqual(expect.arrayContaining(['ResourceId', 'Start', 'UnitId', 'NumberOfUnits']));
  // Other workers call the service meanwhile, so look for what only these requests could have caused: the bad
  // id in a path, the bad range in a query, or a create the service itself refused as malformed (400).
  await new Promise((r) => setTimeout(r, 500)); // logging is fire-and-forget; absence cannot be polled for
  const mine = (await calls()).filter(
    (c) =>
      c.id > before &&
      (c.path.includes('not-a-guid') || c.query.includes('2026-01-02') || (c.method === 'POST' && c.status === 400)),
  );
  expect(mine).toEqual([]);
  await admin.dispose();
});

test('create, read, edit, note and custom field, and a refused clash — confirmed at the service', async () => {
  const { ramp, truck } = await catalog();
  const start = await freeSlot(50);
  const created = await planner.post('/api/reservations', {
    data: {
      ResourceId: ramp.Id,
      Start: start.toISOString(),
      UnitId: truck.id,
      NumberOfUnits: 2,
      Carrier: "O'Brien & Sons",
      VehicleNumberPlate: '1AB 2345',
    },
  });
  expect(created.status()).toBe(201);
  const { reservation } = (await created.json()) as { reservation: Reservation };
  expect(new Date(reservation.StartUtc).getTime()).toBe(start.getTime());

  const read = (await (await planner.get(`/api/reservations/${reservation.Id}`)).json()) as {
    reservation: Reservation;
  };
  expect(read.reservation.ReservationNumber).toBe(reservation.ReservationNumber);

  const edited = await planner.put(`/api/reservations/${reservation.Id}`, {
    data: { VehicleNumberPlate: '9ZZ 9999', TrailerNumberPlate: 'TR 1' },
  });
  expect(edited.status()).toBe(200);
  const noted = await planner.post(`/api/reservations/${reservation.Id}/note`, {
    data: { Note: 'Call the gate first', ExtCustomFieldVarchar1: 'dock seal' },
  });
  expect(noted.status()).toBe(200);

  const atService = await emulatorGet<Reservation>(planner, `/v3/demo/Reservations/${reservation.Id}`);
  expect(atService).toMatchObject({
    VehicleNumberPlate: '9ZZ 9999',
    Note: 'Call the gate first',
    ExtCustomFieldVarchar1: 'dock seal',
    ResourceId: ramp.Id,
  });

  const clash = await planner.post('/api/reservations', {
    data: {
      ResourceId: ramp.Id,
      Start: new Date(start.getTime() + 15 * 60_000).toISOString(),
      UnitId: truck.id,
      NumberOfUnits: 1,
    },
  });
  expect(clash.status()).toBe(409);
  expect(((await clash.json()) as { error: { message: string } }).error.message).toContain(
    reservation.ReservationNumber,
  );

  const closed = new Date(start);
  closed.setUTCHours(2, 0, 0, 0);
  const outside = await planner.post('/api/reservations', {
    data: { ResourceId: ramp.Id, Start: closed.toISOString(), UnitId: truck.id, NumberOfUnits: 1 },
  });
  expect(outside.status()).toBe(422);
  expect(await outside.json()).toMatchObject({
    error: { details: expect.arrayContaining([expect.objectContaining({ field: 'Start' })]) },
  });

  const notWritable = await planner.post(`/api/reservations/${reservation.Id}/note`, { data: { Carrier: 'x' } });
  expect(notWritable.status()).toBe(422);
});

test('orders: create with rows, search with awkward characters, convert to a reservation, delete', async () => {
  const companies = (await (await planner.get('/api/companies')).json()) as {
    companies: { Id: string; CompanyName: string; IsSupplier?: boolean | null }[];
  };
  const supplier = companies.companies.find((c) => c.IsSupplier) ?? companies.companies[0]!;
  const number = `PO-${Date.now()}-'%+)`;
  const created = await planner.post('/api/orders', {
    data: { OrderNumber: number, SupplierId: supplier.Id, Note: 'e2e' },
  });
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as {
    order: { Id: string; OrderNumber: string; ExistsInReservation: boolean };
  };
  expect(order).toMatchObject({ OrderNumber: number, ExistsInReservation: false });

  const found = (await (await planner.get(`/api/orders?search=${encodeURIComponent("'%+)")}`)).json()) as {
    orders: { Id: string }[];
  };
  expect(found.orders.map((o) => o.Id)).toContain(order.Id);
  const inCart = (await (await planner.get('/api/orders?inCart=true')).json()) as { orders: { Id: string }[] };
  expect(inCart.orders.map((o) => o.Id)).toContain(order.Id);

  const row = await planner.post(`/api/orders/${order.Id}/rows`, {
    data: { ItemCode: 'SKU-1', ItemName: 'Widgets', Quantity: 12 },
  });
  expect(row.status()).toBe(201);
  const { row: created1 } = (await row.json()) as { row: { Id: string } };
  expect((await planner.patch(`/api/order-rows/${created1.Id}`, { data: { Quantity: 24 } })).status()).toBe(200);
  const rows = (await (await planner.get(`/api/orders/${order.Id}/rows`)).json()) as {
    rows: { Id: string; Quantity: number }[];
  };
  expect(rows.rows.find((r) => r.Id === created1.Id)?.Quantity).toBe(24);
  expect((await planner.patch(`/api/orders/${order.Id}`, { data: { Note: 'changed' } })).status()).toBe(200);

  const { ramp, truck } = await catalog();
  const converted = await planner.post('/api/reservations/from-orders', {
    data: {
      OrderIds: [order.Id],
      ResourceId: ramp.Id,
      Date: (await freeSlot(55)).toISOString(),
      UnitId: truck.id,
      NumberOfUnits: 1,
    },
  });
  expect(converted.status()).toBe(201);
  const { reservation } = (await converted.json()) as { reservation: Reservation };
  expect(reservation.OrderNumbers).toContain(number);
  const again = (await (await planner.get(`/api/orders/${order.Id}`)).json()) as {
    order: { ExistsInReservation: boolean };
  };
  expect(again.order.ExistsInReservation).toBe(true);
  const twice = await planner.post('/api/reservations/from-orders', {
    data: { OrderIds: [order.Id], ResourceId: ramp.Id, Date: (await freeSlot(56)).toISOString() },
  });
  expect(twice.status()).toBe(409);

  const spare = (await (
    await planner.post('/api/orders', { data: { OrderNumber: `PO-${Date.now()}-spare`, SupplierId: supplier.Id } })
  ).json()) as { order: { Id: string } };
  expect((await planner.delete(`/api/orders/${spare.order.Id}`)).status()).toBe(204);
  expect((await planner.get(`/api/orders/${spare.order.Id}`)).status()).toBe(404);
  expect((await planner.delete(`/api/order-rows/${created1.Id}`)).status()).toBe(204);
});
