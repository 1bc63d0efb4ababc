// Builds the demo site from a seed, relative to today: offices, ramps, units, companies, orders and five weeks of reservations.
import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { localTime } from '../domain/check-slot';
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
import { newReservation, RESERVATION_ROW_FIELDS, toRow } from '../store/reservation-record';
import {
  BRANCH_OFFICES,
  CARRIERS,
  CROSS_DOCK,
  DEMO_FILL,
  DRIVERS,
  ITEMS,
  LATE_PRONE_CARRIERS,
  NOTES,
  SHUTTLE_MINUTES,
  SUPPLIERS,
  UNITS,
  VEHICLE_TYPES,
} from './demo-catalog';

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

type Ctx = { prng: Prng; now: number; snapshot: Snapshot; carriers: Company[]; suppliers: Company[]; orderSeq: number };

/** Calls back with the opening window (epoch ms) and local weekday (0 = Sunday) of each open local day in [daysFrom, daysTo] around today. */
export function forEachOpenDay(
  office: BranchOffice,
  now: number,
  daysFrom: number,
  daysTo: number,
  fn: (open: number, close: number, dayOffset: number, weekday: number) => void,
): void {
  const today = new TZDate(now, office.TimeZone);
  const openDays = office.OpenDays.split(',').map(Number);
  for (let k = daysFrom; k <= daysTo; k++) {
    const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + k));
    if (!openDays.includes(d.getUTCDay())) continue;
    fn(
      localTime(office, d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), office.OpenFrom),
      localTime(office, d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), office.OpenTo),
      k,
      d.getUTCDay(),
    );
  }
}

/** Lays slots on one ramp for one day, on a 15-minute grid; `fill` is the share of time booked. */
export function fillRampDay(
  ctx: Ctx,
  out: Reservation[],
  ramp: Resource,
  open: number,
  close: number,
  fill: number,
  isFree?: (start: number, end: number) => boolean,
): void {
  const { prng } = ctx;
  let t = open + prng.int(0, 4) * 15 * MINUTE;
  while (t < close) {
    const u = prng.int(0, UNITS.length - 1);
    const count = prng.pick(UNITS[u]!.counts);
    const dur = UNITS[u]!.minutes * count * MINUTE;
    if (t + dur > close) break;
    if (prng.chance(fill) && (!isFree || isFree(t, t + dur))) {
      out.push(makeReservation(ctx, ramp, ctx.snapshot.units[u]!.Id, count, t, t + dur));
      t += dur;
    } else {
      t += 15 * MINUTE * prng.int(1, 4);
    }
  }
}

function makeReservation(
  ctx: Ctx,
  ramp: Resource,
  unitId: string,
  count: number,
  start: number,
  end: number,
  kind: { alwaysRuns?: boolean } = {},
): Reservation {
  const { prng, now } = ctx;
  const carrier = prng.chance(0.9) ? prng.pick(ctx.carriers) : null;
  const created = Math.min(now - MINUTE, start - prng.int(1, 10) * DAY);
  const r = newReservation({
    Id: prng.guid(),
    ReservationNumber: '',
    StartUtc: start,
    EndUtc: end,
    ResourceId: ramp.Id,
    BranchOfficeId: ramp.BranchOfficeId,
    UnitId: unitId,
    NumberOfUnits: count,
    Carrier: carrier?.CompanyName ?? '',
    CarrierId: carrier?.Id ?? null,
    VehicleTypeId: prng.pick(ctx.snapshot.vehicleTypes).Id,
    VehicleNumberPlate: plate(prng),
    TrailerNumberPlate: prng.chance(0.6) ? plate(prng) : '',
    CarrierDriverFullName: prng.chance(0.8) ? prng.pick(DRIVERS) : '',
    Note: prng.chance(0.2) ? prng.pick(NOTES) : '',
    Created: created,
    Updated: created,
  });
  if (prng.chance(0.3)) r.ExtCustomFieldVarchar1 = `Gate ${prng.pick(['A', 'B', 'C'])}`;
  if (prng.chance(0.2)) r.ExtCustomFieldBit1 = prng.chance(0.5);
  // A child stream, so the main sequence (ids, slots) does not depend on the time of day the data is made.
  applyLifecycle(createPrng(prng.int(0, 2 ** 31)), r, now, kind.alwaysRuns ?? false);
  return r;
}

