import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { isWithinOpeningHours } from '../domain/check-slot';
import { EmulatorState } from '../store/emulator-state';
import { LATE_PRONE_CARRIERS } from './demo-catalog';
import { DEMO_DAYS_AHEAD, DEMO_DAYS_BACK, generateDemoData } from './generate-demo-data';
import { arrivalOffsetMinutes } from './make-demo-reservation';
import { ensureRamps, generateReservations } from './generate-reservations';

const now = Date.parse('2026-03-04T10:00:00Z');

describe('generateDemoData', () => {
  const snap = generateDemoData(42, now);

  it('is deterministic for a seed (apart from the token secret)', () => {
    const again = generateDemoData(42, now);
    expect({ ...again, jwtSecret: '' }).toEqual({ ...snap, jwtSecret: '' });
  });

  it('keeps the ids of the first two sites whatever the cross-dock adds (its own PRNG stream)', () => {
    expect(snap.branchOffices.slice(0, 2).map((b) => b.BranchOfficeName)).toEqual(['Brno DC', 'Chicago DC']);
    expect(snap.resources.filter((r) => r.ShortName.startsWith('KAT-'))).toHaveLength(6);
    expect(new Set(snap.resources.map((r) => r.Id)).size).toBe(snap.resources.length);
  });

  it('keeps the same ids on the same day, whatever the time of day', () => {
    const later = generateDemoData(42, now + 5 * 3_600_000);
    expect(later.reservations.map((r) => r[0])).toEqual(snap.reservations.map((r) => r[0]));
    expect(later.orders.map((o) => o.Id)).toEqual(snap.orders.map((o) => o.Id));
  });

  it('has three offices in different zones, one open around the clock, 16-30 ramps and a realistic fill', () => {
    expect(new Set(snap.branchOffices.map((b) => b.TimeZone)).size).toBe(3);
    expect(
      snap.branchOffices.filter((b) => b.OpenFrom === '00:00' && b.OpenTo === '24:00').map((b) => b.BranchOfficeName),
    ).toEqual(['Katowice Cross-dock']);
    expect(snap.resources.length).toBeGreaterThanOrEqual(16);
    expect(snap.resources.length).toBeLessThanOrEqual(30);
    expect(snap.reservations.length).toBeGreaterThan(1000);
    expect(snap.orders.some((o) => !o.ExistsInReservation)).toBe(true);
    expect(snap.deleted.length).toBeGreaterThan(0);
  });

  it(
    'gives every branch office reservations on every local day of the window, Sundays included, whatever the ' + 'hour',
    () => {
      // A Sunday at noon, just before and after midnight UTC, and the nights the clocks change in Prague and Chicago.
      for (const at of [
        '2026-11-22T12:00:00Z',
        '2026-11-28T23:50:00Z',
        '2026-11-30T00:10:00Z',
        '2027-03-28T00:30:00Z',
        '2027-11-07T07:30:00Z',
      ]) {
        const data = generateDemoData(42, Date.parse(at));
        const office = new Map(
          data.resources.map((r) => [r.Id, data.branchOffices.find((b) => b.Id === r.BranchOfficeId)!]),
        );
        const days = new Map(data.branchOffices.map((b) => [b.Id, new Set<string>()]));
        const state = new EmulatorState();
        state.load(data);
        for (const r of state.reservations.all()) {
          const zone = office.get(r.ResourceId)!;
          days.get(zone.Id)!.add(new TZDate(r.StartUtc, zone.TimeZone).toISOString().slice(0, 10));
        }
        for (const b of data.branchOffices) {
          const today = new TZDate(Date.parse(at), b.TimeZone);
          for (let k = -DEMO_DAYS_BACK; k <= DEMO_DAYS_AHEAD; k++) {
            const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + k, 12, 0, b.TimeZone)
              .toISOString()
              .slice(0, 10);
            expect(days.get(b.Id)!.has(day), `${b.BranchOfficeName} on ${day} (now ${at})`).toBe(true);
          }
        }
      }
    },
  );

  it('covers every approval status and lifecycle stage, inside opening hours, without overlaps', () => {
    const state = new EmulatorState();
    state.load(snap);
    const rs = state.reservations.all();
    expect(new Set(rs.map((r) => r.ApprovalStatus))).toEqual(new Set(['Approved', 'Pending', 'Rejected']));
    for (const k of [
      'RealGateVehicleArrivalUtc',
      'ProcessingStartedUtc',
      'ProcessingCompletedUtc',
      'DeliveredUtc',
      'RealGateVehicleDepartureUtc',
      'CarrierNotArrived',
    ] as const) {
      expect(rs.some((r) => r[k])).toBe(true);
    }
    const offices = new Map(snap.branchOffices.map((b) => [b.Id, b]));
    for (const r of rs) {
      expect(isWithinOpeningHours(offices.get(r.BranchOfficeId)!, r.StartUtc, r.EndUtc)).toBe(true);
      expect(state.reservations.findOverlaps(r.ResourceId, r.StartUtc, r.EndUtc, r.Id)).toEqual([]);
    }
  });
});

