import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../demo/generate-demo-data';
import { createReservationWriter } from '../domain/write-reservations';
import { EmulatorState } from '../store/emulator-state';
import { newReservation } from '../store/reservation-record';
import { dueStep, LiveSite } from './live-site';

const M = 60_000;
const base = newReservation({ Id: 'a', ReservationNumber: 'R1', StartUtc: 100 * M, EndUtc: 160 * M, ResourceId: 'r', BranchOfficeId: 'b', UnitId: 'u', NumberOfUnits: 2, Created: 0, Updated: 0, ApprovalStatus: 'Approved' });

describe('dueStep', () => {
  it('moves an approved truck through the gate on the clock', () => {
    expect(dueStep(base, 80 * M)).toBeNull();
    expect(dueStep(base, 95 * M)).toBe('arrive');
    const arrived = { ...base, RealGateVehicleArrivalUtc: 95 * M };
    expect(dueStep(arrived, 99 * M)).toBeNull();
    expect(dueStep(arrived, 100 * M)).toBe('start-processing');
    const processing = { ...arrived, ProcessingStartedUtc: 100 * M };
    expect(dueStep(processing, 156 * M)).toBe('complete-processing');
    const done = { ...processing, ProcessingCompletedUtc: 156 * M };
    expect(dueStep(done, 157 * M)).toBe('deliver');
    expect(dueStep({ ...done, DeliveredUtc: 157 * M }, 160 * M)).toBe('depart');
  });

  it('approves pending slots shortly before they start and marks no-shows', () => {
    expect(dueStep({ ...base, ApprovalStatus: 'Pending' }, 0)).toBe('approve');
    expect(dueStep(base, 160 * M)).toBe('not-arrived');
    expect(dueStep({ ...base, ApprovalStatus: 'Rejected' }, 100 * M)).toBeNull();
  });
});

describe('LiveSite.tick', () => {
  it('steps every reservation that is due on the demo site and sends the matching events', () => {
    const generatedAt = Date.parse('2026-03-04T15:00:00Z');
    const state = new EmulatorState();
    state.load(generateDemoData(42, generatedAt));
    const events: string[] = [];
    const now = generatedAt + 30 * M;
    const writer = createReservationWriter(state, { emit: (e) => events.push(e), changed: () => undefined, now: () => now });
    const live = new LiveSite(state.reservations, writer, () => now, 1000);
    const steps = live.tick();
    expect(steps).toBeGreaterThan(0);
    const specific = events.filter((e) => e !== 'reservation.updated');
    expect(specific.length).toBe(steps);
    expect(specific).toEqual(expect.arrayContaining(['reservation.markedasarrival', 'reservation.markedasdeparted']));
  });
});
