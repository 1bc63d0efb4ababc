import { describe, expect, it } from 'vitest';
import { isWithinOpeningHours } from '../domain/check-slot';
import { EmulatorState } from '../store/emulator-state';
import { generateDemoData } from './generate-demo-data';
import { generateReservations } from './generate-reservations';

const now = Date.parse('2026-03-04T10:00:00Z');

describe('generateDemoData', () => {
  const snap = generateDemoData(42, now);

  it('is deterministic for a seed (apart from the token secret)', () => {
    const again = generateDemoData(42, now);
    expect({ ...again, jwtSecret: '' }).toEqual({ ...snap, jwtSecret: '' });
  });

  it('keeps the same ids on the same day, whatever the time of day', () => {
    const later = generateDemoData(42, now + 5 * 3_600_000);
    expect(later.reservations.map((r) => r[0])).toEqual(snap.reservations.map((r) => r[0]));
    expect(later.orders.map((o) => o.Id)).toEqual(snap.orders.map((o) => o.Id));
  });

  it('has two offices in different zones, 12-20 ramps and a realistic fill', () => {
    expect(new Set(snap.branchOffices.map((b) => b.TimeZone)).size).toBe(2);
    expect(snap.resources.length).toBeGreaterThanOrEqual(12);
    expect(snap.resources.length).toBeLessThanOrEqual(20);
    expect(snap.reservations.length).toBeGreaterThan(1000);
    expect(snap.orders.some((o) => !o.ExistsInReservation)).toBe(true);
    expect(snap.deleted.length).toBeGreaterThan(0);
  });

  it('covers every approval status and lifecycle stage, inside opening hours, without overlaps', () => {
    const state = new EmulatorState();
    state.load(snap);
    const rs = state.reservations.all();
    expect(new Set(rs.map((r) => r.ApprovalStatus))).toEqual(new Set(['Approved', 'Pending', 'Rejected']));
    for (const k of ['RealGateVehicleArrivalUtc', 'ProcessingStartedUtc', 'ProcessingCompletedUtc', 'DeliveredUtc', 'RealGateVehicleDepartureUtc', 'CarrierNotArrived'] as const) {
      expect(rs.some((r) => r[k])).toBe(true);
    }
    const offices = new Map(snap.branchOffices.map((b) => [b.Id, b]));
    for (const r of rs) {
      expect(isWithinOpeningHours(offices.get(r.BranchOfficeId)!, r.StartUtc, r.EndUtc)).toBe(true);
      expect(state.reservations.findOverlaps(r.ResourceId, r.StartUtc, r.EndUtc, r.Id)).toEqual([]);
    }
  });
});

describe('generateReservations', () => {
  it('adds exactly N reservations in free slots', () => {
    const state = new EmulatorState();
    state.load(generateDemoData(1, now));
    const before = state.reservations.size;
    expect(generateReservations(state, 5000, 7, now)).toBe(5000);
    expect(state.reservations.size).toBe(before + 5000);
    for (const r of state.reservations.all().slice(0, 3000)) expect(state.reservations.findOverlaps(r.ResourceId, r.StartUtc, r.EndUtc, r.Id)).toEqual([]);
  });
});