describe('the demo trucks of the past', () => {
  const MINUTE = 60_000;
  const all = (seed: number) => {
    const state = new EmulatorState();
    state.load(generateDemoData(seed, now));
    return state.reservations.all();
  };
  const past = (seed: number) =>
    all(seed).filter((r) => r.RealGateVehicleArrivalUtc !== null && r.EndUtc <= now && r.Carrier !== '');
  const offset = (r: { StartUtc: number; RealGateVehicleArrivalUtc: number | null }) =>
    (r.RealGateVehicleArrivalUtc! - r.StartUtc) / MINUTE;

  it('come early, on time and late, and the late-prone carriers are late more often than the rest', () => {
    const rs = past(42);
    const lateShare = (prone: boolean) => {
      const mine = rs.filter((r) => (LATE_PRONE_CARRIERS as readonly string[]).includes(r.Carrier) === prone);
      return mine.filter((r) => offset(r) > 15).length / mine.length;
    };
    expect(rs.some((r) => offset(r) < -15)).toBe(true);
    expect(rs.some((r) => Math.abs(offset(r)) <= 15)).toBe(true);
    expect(rs.some((r) => offset(r) > 15)).toBe(true);
    expect(lateShare(true)).toBeGreaterThan(2 * lateShare(false));
  });

  it('record nothing that has not happened by now, in the order a truck goes through the gate', () => {
    for (const r of all(7)) {
      const times = [
        r.RealGateVehicleArrivalUtc,
        r.ProcessingStartedUtc,
        r.ProcessingCompletedUtc,
        r.RealGateVehicleDepartureUtc,
      ].filter((t): t is number => t !== null);
      for (const t of times) expect(t).toBeLessThanOrEqual(now);
      if (r.RealGateVehicleDepartureUtc !== null)
        expect(r.RealGateVehicleDepartureUtc).toBeGreaterThan(r.RealGateVehicleArrivalUtc!);
      if (r.ProcessingStartedUtc !== null && r.RealGateVehicleArrivalUtc !== null)
        expect(r.ProcessingStartedUtc).toBeGreaterThanOrEqual(Math.min(r.RealGateVehicleArrivalUtc, r.StartUtc));
    }
  });

  it('maps a uniform draw onto minutes monotonically, a shuttle within its timetable', () => {
    for (const carrier of [null, 'Danube Logistics', 'Moravia Trans']) {
      let last = -Infinity;
      for (let u = 0; u < 1; u += 0.001) {
        const m = arrivalOffsetMinutes(u, carrier);
        expect(m).toBeGreaterThanOrEqual(last);
        last = m;
      }
    }
    expect(arrivalOffsetMinutes(0, null)).toBe(-10);
    expect(arrivalOffsetMinutes(0.999, null)).toBe(5);
    expect(arrivalOffsetMinutes(0, 'Moravia Trans')).toBe(-45);
    expect(arrivalOffsetMinutes(0.9999, 'Moravia Trans')).toBe(75);
  });
});

