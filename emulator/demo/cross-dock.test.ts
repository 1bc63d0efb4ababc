import { describe, expect, it } from 'vitest';
import { LiveSite } from '../control/live-site';
import type { Reservation } from '../domain/types';
import { createReservationWriter } from '../domain/write-reservations';
import { EmulatorState } from '../store/emulator-state';
import { generateDemoData } from './generate-demo-data';

// The demo's cross-dock works around the clock: at every instant its gate has a truck on site, one gone within the
// last six hours and an approved one due within two, in the data as generated and as the live site moves it on.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function gateAt(state: EmulatorState, now: number) {
  const office = [...state.branchOffices.values()].find((b) => b.BranchOfficeName === 'Katowice Cross-dock')!;
  const rs = state.reservations.all().filter((r) => r.BranchOfficeId === office.Id);
  return {
    onSite: rs.filter(
      (r) =>
        r.RealGateVehicleArrivalUtc !== null &&
        r.RealGateVehicleArrivalUtc <= now &&
        r.RealGateVehicleDepartureUtc === null,
    ),
    departed: rs.filter(
      (r) =>
        r.RealGateVehicleDepartureUtc !== null &&
        r.RealGateVehicleDepartureUtc <= now &&
        r.RealGateVehicleDepartureUtc > now - 6 * HOUR,
    ),
    expected: rs.filter(
      (r: Reservation) =>
        r.ApprovalStatus === 'Approved' &&
        r.RealGateVehicleArrivalUtc === null &&
        !r.CarrierNotArrived &&
        r.StartUtc > now &&
        r.StartUtc - now <= 2 * HOUR,
    ),
  };
}

const counts = (g: ReturnType<typeof gateAt>) => ({
  onSite: g.onSite.length > 0,
  departed: g.departed.length > 0,
  expected: g.expected.length > 0,
});
const ALL = { onSite: true, departed: true, expected: true };

// A Sunday at noon, just before midnight in Warsaw, and the two nights the clocks change there.
const STARTS = ['2026-11-22T12:00:00Z', '2026-11-29T22:55:00Z', '2027-03-28T00:30:00Z', '2027-10-31T00:30:00Z'];

describe('the cross-dock at any hour', () => {
  // Generating the site takes ~150 ms: instants 2 h 05 min apart walk every hour and minute-of-hour class over a day.
  it.each(STARTS)(
    'has trucks on site, gone and expected in data generated at instants 2 h 05 min apart over 26 h from %s',
    { timeout: 30_000 },
    (start) => {
      for (let t = Date.parse(start); t < Date.parse(start) + 26 * HOUR; t += 125 * MINUTE) {
        const state = new EmulatorState();
        state.load(generateDemoData(42, t));
        expect(counts(gateAt(state, t)), new Date(t).toISOString()).toEqual(ALL);
      }
    },
  );

  it.each(STARTS)(
    'keeps them as the live site moves the trucks on, every 5 minutes for 48 h from %s',
    { timeout: 30_000 },
    (start) => {
      let now = Date.parse(start);
      const state = new EmulatorState();
      state.load(generateDemoData(42, now));
      const writer = createReservationWriter(state, {
        emit: () => undefined,
        changed: () => undefined,
        now: () => now,
      });
      const live = new LiveSite(state.reservations, writer, () => now, 1000);
      for (const end = now + 48 * HOUR; now < end; now += 5 * MINUTE) {
        live.tick();
        expect(counts(gateAt(state, now)), new Date(now).toISOString()).toEqual(ALL);
      }
    },
  );
});
