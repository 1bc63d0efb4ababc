// The gate desk's view of one branch office: which trucks are expected, late, on site, gone, missing or not cleared.
// Only what the service recorded counts (arrival and departure come from the gate and its cameras): nothing here
// guesses that a truck has come or gone.
import { type GridReservation } from '@/lib/contracts';
import { toSearchKey } from '@/features/search';
import { formatDuration, localDateOf, localMidnightUtc } from '@/lib/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** "Expected" means starting within this long; later ones wait in "later today". */
export const EXPECTED_WITHIN_MS = 2 * HOUR;
/** A night shift does not end at midnight: before 06:00 the gate still shows the evening's trucks. */
const NIGHT_BEFORE_MS = 6 * HOUR;

/** In the order the gate shows them: what needs someone at the gate first, what is over last. */
export const GATE_SECTIONS = ['late', 'expected', 'onSite', 'noShow', 'notApproved', 'later', 'departed'] as const;
export type GateSection = (typeof GATE_SECTIONS)[number];

export interface GateWindow {
  /** The local day the view is of (YYYY-MM-DD). */
  day: string;
  /** The slot starts it reads, [from, to) in UTC ms. */
  from: number;
  to: number;
}

/**
 * The slots the gate shows at `now`: today in the branch's zone, from six hours before now when that is earlier
 * than midnight (a night shift's trucks do not vanish at 00:00), to two hours after now when that is past the next
 * midnight (the first trucks of tomorrow are expected too). Hours are whole, so the window changes once an hour.
 */
export function gateWindow(now: number, timeZone: string): GateWindow {
  const day = localDateOf(now, timeZone);
  const hour = Math.floor(now / HOUR) * HOUR;
  return {
    day,
    from: Math.min(localMidnightUtc(day, timeZone), hour - NIGHT_BEFORE_MS),
    to: Math.max(localMidnightUtc(day, timeZone, 1), hour + HOUR + EXPECTED_WITHIN_MS),
  };
}

const time = (v: unknown) => (typeof v === 'string' && v !== '' ? Date.parse(v) : null);

/** Where a reservation stands at the gate at `now`, by what the service recorded and the clock. */
export function classifyGateRow(r: GridReservation, now: number): GateSection {
  const arrival = time(r.RealGateVehicleArrivalUtc);
  if (time(r.RealGateVehicleDepartureUtc) !== null) return 'departed';
  if (arrival !== null) return 'onSite';
  if (r.CarrierNotArrived === true) return 'noShow';
  if (r.ApprovalStatus !== 'Approved') return 'notApproved';
  const start = Date.parse(r.StartUtc);
  if (now >= Date.parse(r.EndUtc)) return 'noShow';
  if (now >= start) return 'late';
  return start - now <= EXPECTED_WITHIN_MS ? 'expected' : 'later';
}

export interface GateRow {
  reservation: GridReservation;
  section: GateSection;
  /** Arrival minus slot start (negative: early); null before arrival. */
  arrivalOffsetMs: number | null;
  /** On site: now minus arrival. Departed: departure minus arrival (turnaround). Late: now minus start. */
  durationMs: number | null;
}

/** The order each section lists its rows in: what needs attention first. */
const ORDER: Record<GateSection, (r: GateRow) => number> = {
  late: (r) => Date.parse(r.reservation.StartUtc),
  expected: (r) => Date.parse(r.reservation.StartUtc),
  // Longest on site first.
  onSite: (r) => time(r.reservation.RealGateVehicleArrivalUtc)!,
  // Last gone first.
  departed: (r) => -time(r.reservation.RealGateVehicleDepartureUtc)!,
  noShow: (r) => -Date.parse(r.reservation.StartUtc),
  notApproved: (r) => Date.parse(r.reservation.StartUtc),
  later: (r) => Date.parse(r.reservation.StartUtc),
};

/**
 * Every reservation of the window in its section, each section in its order, optionally only those whose plates,
 * number, carrier or driver hold `find` (ignoring spaces, dashes and case, as the search does).
 */
export function buildGateBoard(
  reservations: readonly GridReservation[],
  now: number,
  find = '',
): Record<GateSection, GateRow[]> {
  const key = toSearchKey(find);
  const board = Object.fromEntries(GATE_SECTIONS.map((s) => [s, [] as GateRow[]])) as Record<GateSection, GateRow[]>;
  for (const r of reservations) {
    if (key && !matches(r, key)) continue;
    const section = classifyGateRow(r, now);
    const start = Date.parse(r.StartUtc);
    const arrival = time(r.RealGateVehicleArrivalUtc);
    const departure = time(r.RealGateVehicleDepartureUtc);
    const durationMs =
      section === 'onSite'
        ? now - arrival!
        : section === 'departed'
          ? arrival !== null
            ? departure! - arrival
            : null
          : section === 'late'
            ? now - start
            : null;
    board[section].push({
      reservation: r,
      section,
      arrivalOffsetMs: arrival !== null ? arrival - start : null,
      durationMs,
    });
  }
  for (const s of GATE_SECTIONS)
    board[s].sort((a, b) => ORDER[s](a) - ORDER[s](b) || a.reservation.Id.localeCompare(b.reservation.Id));
  return board;
}

function matches(r: GridReservation, key: string): boolean {
  return [r.VehicleNumberPlate, r.TrailerNumberPlate, r.ReservationNumber, r.Carrier, r.CarrierDriverFullName].some(
    (v) => typeof v === 'string' && toSearchKey(v).includes(key),
  );
}

/** Plan against actual: "on time", "12 min late", "8 min early" (within a minute counts as on time). */
export function describeArrival(offsetMs: number): string {
  if (Math.abs(offsetMs) < MINUTE) return 'on time';
  return `${formatDuration(offsetMs)} ${offsetMs > 0 ? 'late' : 'early'}`;
}
