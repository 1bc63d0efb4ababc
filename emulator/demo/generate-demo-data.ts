// Builds the demo site from a seed, relative to today: offices, ramps, units, companies, orders and five weeks of
// reservations.
import { randomBytes } from 'node:crypto';
import type {
  BranchOffice,
  Company,
  DeletedReservation,
  Order,
  OrderRow,
  Reservation,
  Resource,
  Unit,
  VehicleType,
} from '../domain/types';
import { createPrng, type Prng } from '../lib/create-prng';
import type { Snapshot } from '../store/emulator-state';
import { RESERVATION_ROW_FIELDS, toRow } from '../store/reservation-record';
import {
  BRANCH_OFFICES,
  CARRIERS,
  CROSS_DOCK,
  DEMO_FILL,
  ITEMS,
  SHUTTLE_MINUTES,
  SUPPLIERS,
  UNITS,
  VEHICLE_TYPES,
} from './demo-catalog';
import { fillRampDay, forEachOpenDay, makeReservation, type DemoContext } from './make-demo-reservation';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const DEMO_DAYS_BACK = 14;
export const DEMO_DAYS_AHEAD = 21;

export function generateDemoData(seed: number, now: number): Snapshot {
  const prng = createPrng(seed);
  // The cross-dock's own stream: the two sites' ids and slots do not depend on it.
  const crossPrng = createPrng(seed ^ 0x0c0ffee);
  const office = (b: (typeof BRANCH_OFFICES)[number] | typeof CROSS_DOCK, p: Prng): BranchOffice => ({
    Id: p.guid(),
    BranchOfficeName: b.name,
    TimeZone: b.timeZone,
    OpenDays: b.openDays,
    OpenFrom: b.openFrom,
    OpenTo: b.openTo,
  });
  const rampsOf = (b: (typeof BRANCH_OFFICES)[number] | typeof CROSS_DOCK, officeId: string, p: Prng): Resource[] =>
    Array.from({ length: b.ramps }, (_, i) => ({
      Id: p.guid(),
      ResourceName: `${b.name} ramp ${i + 1}`,
      ShortName: `${b.name.slice(0, 3).toUpperCase()}-${i + 1}`,
      ResourceNameLocalized: `${b.prefix} ${i + 1}`,
      BranchOfficeId: officeId,
    }));
  const branchOffices: BranchOffice[] = BRANCH_OFFICES.map((b) => office(b, prng));
  const resources: Resource[] = BRANCH_OFFICES.flatMap((b, bi) => rampsOf(b, branchOffices[bi]!.Id, prng));
  const crossDock = office(CROSS_DOCK, crossPrng);
  const crossRamps = rampsOf(CROSS_DOCK, crossDock.Id, crossPrng);
  branchOffices.push(crossDock);
  resources.push(...crossRamps);
  const units: Unit[] = UNITS.map((u) => ({ Id: prng.guid(), UnitName: u.name, MinutesPerUnit: u.minutes }));
  const vehicleTypes: VehicleType[] = VEHICLE_TYPES.map((name) => ({ Id: prng.guid(), VehicleTypeName: name }));
  const created = now - 90 * DAY;
  const company = (row: readonly [string, string, string], carrier: boolean): Company => ({
    Id: prng.guid(),
    CompanyName: row[0],
    CompanyNumber: String(prng.int(10_000_000, 99_999_999)),
    City: row[1],
    CountryCode: row[2],
    IsCarrier: carrier,
    IsSupplier: !carrier,
    Created: created,
    Updated: created,
  });
  const carriers = CARRIERS.map((c) => company(c, true));
  const suppliers = SUPPLIERS.map((s) => company(s, false));

  const snapshot: Snapshot = {
    version: 1,
    seed,
    tenantId: prng.guid(),
    jwtSecret: randomBytes(32).toString('hex'),
    nextReservationNumber: 1,
    branchOffices,
    resources,
    units,
    vehicleTypes,
    companies: [...carriers, ...suppliers],
    orders: [],
    orderRows: [],
    reservationFields: [],
    reservations: [],
    deleted: [],
    pendingDeliveries: [],
  };
  const ctx = { prng, now, snapshot, carriers, suppliers, orderSeq: 10_000 };
  const reservations: Reservation[] = [];
  BRANCH_OFFICES.forEach((b, bi) => {
    const office = branchOffices[bi]!;
    const ramps = resources.filter((r) => r.BranchOfficeId === office.Id);
    const quiet: readonly number[] = b.quietDays;
    forEachOpenDay(office, now, -DEMO_DAYS_BACK, DEMO_DAYS_AHEAD, (open, close, _offset, weekday) => {
      const fill = quiet.includes(weekday) ? DEMO_FILL.quiet : DEMO_FILL.usual;
      for (const ramp of ramps) fillRampDay(ctx, reservations, ramp, open, close, fill);
    });
  });
  const shuttles = new Set<string>();
  const crossCtx = { ...ctx, prng: crossPrng };
  const [shuttleRamp, ...otherCrossRamps] = crossRamps;
  forEachOpenDay(crossDock, now, -DEMO_DAYS_BACK, DEMO_DAYS_AHEAD, (open, close, _offset, weekday) => {
    const fill = (CROSS_DOCK.quietDays as readonly number[]).includes(weekday) ? DEMO_FILL.quiet : DEMO_FILL.usual;
    for (const ramp of otherCrossRamps) fillRampDay(crossCtx, reservations, ramp, open, close, fill);
    // Hour after hour in absolute time: a day the clocks change has 23 or 25 of them, none across midnight.
    for (let t = open; t + SHUTTLE_MINUTES * MINUTE <= close; t += SHUTTLE_MINUTES * MINUTE) {
      const r = makeReservation(
        crossCtx,
        shuttleRamp!,
        snapshot.units[0]!.Id,
        SHUTTLE_MINUTES / UNITS[0].minutes,
        t,
        t + SHUTTLE_MINUTES * MINUTE,
        { alwaysRuns: true },
      );
      shuttles.add(r.Id);
      reservations.push(r);
    }
  });
  reservations.sort((a, b) => a.StartUtc - b.StartUtc);
  for (const r of reservations) {
    r.ReservationNumber = `R${String(snapshot.nextReservationNumber++).padStart(7, '0')}`;
    if (prng.chance(0.2)) attachOrders(ctx, r);
  }
  // A few reservations were deleted already, so the deleted audit has something to show.
  const deleted: DeletedReservation[] = [];
  for (let i = 0; i < 6 && reservations.length > 10; i++) {
    const at = prng.int(0, reservations.length - 1);
    // The shuttle runs every hour: never one of the deleted.
    if (shuttles.has(reservations[at]!.Id)) continue;
    const r = reservations.splice(at, 1)[0]!;
    if (r.OrderNumbers) {
      // its orders go back to the cart, as they would when a planner deletes the slot
      for (const o of snapshot.orders)
        if (o.ReservationId === r.Id) Object.assign(o, { ReservationId: null, ExistsInReservation: false });
    }
    deleted.push({
      Id: r.Id,
      ReservationNumber: r.ReservationNumber,
      StartUtc: r.StartUtc,
      EndUtc: r.EndUtc,
      ResourceId: r.ResourceId,
      DeletedUtc: Math.min(now, r.Updated + DAY),
    });
  }
  snapshot.deleted = deleted;
  snapshot.reservationFields = RESERVATION_ROW_FIELDS;
  snapshot.reservations = reservations.map(toRow);
  // Orders still in the cart: not yet turned into a reservation.
  for (let i = 0; i < 24; i++) createOrder(ctx, null, now + prng.int(1, DEMO_DAYS_AHEAD) * DAY);
  return snapshot;
}

