// The business rules of a slot: known ramp and unit, length from unit × count, opening hours in the branch's zone, one
// reservation per ramp at a time.
import { TZDate } from '@date-fns/tz';
import { EmulatorError, unprocessable } from '../lib/emulator-error';
import type { ReservationIndex } from '../store/reservation-index';
import type { BranchOffice, Resource, Unit } from './types';

export const MAX_SLOT_MINUTES = 12 * 60;

export interface SlotRequest {
  resourceId: string;
  start: number;
  unitId: string;
  numberOfUnits: number;
  /** The reservation being changed, which never clashes with itself. */
  ignoreId?: string;
}

export interface SlotLookups {
  resources: Map<string, Resource>;
  units: Map<string, Unit>;
  branchOffices: Map<string, BranchOffice>;
  reservations: ReservationIndex;
}

export interface CheckedSlot {
  end: number;
  branchOfficeId: string;
}

/** Throws 422 (unknown reference, too long, outside opening hours) or 409 (clash); returns the slot's end otherwise. */
export function checkSlot(req: SlotRequest, db: SlotLookups, fields = { start: 'Start' }): CheckedSlot {
  const resource = db.resources.get(req.resourceId.toLowerCase());
  if (!resource)
    throw unprocessable('UNKNOWN_RESOURCE', 'ResourceId', `ResourceId ${req.resourceId} is not a known resource`);
  const unit = db.units.get(req.unitId.toLowerCase());
  if (!unit) throw unprocessable('UNKNOWN_UNIT', 'UnitId', `UnitId ${req.unitId} is not a known unit`);
  const minutes = unit.MinutesPerUnit * req.numberOfUnits;
  if (req.numberOfUnits < 1 || minutes > MAX_SLOT_MINUTES) {
    throw unprocessable(
      'SLOT_TOO_LONG',
      'NumberOfUnits',
      `NumberOfUnits must give a slot of 1 to ${MAX_SLOT_MINUTES} minutes (${unit.UnitName} is ` +
        `${unit.MinutesPerUnit} minutes each)`,
    );
  }
  const end = req.start + minutes * 60_000;
  const office = db.branchOffices.get(resource.BranchOfficeId)!;
  if (!isWithinOpeningHours(office, req.start, end)) {
    throw unprocessable(
      'OUTSIDE_OPENING_HOURS',
      fields.start,
      `The slot ${new Date(req.start).toISOString()}–${new Date(end).toISOString()} is outside the opening hours ` +
        `of ${office.BranchOfficeName} (${describeOpeningHours(office)}, ${office.TimeZone})`,
    );
  }
  const clash = db.reservations.findOverlaps(resource.Id, req.start, end, req.ignoreId)[0];
  if (clash) {
    throw new EmulatorError(
      409,
      'SLOT_CONFLICT',
      `Resource ${resource.ResourceName} is already taken by reservation ${clash.ReservationNumber} (${clash.Id}` +
        `) from ${new Date(clash.StartUtc).toISOString()} to ${new Date(clash.EndUtc).toISOString()}`,
      [{ field: fields.start, message: `overlaps reservation ${clash.ReservationNumber}` }],
      { conflictingReservation: { Id: clash.Id, ReservationNumber: clash.ReservationNumber } },
    );
  }
  return { end, branchOfficeId: office.Id };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when [start, end) lies inside one local opening window of the office. */
export function isWithinOpeningHours(office: BranchOffice, start: number, end: number): boolean {
  const days = office.OpenDays.split(',').map(Number);
  const s = new TZDate(start, office.TimeZone);
  if (!days.includes(s.getDay())) return false;
  const from = minutesOf(office.OpenFrom);
  const to = minutesOf(office.OpenTo);
  const startMinutes = s.getHours() * 60 + s.getMinutes() + s.getSeconds() / 60;
  const e = new TZDate(end, office.TimeZone);
  const sameDay = e.getDate() === s.getDate();
  const endMinutes = sameDay
    ? e.getHours() * 60 + e.getMinutes() + e.getSeconds() / 60
    : e.getHours() === 0 && e.getMinutes() === 0 && e.getSeconds() === 0
      ? 1440
      : Infinity;
  return startMinutes >= from && endMinutes <= to && end > start;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function describeOpeningHours(office: BranchOffice): string {
  const days = office.OpenDays.split(',')
    .map((d) => DAY_NAMES[Number(d)])
    .join(',');
  return `${days} ${office.OpenFrom}-${office.OpenTo}`;
}

/** Epoch ms of a local wall-clock time in the office's zone (used by the demo data and live site). */
export function localTime(office: BranchOffice, year: number, month: number, day: number, hhmm: string): number {
  const m = minutesOf(hhmm);
  return new TZDate(year, month, day, Math.floor(m / 60), m % 60, office.TimeZone).getTime();
}
