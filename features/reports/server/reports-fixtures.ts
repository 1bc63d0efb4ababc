import { TZDate } from '@date-fns/tz';
import { type OpeningHours } from '../contract';
import { type Reservation } from '@/lib/contracts';
import { reservation } from '@/test/make-reservation';

// The seeded month the reports int tests (reports.int.test.ts and its siblings) record in the mirror and check.
// The generator runs once, at import, in this order: every file sees the same reservations.

const MIN = 60_000;
const HOUR = 3_600_000;

const BRNO = '7c570089-3a34-4d83-841a-abe1f6f21057';
const CHICAGO = '5E0C1F2A-7B3D-4C8E-9F10-2A3B4C5D6E7F';
const RAMP_1 = 'ae49e76d-a578-4291-ac69-d692f2ab98ae';
const RAMP_2 = '3f0d1c2b-9e8a-4b7c-8d6e-5f4a3b2c1d0e';
const RAMP_3 = 'c41f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const RAMP_4 = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const CHI_1 = 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6';
const CHI_2 = 'e2f3a4b5-c6d7-4e8f-9a01-b2c3d4e5f6a7';
/** A ramp no list knows: a reservation at Brno on it still counts, and adds it to utilisation. */
const UNLISTED = 'f3a4b5c6-d7e8-4f9a-8b12-c3d4e5f6a7b8';
/** A ramp no list knows, on a reservation with no branch office: it belongs nowhere. */
const NOWHERE = 'a4b5c6d7-e8f9-4a0b-9c23-d4e5f6a7b8c9';

// The order of the kept list is not the order of the names; BranchOfficeIds in both cases.
const RAMP_LIST = [
  {
    Id: RAMP_3,
    ResourceName: 'Ramp 3',
    ShortName: 'BRN-03',
    ResourceNameLocalized: 'Rampa 3',
    BranchOfficeId: BRNO.toUpperCase(),
  },
  { Id: CHI_2, ResourceName: 'Dock 2', ShortName: 'CHI-02', ResourceNameLocalized: '', BranchOfficeId: CHICAGO },
  { Id: RAMP_1, ResourceName: 'Ramp 1', ShortName: 'BRN-01', ResourceNameLocalized: 'Rampa 1', BranchOfficeId: BRNO },
  { Id: RAMP_4, ResourceName: 'Ramp 4', ShortName: 'BRN-04', ResourceNameLocalized: 'Rampa 4', BranchOfficeId: BRNO },
  {
    Id: CHI_1,
    ResourceName: 'Dock 1',
    ShortName: 'CHI-01',
    ResourceNameLocalized: '',
    BranchOfficeId: CHICAGO.toLowerCase(),
  },
  { Id: RAMP_2, ResourceName: 'Ramp 2', ShortName: 'BRN-02', ResourceNameLocalized: 'Rampa 2', BranchOfficeId: BRNO },
];

const PRAGUE = 'Europe/Prague';
const CHICAGO_ZONE = 'America/Chicago';
/** Inside the Brno month: before it trucks came and went, after it slots are still to come. */
const NOW_BRNO = Date.parse('2026-10-20T10:17:00Z');
/** After Chicago's fall-back night (2026-11-01). */
const NOW_CHICAGO = Date.parse('2026-11-05T15:00:00Z');
const TOLERANCE = 15;
const BRNO_HOURS: OpeningHours = { from: '06:30', to: '21:15' };

// ---- a small seeded generator (mulberry32), so the month is the same on every run --------------------------------

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rand = mulberry32(26);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
const weighted = <T>(items: readonly (readonly [T, number])[]) => {
  let x = rand() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1]![0];
};
const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
const seededId = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
let numberSeq = 0;

