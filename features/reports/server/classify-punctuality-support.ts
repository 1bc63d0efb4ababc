import { classifyPunctuality } from './classify-punctuality';

// The punctuality definitions on hand-made slots: each time is written as the dock's wall clock with its offset,
// so the cases at midnight and on the clock-change nights show what a wall-clock subtraction would get wrong.

const MIN = 60_000;
const utc = (local: string) => new Date(local).toISOString();
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MIN).toISOString();

type Slot = Parameters<typeof classifyPunctuality>[0];

const START = utc('2026-06-10T08:00:00+02:00');
/** A one-hour Approved slot at 08:00 in Brno (summer time), with whatever the case adds. */
const slot = (extra: Partial<Slot> = {}, start = START, minutes = 60): Slot => ({
  StartUtc: start,
  EndUtc: plus(start, minutes),
  ApprovalStatus: 'Approved',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
  CarrierNotArrived: false,
  ...extra,
});
const arrivedAt = (minutes: number, extra: Partial<Slot> = {}) =>
  slot({ RealGateVehicleArrivalUtc: plus(START, minutes), ...extra });
/** Long after every slot here: a slot without an arrival is over. */
const LATER = Date.parse('2026-12-31T00:00:00Z');

export { MIN, utc, plus, type Slot, START, slot, arrivedAt, LATER };