describe('generateReservations', () => {
  it('adds exactly N reservations in free slots', () => {
    const state = new EmulatorState();
    state.load(generateDemoData(1, now));
    const before = state.reservations.size;
    expect(generateReservations(state, 5000, 7, now)).toBe(5000);
    expect(state.reservations.size).toBe(before + 5000);
    for (const r of state.reservations.all().slice(0, 3000))
      expect(state.reservations.findOverlaps(r.ResourceId, r.StartUtc, r.EndUtc, r.Id)).toEqual([]);
  });

  it(
    'packs a window: exactly N inside [from, to), opening hours kept, none overlapping, the demo data in it ' +
      'respected',
    () => {
      const state = new EmulatorState();
      state.load(generateDemoData(1, now));
      // Monday 2026-03-09 00:00 UTC, inside the demo data (up to 21 days ahead)
      const from = Date.parse('2026-03-09T00:00:00Z');
      const to = from + 7 * 86_400_000;
      const inWeek = () => state.reservations.all().filter((r) => r.StartUtc >= from && r.StartUtc < to);
      const demo = new Set(inWeek().map((r) => r.Id));
      expect(ensureRamps(state, 60, 3)).toBe(60);
      expect(generateReservations(state, 4000, 7, now, { window: { from, to } })).toBe(4000);
      const rs = inWeek();
      expect(rs).toHaveLength(demo.size + 4000);
      const offices = new Map([...state.branchOffices.values()].map((b) => [b.Id, b]));
      for (const r of rs) {
        if (!demo.has(r.Id)) expect(r.EndUtc).toBeLessThanOrEqual(to);
        expect(isWithinOpeningHours(offices.get(r.BranchOfficeId)!, r.StartUtc, r.EndUtc)).toBe(true);
        expect(state.reservations.findOverlaps(r.ResourceId, r.StartUtc, r.EndUtc, r.Id)).toEqual([]);
      }
      // spread over every day of the week that has open hours
      expect(new Set(rs.map((r) => new Date(r.StartUtc).getUTCDay())).size).toBe(7);
    },
  );

  it('stops at what fits when the window is full', () => {
    const state = new EmulatorState();
    state.load(generateDemoData(1, now));
    const from = Date.parse('2026-05-04T00:00:00Z');
    const added = generateReservations(state, 50_000, 7, now, { window: { from, to: from + 86_400_000 } });
    // 16 ramps for one day hold far fewer than 50,000, and a second call finds (almost) no room left
    expect(added).toBeGreaterThan(100);
    expect(added).toBeLessThan(400);
    expect(generateReservations(state, 50_000, 8, now, { window: { from, to: from + 86_400_000 } })).toBeLessThan(
      added / 10,
    );
  });
});

describe('ensureRamps', () => {
  it('adds "Bench ramp n" to the first branch office up to the total, and nothing when there are enough', () => {
    const state = new EmulatorState();
    state.load(generateDemoData(1, now));
    const first = state.branchOffices.values().next().value!;
    expect(ensureRamps(state, 10, 1)).toBe(22);
    expect(ensureRamps(state, 26, 1)).toBe(26);
    const added = [...state.resources.values()].slice(22);
    expect(added.map((r) => [r.ResourceName, r.ShortName, r.BranchOfficeId])).toEqual(
      [23, 24, 25, 26].map((n) => [`Bench ramp ${n}`, `BEN-${n}`, first.Id]),
    );
    expect(ensureRamps(state, 26, 2)).toBe(26);
    expect(state.toSnapshot().resources).toHaveLength(26);
  });
});