const iso = (ms: number) => new Date(ms).toISOString();
/** A local wall-clock time in a zone, in UTC milliseconds (month 1-based; days past the month's end roll over). */
const local = (zone: string, y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  TZDate.tz(zone, y, m - 1, d, h, min, s).getTime();

/** A reservation at `startMs` for `minutes`, with a seeded id and number. */
function booking(startMs: number, minutes: number, overrides: Partial<Reservation> = {}): Reservation {
  return reservation(iso(startMs), minutes, {
    Id: seededId(),
    ReservationNumber: `T${String(++numberSeq).padStart(7, '0')}`,
    VehicleNumberPlate: `${int(1, 9)}B${int(1000, 9999)}`,
    ...overrides,
  });
}

const CARRIERS = [
  ['Alpha Freight', 35],
  ['Baltic Cargo', 22],
  ['Carpathia Logistics', 15],
  ['Danube Haulage', 10],
  ['', 12],
  ['Elbe Express', 6],
] as const;

/** `count` pseudo-random reservations with local starts on `days` days from y-m-d, as the trucks did until `now`. */
function seedBranch(o: {
  zone: string;
  branch: string;
  ramps: string[];
  y: number;
  m: number;
  d: number;
  days: number;
  count: number;
  now: number;
}): Reservation[] {
  const out: Reservation[] = [];
  for (let i = 0; i < o.count; i++) {
    const start = local(o.zone, o.y, o.m, o.d + int(0, o.days - 1), int(4, 23), pick([0, 15, 30, 45]));
    const minutes = pick([30, 45, 60, 90, 120]);
    const status = weighted([
      ['Approved', 80],
      ['Pending', 12],
      ['Rejected', 8],
    ] as const);
    // Mostly the branch's own id (also in upper case); some without one, found through their ramp.
    const branchField = weighted([
      [o.branch, 78],
      [o.branch.toUpperCase(), 8],
      [null, 7],
      ['', 7],
    ] as const);
    let arrival: number | null = null;
    let departure: number | null = null;
    if (start < o.now && rand() < (status === 'Approved' ? 0.82 : 0.25)) {
      // From 75 min early to 145 min late, to the second.
      const candidate = start + Math.round((-75 + rand() * 220) * 60) * 1000;
      if (candidate < o.now) {
        arrival = candidate;
        const leaves = arrival + Math.round((15 + rand() * 120) * 60) * 1000;
        if (leaves <= o.now && rand() > 0.08) departure = leaves;
      }
    }
    const flagged = arrival === null ? rand() < (start < o.now ? 0.3 : 0.04) : rand() < 0.05;
    out.push(
      booking(start, minutes, {
        ResourceId: pick(o.ramps),
        BranchOfficeId: branchField as string | null,
        Carrier: weighted(CARRIERS),
        ApprovalStatus: status,
        RealGateVehicleArrivalUtc: arrival === null ? null : iso(arrival),
        RealGateVehicleDepartureUtc: departure === null ? null : iso(departure),
        CarrierNotArrived: flagged,
      }),
    );
  }
  return out;
}

const at = (isoText: string) => Date.parse(isoText);
const arrived = (
  startMs: number,
  delayMin: number,
  dwellMin: number | null,
  extra: Partial<Reservation> = {},
): Partial<Reservation> => ({
  RealGateVehicleArrivalUtc: iso(startMs + delayMin * MIN),
  RealGateVehicleDepartureUtc: dwellMin === null ? null : iso(startMs + (delayMin + dwellMin) * MIN),
  ...extra,
});
const pragueAt = (d: number, h: number, min = 0, m = 10) => local(PRAGUE, 2026, m, d, h, min);

// ---- the data ------------------------------------------------------------------------------------------------------

const brnoMonth = seedBranch({
  zone: PRAGUE,
  branch: BRNO,
  ramps: [RAMP_1, RAMP_2, RAMP_3],
  y: 2026,
  m: 10,
  d: 1,
  days: 31,
  count: 320,
  now: NOW_BRNO,
});
const chicagoWeeks = seedBranch({
  zone: CHICAGO_ZONE,
  branch: CHICAGO,
  ramps: [CHI_1, CHI_2],
  y: 2026,
  m: 10,
  d: 24,
  days: 17,
  count: 90,
  now: NOW_CHICAGO,
});

const special = {
  // At exactly ± the tolerance, one minute past it, and at the edges of the delay buckets.
  exactlyLate: booking(pragueAt(6, 9), 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(6, 9), 15, 30) }),
  exactlyEarly: booking(pragueAt(6, 10), 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(6, 10), -15, 50) }),
  minutePast: booking(pragueAt(6, 11), 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(6, 11), 16, 40) }),
  hourEarly: booking(pragueAt(7, 8), 60, { Carrier: 'Baltic Cargo', ...arrived(pragueAt(7, 8), -60, 90) }),
  twoHoursLate: booking(pragueAt(7, 9), 60, { Carrier: 'Baltic Cargo', ...arrived(pragueAt(7, 9), 120, 20) }),
  onTheDot: booking(pragueAt(7, 10), 60, { Carrier: 'Baltic Cargo', ...arrived(pragueAt(7, 10), 0, 25) }),
  // Across local midnight: 23:30–01:00, arrived 23:52:30, left 00:40.
  midnight: booking(pragueAt(10, 23, 30), 90, { ResourceId: RAMP_2, ...arrived(pragueAt(10, 23, 30), 22.5, 47.5) }),
  // The fall-back night (2026-10-25, 03:00 CEST → 02:00 CET): 01:30 CEST for two hours ends 02:30 CET; arrived
  // 02:40 CEST (70 late), left 02:10 CET (30 minutes later, though the wall clock says −30).
  fallBack: booking(at('2026-10-24T23:30:00Z'), 120, { ...arrived(at('2026-10-24T23:30:00Z'), 70, 30) }),
  // 02:15 CEST, arrived 02:05 CET: the wall clock says 10 early, the truck was 50 late.
  fallBackLate: booking(at('2026-10-25T00:15:00Z'), 60, {
    ResourceId: RAMP_2,
    Carrier: 'Danube Haulage',
    ...arrived(at('2026-10-25T00:15:00Z'), 50, 40),
  }),
  fallBackPending: booking(at('2026-10-25T01:00:00Z'), 60, { ResourceId: RAMP_3, ApprovalStatus: 'Pending' }),
  // Started the evening before the month: in utilisation (clipped), not in punctuality.
  beforeRange: booking(pragueAt(30, 23, 30, 9), 60, {
    ResourceId: RAMP_3,
    ...arrived(pragueAt(30, 23, 30, 9), -10, 60),
  }),
  // Starts the month's last evening and runs into the next month: in both, clipped in utilisation.
  lastEvening: booking(pragueAt(31, 23, 30), 60, { ResourceId: RAMP_3 }),
  // Starts exactly when the range ends: in neither.
  afterRange: booking(pragueAt(1, 0, 0, 11), 30, { ResourceId: RAMP_3 }),
  // No BranchOfficeId (null, ''), found through the ramp (RAMP_3's list entry has the branch in upper case).
  noBranchNull: booking(pragueAt(12, 9), 60, {
    ResourceId: RAMP_2,
    BranchOfficeId: null,
    Carrier: 'Elbe Express',
    ...arrived(pragueAt(12, 9), 33, 45),
  }),
  noBranchEmpty: booking(pragueAt(12, 10), 60, {
    ResourceId: RAMP_3,
    BranchOfficeId: '',
    Carrier: 'Elbe Express',
    ...arrived(pragueAt(12, 10), 40, 30),
  }),
  // At Brno by its own BranchOfficeId, on a ramp no list knows.
  unlistedRamp: booking(pragueAt(14, 8), 90, {
    ResourceId: UNLISTED,
    Carrier: 'Carpathia Logistics',
    ...arrived(pragueAt(14, 8), 5, 70),
  }),
  // Its own BranchOfficeId (Chicago) wins over its ramp's (Brno): not at Brno.
  otherBranchOnBrnoRamp: booking(pragueAt(13, 9), 60, {
    ResourceId: RAMP_1,
    BranchOfficeId: CHICAGO,
    ...arrived(pragueAt(13, 9), 25, 30),
  }),
  // No BranchOfficeId, on a Chicago ramp: Chicago's (out of Chicago's range here), never Brno's.
  noBranchChicagoRamp: booking(pragueAt(13, 10), 60, {
    ResourceId: CHI_1,
    BranchOfficeId: null,
    ...arrived(pragueAt(13, 10), 30, 30),
  }),
  noBranchNowhere: booking(pragueAt(13, 11), 60, {
    ResourceId: NOWHERE,
    BranchOfficeId: '',
    ...arrived(pragueAt(13, 11), 35, 30),
  }),
  // Outcomes the random month may miss.
  flaggedButArrived: booking(pragueAt(15, 9), 60, {
    Carrier: 'Danube Haulage',
    CarrierNotArrived: true,
    ...arrived(pragueAt(15, 9), 45, 30),
  }),
  flaggedPending: booking(pragueAt(15, 10), 60, {
    Carrier: 'Danube Haulage',
    ApprovalStatus: 'Pending',
    CarrierNotArrived: true,
  }),
  flaggedFuture: booking(pragueAt(27, 10), 60, { Carrier: 'Danube Haulage', CarrierNotArrived: true }),
  pendingPast: booking(pragueAt(15, 11), 60, { Carrier: 'Danube Haulage', ApprovalStatus: 'Pending' }),
  rejectedPast: booking(pragueAt(15, 12), 60, { Carrier: 'Danube Haulage', ApprovalStatus: 'Rejected' }),
  pendingArrivedLate: booking(pragueAt(15, 13), 60, {
    Carrier: 'Danube Haulage',
    ApprovalStatus: 'Pending',
    ...arrived(pragueAt(15, 13), 27, 20),
  }),
  rejectedArrivedEarly: booking(pragueAt(15, 14), 60, {
    Carrier: 'Danube Haulage',
    ApprovalStatus: 'Rejected',
    ...arrived(pragueAt(15, 14), -31, 50),
  }),
  approvedNoShow: booking(pragueAt(15, 15), 60, { Carrier: 'Danube Haulage' }),
  // Around now: a running slot nobody came to yet, a truck on site, and one that never left (on site until now).
  running: booking(NOW_BRNO - 20 * MIN, 60, { ResourceId: RAMP_2 }),
  onSite: booking(NOW_BRNO - 40 * MIN, 60, { ResourceId: RAMP_3, ...arrived(NOW_BRNO - 40 * MIN, -10, null) }),
  neverLeft: booking(pragueAt(17, 14), 60, { ResourceId: RAMP_2, ...arrived(pragueAt(17, 14), 5, null) }),
};