/** Sets approval and lifecycle stage as a real site would show them at `now`; one that always runs is approved and never missed. */
function applyLifecycle(prng: Prng, r: Reservation, now: number, alwaysRuns: boolean): void {
  const roll = alwaysRuns ? 0.5 : prng.next();
  if (r.EndUtc <= now) {
    r.ApprovalStatus = roll < 0.07 ? 'Rejected' : 'Approved';
    if (r.ApprovalStatus === 'Approved') {
      if (!alwaysRuns && prng.chance(0.06)) r.CarrierNotArrived = true;
      else {
        const arrival = r.StartUtc + arrivalOffsetMinutes(prng.next(), alwaysRuns ? null : r.Carrier) * MINUTE;
        // A truck late past now has not come yet: the gate still waits for it.
        if (arrival > now) return finishLifecycle(r, now);
        r.RealGateVehicleArrivalUtc = arrival;
        // Unloading starts once the truck is there and its slot has begun, and a late truck is done later.
        const lateBy = Math.max(0, r.RealGateVehicleArrivalUtc - r.StartUtc);
        const started = r.StartUtc + lateBy + prng.int(0, 5) * MINUTE;
        const completed = Math.max(started + MINUTE, r.EndUtc + lateBy - prng.int(0, 5) * MINUTE);
        const delivered = prng.chance(0.9);
        const departure = completed + prng.int(2, 30) * MINUTE;
        // Only what has happened by now is recorded.
        if (started <= now) r.ProcessingStartedUtc = started;
        if (completed <= now) r.ProcessingCompletedUtc = completed;
        if (completed <= now && delivered) r.DeliveredUtc = completed;
        if (departure <= now) r.RealGateVehicleDepartureUtc = departure;
      }
    }
  } else if (r.StartUtc <= now) {
    r.ApprovalStatus = 'Approved';
    r.RealGateVehicleArrivalUtc = r.StartUtc - prng.int(0, 15) * MINUTE;
    if (now - r.StartUtc > 5 * MINUTE) r.ProcessingStartedUtc = r.StartUtc + 5 * MINUTE;
  } else {
    const soon = r.StartUtc - now < DAY;
    r.ApprovalStatus = roll < (soon ? 0.85 : 0.55) ? 'Approved' : roll < 0.92 ? 'Pending' : 'Rejected';
  }
  finishLifecycle(r, now);
}

function finishLifecycle(r: Reservation, now: number): void {
  const last = Math.max(
    r.Created,
    r.RealGateVehicleDepartureUtc ?? 0,
    r.DeliveredUtc ?? 0,
    r.RealGateVehicleArrivalUtc ?? 0,
  );
  r.Updated = Math.min(now, last);
}

/**
 * Minutes from slot start to gate arrival for a uniform draw `u`: most trucks come within a quarter of an hour of
 * their slot, some come early, some late, and the carriers of LATE_PRONE_CARRIERS are late three times as often, so
 * the punctuality report has something to tell. A shuttle (carrier null) keeps to its timetable.
 */
export function arrivalOffsetMinutes(u: number, carrier: string | null): number {
  if (carrier === null) return Math.round(u * 15) - 10;
  const lateShare = (LATE_PRONE_CARRIERS as readonly string[]).includes(carrier) ? 0.36 : 0.12;
  const earlyShare = 0.1;
  if (u < earlyShare) return -45 + Math.round((u / earlyShare) * 29);
  if (u >= 1 - lateShare) return 16 + Math.round(((u - (1 - lateShare)) / lateShare) * 59);
  return Math.round(((u - earlyShare) / (1 - lateShare - earlyShare)) * 30) - 15;
}

function plate(prng: Prng): string {
  const letters = 'ABCEHJKLMNPSTUZ';
  return `${prng.int(1, 9)}${letters[prng.int(0, letters.length - 1)]}${letters[prng.int(0, letters.length - 1)]} ${prng.int(1000, 9999)}`;
}

function attachOrders(ctx: Ctx, r: Reservation): void {
  const orders = Array.from({ length: ctx.prng.int(1, 2) }, () => createOrder(ctx, r.Id, r.StartUtc));
  r.OrderNumbers = orders.map((o) => o.OrderNumber).join(', ');
  r.SupplierNames = [
    ...new Set(orders.map((o) => ctx.snapshot.companies.find((c) => c.Id === o.SupplierId)!.CompanyName)),
  ].join(', ');
}

function createOrder(ctx: Ctx, reservationId: string | null, delivery: number): Order {
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
