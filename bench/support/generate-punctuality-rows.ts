// The mirror rows of the punctuality bench: one branch office over a year, carriers with habits of their own, made
// from a seeded stream so that every run and both databases get the same rows.
import type { Prng } from '../../emulator/lib/create-prng';
import { DRIVERS, LETTERS, SUPPLIERS } from './sample-names';

export const MIN = 60_000;
export const DAY = 86_400_000;
export const BRANCH = 'c0000000-0000-4000-8000-000000000026';
export const ZONE = 'Europe/Prague';
/** The bench's "now": the last few days of the range are still to come (open slots), the rest is history. */
export const NOW = Date.parse('2026-11-18T10:17:00Z');
/** 366 local days (a report covers at most 367): every generated slot starts in them. */
export const RANGE = { from: '2025-11-21', to: '2026-11-21' } as const;

/**
 * ~20 carriers, most reservations with a few big ones; '' is none; each with its own habit (mean delay, spread,
 * minutes).
 */
const CARRIERS: readonly (readonly [name: string, weight: number, meanDelay: number, spread: number])[] = [
  ['Rapid Freight s.r.o.', 14, -2, 8],
  ['Danube Logistics GmbH', 11, 3, 10],
  ['Moravia Trans a.s.', 10, 0, 6],
  ['Baltic Cargo Sp. z o.o.', 8, 12, 25],
  ['Lakeshore Hauling Inc.', 7, -8, 12],
  ['Silesian Haulage Sp. z o.o.', 6, 25, 35],
  ['Vltava Transport s.r.o.', 6, 1, 7],
  ['Northstar Carriers Inc.', 5, 5, 15],
  ['Tatra Line a.s.', 5, -12, 10],
  ['Prairie Express Inc.', 4, 8, 18],
  ['Alpine Freight GmbH', 4, 0, 5],
  ['Elbe Express GmbH', 3, 18, 30],
  ['Carpathia Logistics s.r.o.', 3, -4, 9],
  ['Great Lakes Trucking Inc.', 3, 2, 12],
  ['Bohemia Cargo s.r.o.', 2, 40, 45],
  ['Odra Transport Sp. z o.o.', 2, -20, 15],
  ['Morava Line s.r.o.', 2, 6, 11],
  ['Harbor Drayage Inc.', 1, 10, 20],
  ['Krkonose Trans s.r.o.', 1, -1, 4],
  ['Vistula Freight Sp. z o.o.', 1, 15, 22],
  ['', 8, 5, 20],
];

/**
 * Makes one mirror row after another from `prng`, each starting on one of `days` local days from `firstMidnight` on
 * a ramp of `ramps`; the draws come in a fixed order, so the same seed gives the same rows.
 */
export function createRowMaker(prng: Prng, ramps: { Id: string }[], firstMidnight: number, days: number) {
  const gauss = () => Math.sqrt(-2 * Math.log(1 - prng.next())) * Math.cos(2 * Math.PI * prng.next());
  const totalWeight = CARRIERS.reduce((s, c) => s + c[1], 0);
  const pickCarrier = () => {
    let x = prng.next() * totalWeight;
    for (const c of CARRIERS) if ((x -= c[1]) < 0) return c;
    return CARRIERS.at(-1)!;
  };
  const letter = () => LETTERS[prng.int(0, LETTERS.length - 1)];
  const plate = () => `${prng.int(1, 9)}${letter()}${letter()} ${prng.int(1000, 9999)}`;
  let sequence = 0;
  return () => {
    const start = firstMidnight + prng.int(0, days - 1) * DAY + prng.int(4 * 4, 22 * 4) * 15 * MIN;
    const minutes = prng.pick([30, 45, 60, 60, 90, 120]);
    const end = start + minutes * MIN;
    const r = prng.next();
    const status = r < 0.86 ? 'Approved' : r < 0.95 ? 'Pending' : 'Rejected';
    const [carrier, , meanDelay, spread] = pickCarrier();
    const b = prng.next();
    // Mostly the branch's own id (some in upper case); some without one, found through their ramp.
    const branchField = b < 0.9 ? BRANCH : b < 0.94 ? BRANCH.toUpperCase() : b < 0.97 ? null : '';
    let arrival: number | null = null;
    let departure: number | null = null;
    if (start < NOW && prng.chance(status === 'Approved' ? 0.9 : 0.2)) {
      // The carrier's habit, now and then a truck hours late; to the second, as gates record it.
      const delay = prng.chance(0.03) ? prng.int(60, 300) : meanDelay + spread * gauss();
      const candidate = start + Math.round(delay * 60) * 1000;
      if (candidate < NOW) {
        arrival = candidate;
        const leaves =
          Math.max(arrival, start) + Math.round((15 + prng.next() * 90 + (prng.chance(0.05) ? 180 : 0)) * 60) * 1000;
        if (leaves <= NOW && prng.chance(0.97)) departure = leaves;
      }
    }
    const flagged = arrival === null ? prng.chance(start < NOW ? 0.4 : 0.01) : prng.chance(0.01);
    const id = prng.guid();
    const record = {
      Id: id,
      ReservationNumber: `P${String(++sequence).padStart(7, '0')}`,
      StartUtc: new Date(start).toISOString(),
      EndUtc: new Date(end).toISOString(),
      ResourceId: prng.pick(ramps).Id,
      BranchOfficeId: branchField,
      UnitId: 'ef695afe-b5e8-4325-b8f0-a9f4f3f48634',
      NumberOfUnits: prng.int(1, 33),
      Carrier: carrier,
      CarrierId: carrier
        ? `a91ea96c-361f-4399-8665-${String(CARRIERS.findIndex((c) => c[0] === carrier)).padStart(12, '0')}`
        : null,
      VehicleTypeId: '76060676-0fc3-43bc-bde3-b8d30dee320f',
      VehicleNumberPlate: plate(),
      TrailerNumberPlate: prng.chance(0.6) ? plate() : '',
      CarrierDriverFullName: prng.chance(0.8) ? prng.pick(DRIVERS) : '',
      ApprovalStatus: status,
      RealGateVehicleArrivalUtc: arrival === null ? null : new Date(arrival).toISOString(),
      RealGateVehicleDepartureUtc: departure === null ? null : new Date(departure).toISOString(),
      ProcessingStartedUtc: arrival === null ? null : new Date(arrival + 5 * MIN).toISOString(),
      CarrierNotArrived: flagged,
      OrderNumbers: prng.chance(0.5) ? `PO-${prng.int(10_000, 99_999)}` : '',
      SupplierNames: prng.chance(0.5) ? prng.pick(SUPPLIERS) : '',
      Note: '',
      Created: new Date(start - prng.int(1, 14) * DAY).toISOString(),
      Updated: new Date(Math.min(NOW, start + DAY)).toISOString(),
      ExtCustomFieldVarchar1: prng.chance(0.3) ? `Gate ${prng.pick(['A', 'B', 'C'])}` : '',
      ExtCustomFieldVarchar2: null,
      ExtCustomFieldBit1: null,
    };
    return {
      environment: 'emulator' as const,
      id,
      startUtc: new Date(start),
      endUtc: new Date(end),
      resourceId: record.ResourceId,
      record,
      hash: id,
      seenAt: new Date(NOW),
    };
  };
}