function attachOrders(ctx: DemoContext, r: Reservation): void {
  const orders = Array.from({ length: ctx.prng.int(1, 2) }, () => createOrder(ctx, r.Id, r.StartUtc));
  r.OrderNumbers = orders.map((o) => o.OrderNumber).join(', ');
  r.SupplierNames = [
    ...new Set(orders.map((o) => ctx.snapshot.companies.find((c) => c.Id === o.SupplierId)!.CompanyName)),
  ].join(', ');
}

function createOrder(ctx: DemoContext, reservationId: string | null, delivery: number): Order {
  const { prng, snapshot } = ctx;
  const created = Math.min(ctx.now - MINUTE, delivery - prng.int(2, 14) * DAY);
  const order: Order = {
    Id: prng.guid(),
    OrderNumber: `PO-${ctx.orderSeq++}`,
    SupplierId: prng.pick(ctx.suppliers).Id,
    DeliveryDate: new Date(delivery).toISOString().slice(0, 10),
    Confirmed: reservationId !== null || prng.chance(0.5),
    Note: null,
    ExistsInReservation: reservationId !== null,
    ReservationId: reservationId,
    Created: created,
    Updated: created,
  };
  snapshot.orders.push(order);
  const rows: OrderRow[] = Array.from({ length: prng.int(1, 4) }, (_, i) => {
    const item = prng.pick(ITEMS);
    return {
      Id: prng.guid(),
      OrderId: order.Id,
      LineNumber: (i + 1) * 10,
      ItemCode: item[0],
      ItemName: item[1],
      Quantity: prng.int(1, 40),
      UnitOfMeasure: item[2],
    };
  });
  snapshot.orderRows.push(...rows);
  return order;
}
