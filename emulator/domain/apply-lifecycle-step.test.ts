import { describe, expect, it } from 'vitest';
import { newReservation } from '../store/reservation-record';
import { applyLifecycleStep } from './apply-lifecycle-step';

const pending = newReservation({ Id: 'a', ReservationNumber: 'R1', StartUtc: 0, EndUtc: 1, ResourceId: 'r', BranchOfficeId: 'b', UnitId: 'u', NumberOfUnits: 1, Created: 0, Updated: 0 });

describe('applyLifecycleStep', () => {
  it('walks approve → arrive → process → deliver → depart with the matching events', () => {
    let r = pending;
    const events: string[] = [];
    for (const step of ['approve', 'arrive', 'start-processing', 'complete-processing', 'deliver', 'depart'] as const) {
      const out = applyLifecycleStep(r, step, 1000);
      events.push(out.event);
      r = out.next;
    }
    expect(events).toEqual([
      'reservation.approval.approved',
      'reservation.markedasarrival',
      'reservation.processingstarted',
      'reservation.processingcompleted',
      'reservation.delivered',
      'reservation.markedasdeparted',
    ]);
    expect(r.RealGateVehicleDepartureUtc).toBe(1000);
    expect(r.Updated).toBe(1000);
  });

  it('refuses steps out of order with 409', () => {
    expect(() => applyLifecycleStep(pending, 'arrive', 1)).toThrow(/not Approved/);
    expect(() => applyLifecycleStep(pending, 'depart', 1)).toThrow(/not arrived/);
    expect(() => applyLifecycleStep(pending, 'pending', 1)).toThrow(/already pending/);
    expect(applyLifecycleStep(applyLifecycleStep(pending, 'approve', 1).next, 'pending', 2).event).toBe('reservation.pending');
    const rejected = applyLifecycleStep(pending, 'reject', 1).next;
    expect(() => applyLifecycleStep(rejected, 'not-arrived', 1)).toThrow(/Rejected/);
  });
});