/** Recorded, then taken away: deleted, gone from a read of its slice, of the other environment. None may count. */
const deleted = booking(pragueAt(8, 10), 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(8, 10), 50, 30) });
const gone = booking(pragueAt(9, 14, 0) + 7_000, 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(9, 14), 55, 30) });
const sandbox = booking(pragueAt(8, 12), 60, { Carrier: 'Alpha Freight', ...arrived(pragueAt(8, 12), 52, 30) });

// Chicago's fall-back night (2026-11-01, 02:00 CDT → 01:00 CST): 01:30 CDT for two hours ends 02:30 CST; arrived
// 01:20 CST, 50 minutes after the start although the wall clock says 10 before.
const chicagoFallBack = booking(at('2026-11-01T06:30:00Z'), 120, {
  ResourceId: CHI_2,
  BranchOfficeId: CHICAGO,
  Carrier: 'Baltic Cargo',
  ...arrived(at('2026-11-01T06:30:00Z'), 50, 45),
});

const ALIVE: Reservation[] = [...brnoMonth, ...Object.values(special), ...chicagoWeeks, chicagoFallBack];

export {
  MIN,
  HOUR,
  BRNO,
  CHICAGO,
  RAMP_1,
  RAMP_2,
  RAMP_3,
  RAMP_4,
  CHI_1,
  CHI_2,
  RAMP_LIST,
  PRAGUE,
  CHICAGO_ZONE,
  NOW_BRNO,
  NOW_CHICAGO,
  TOLERANCE,
  BRNO_HOURS,
  local,
  CARRIERS,
  brnoMonth,
  special,
  deleted,
  gone,
  sandbox,
  chicagoFallBack,
  ALIVE,
};
