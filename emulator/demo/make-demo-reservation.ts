// One demo reservation as a real site would show it at `now` (slot, carrier, plates, approval, gate times), and the
// walk over open days and ramps that lays them out.
import { TZDate } from '@date-fns/tz';
import { localTime } from '../domain/check-slot';
import type { BranchOffice, Company, Reservation, Resource } from '../domain/types';
import { createPrng, type Prng } from '../lib/create-prng';
import type { Snapshot } from '../store/emulator-state';
import { newReservation } from '../store/reservation-record';
import { DRIVERS, LATE_PRONE_CARRIERS, NOTES, UNITS } from './demo-catalog';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type DemoContext = {
  prng: Prng;
  now: number;
  snapshot: Snapshot;
  carriers: Company[];
  suppliers: Company[];
  orderSeq: number;
};

/**
 * Calls back with the opening window (epoch ms) and local weekday (0 = Sunday) of each open local day in [daysFrom,
 * daysTo] around today.
 */
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
  ctx: DemoContext,
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

export function makeReservation(
  ctx: DemoContext,
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

/**
 * Sets approval and lifecycle stage as a real site would show them at `now`; one that always runs is approved and never
 * missed.
 */
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
  const letter = () => letters[prng.int(0, letters.length - 1)];
  return `${prng.int(1, 9)}${letter()}${letter()} ${prng.int(1000, 9999)}`;
}
