import type { PunctualityOutcome } from '../contract';

const MINUTE = 60_000;

export interface PunctualityInput {
  StartUtc: string;
  EndUtc: string;
  ApprovalStatus: string;
  RealGateVehicleArrivalUtc?: string | null;
  RealGateVehicleDepartureUtc?: string | null;
  CarrierNotArrived?: boolean | null;
}

export interface Punctuality {
  outcome: PunctualityOutcome;
  /** Arrival minus slot start, minutes (negative: early); null before arrival. */
  delayMinutes: number | null;
  /** Arrival → departure. */
  dwellMinutes: number | null;
  /** The later of arrival and slot start → departure: the warehouse's own time once the truck was there and due. */
  turnaroundMinutes: number | null;
}

const time = (v: string | null | undefined) => (v ? Date.parse(v) : null);

/**
 * How one reservation counts in the punctuality report at `now` (features/reports/contract.ts says it in words). The
 * SQL of build-punctuality-report.ts follows the same order of rules; the integration test holds the two together.
 * Elapsed minutes are real ones, so a slot across a clock change is measured as the clock on the wall never could.
 */
export function classifyPunctuality(r: PunctualityInput, toleranceMinutes: number, now: number): Punctuality {
  const start = Date.parse(r.StartUtc);
  const arrival = time(r.RealGateVehicleArrivalUtc);
  const departure = time(r.RealGateVehicleDepartureUtc);
  const delayMinutes = arrival === null ? null : (arrival - start) / MINUTE;
  const onSite = arrival !== null && departure !== null;
  return {
    outcome: outcomeOf(r, delayMinutes, toleranceMinutes, now),
    delayMinutes,
    dwellMinutes: onSite ? (departure - arrival) / MINUTE : null,
    turnaroundMinutes: onSite ? (departure - Math.max(arrival, start)) / MINUTE : null,
  };
}

function outcomeOf(r: PunctualityInput, delay: number | null, tolerance: number, now: number): PunctualityOutcome {
  if (delay !== null) return delay < -tolerance ? 'early' : delay > tolerance ? 'late' : 'onTime';
  if (r.CarrierNotArrived === true) return 'noShow';
  if (r.ApprovalStatus !== 'Approved') return 'notApproved';
  return Date.parse(r.EndUtc) <= now ? 'noShow' : 'open';
}
