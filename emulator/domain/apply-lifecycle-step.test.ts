import { describe, expect, it } from 'vitest';
import { newReservation } from '../store/reservation-record';
import { applyLifecycleStep } from './apply-lifecycle-step';

const pending = newReservation({
  Id: 'a',
  ReservationNumber: 'R1',
  StartUtc: 0,
  EndUtc: 1,
  ResourceId: 'r',
  BranchOfficeId: 'b',
  UnitId: 'u',
  NumberOfUnits: 1,
  Created: 0,
  Updated: 0,
});

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

  it('records the other gate events: urgent, IPP, custom action, action dialog, action not completed', () => {
    const step = (r: typeof pending, name: Parameters<typeof applyLifecycleStep>[1]) =>
      applyLifecycleStep(r, name, 5000);
    const urgent = step(pending, 'urgent');
    expect(urgent).toMatchObject({ event: 'reservation.delivery.urgent', next: { IsUrgent: true, Updated: 5000 } });
    expect(() => step(urgent.next, 'urgent')).toThrow(/already urgent/);
    const ipp = step(pending, 'ipp-pending');
    expect(ipp).toMatchObject({ event: 'reservation.ipp.approval.pending', next: { IppApprovalStatus: 'Pending' } });
    expect(step(ipp.next, 'ipp-approve')).toMatchObject({
      event: 'reservation.ipp.approval.approved',
      next: { IppApprovalStatus: 'Approved' },
    });
    expect(step(ipp.next, 'ipp-reject')).toMatchObject({
      event: 'reservation.ipp.approval.rejected',
      next: { IppApprovalStatus: 'Rejected' },
    });
    expect(() => step(pending, 'ipp-approve')).toThrow(/no IPP approval is pending/);

    expect(() => step(pending, 'custom-action')).toThrow(/not arrived/);
    expect(() => step(pending, 'action-dialog')).toThrow(/not arrived/);
    const arrived = step(step(pending, 'approve').next, 'arrive').next;
    expect(() => step(arrived, 'urgent')).toThrow(/already arrived/);
    const custom = step(arrived, 'custom-action');
    expect(custom).toMatchObject({
      event: 'reservation.customaction.updated',
      next: { CustomActionStatus: 'Seal checked' },
    });
    expect(step(custom.next, 'custom-action').next.CustomActionStatus).toBe('Temperature logged');
    expect(step(arrived, 'action-dialog')).toMatchObject({
      event: 'reservation.actiondialog.updated',
      next: { ActionDialogAnswer: expect.stringMatching(/^Pallets to return: [1-9]$/) },
    });

    expect(() => step(arrived, 'action-not-completed')).toThrow(/not completed/);
    const completed = step(step(arrived, 'start-processing').next, 'complete-processing').next;
    expect(step(completed, 'action-not-completed')).toMatchObject({
      event: 'reservation.action.notcompleted',
      next: { ActionNotCompleted: true },
    });
  });

  it('refuses steps out of order with 409', () => {
    expect(() => applyLifecycleStep(pending, 'arrive', 1)).toThrow(/not Approved/);
    expect(() => applyLifecycleStep(pending, 'depart', 1)).toThrow(/not arrived/);
    expect(() => applyLifecycleStep(pending, 'pending', 1)).toThrow(/already pending/);
    expect(applyLifecycleStep(applyLifecycleStep(pending, 'approve', 1).next, 'pending', 2).event).toBe(
      'reservation.pending',
    );
    const rejected = applyLifecycleStep(pending, 'reject', 1).next;
    expect(() => applyLifecycleStep(rejected, 'not-arrived', 1)).toThrow(/Rejected/);
  });
});
