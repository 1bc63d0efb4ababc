import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../demo/generate-demo-data';
import { createReservationWriter } from '../domain/write-reservations';
import { EmulatorState } from '../store/emulator-state';
import { newReservation } from '../store/reservation-record';
import { dueStep, EXTRA_SHARES, idShare, LiveSite } from './live-site';

const M = 60_000;
const base = newReservation({
  Id: 'a',
  ReservationNumber: 'R1',
  StartUtc: 100 * M,
  EndUtc: 160 * M,
  ResourceId: 'r',
  BranchOfficeId: 'b',
  UnitId: 'u',
  NumberOfUnits: 2,
  Created: 0,
  Updated: 0,
  ApprovalStatus: 'Approved',
});

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

describe('the rarer events', () => {
  type Extra = keyof typeof EXTRA_SHARES;
  /** The first id the live site picks for `what` (a list: for all of them) and for none of `not`. */
  const idFor = (what: Extra | Extra[], not: Extra[] = []) => {
    const all = Array.isArray(what) ? what : [what];
    for (let i = 0; ; i++) {
      const id = `id-${i}`;
      if (all.every((w) => idShare(id, w) < EXTRA_SHARES[w]) && not.every((n) => idShare(id, n) >= EXTRA_SHARES[n]))
        return id;
    }
  };

  it('picks about the stated share of reservations for each, always the same ones', () => {
    for (const [what, share] of Object.entries(EXTRA_SHARES)) {
      const picked =
        Array.from({ length: 20_000 }, (_, i) => idShare(`r-${i}`, what) < share).filter(Boolean).length / 20_000;
      expect(Math.abs(picked - share), what).toBeLessThan(0.01);
    }
    expect(idShare('same', 'ipp')).toBe(idShare('same', 'ipp'));
  });

  it('asks for IPP approval 6 h before and settles it 3 h before; goes back to pending and is approved again', () => {
    const ipp = { ...base, Id: idFor('ipp', ['ippRejected', 'backToPending', 'urgent']) };
    expect(dueStep(ipp, 100 * M - 7 * 60 * M)).toBeNull();
    expect(dueStep(ipp, 100 * M - 5 * 60 * M)).toBe('ipp-pending');
    expect(dueStep({ ...ipp, IppApprovalStatus: 'Pending' }, 100 * M - 4 * 60 * M)).toBeNull();
    expect(dueStep({ ...ipp, IppApprovalStatus: 'Pending' }, 100 * M - 2 * 60 * M)).toBe('ipp-approve');
    const rejected = {
      ...base,
      Id: idFor(['ipp', 'ippRejected'], ['backToPending']),
      IppApprovalStatus: 'Pending' as const,
    };
    expect(dueStep(rejected, 100 * M - 2 * 60 * M)).toBe('ipp-reject');
    const flips = { ...base, Id: idFor('backToPending', ['ipp']) };
    expect(dueStep(flips, 100 * M - 4 * 60 * M)).toBe('pending');
    expect(dueStep({ ...flips, ApprovalStatus: 'Pending' }, 100 * M - 90 * M)).toBe('approve');
  });

  it(
    'marks some urgent before they arrive, and adds a custom action, a dialog answer and an unfinished action ' +
      'on the way',
    () => {
      const urgent = { ...base, Id: idFor('urgent', ['ipp', 'backToPending']) };
      expect(dueStep(urgent, 30 * M)).toBe('urgent');
      expect(dueStep({ ...urgent, IsUrgent: true }, 95 * M)).toBe('arrive');
      const arrived = {
        ...base,
        Id: idFor('customAction', ['actionDialog', 'actionNotCompleted']),
        RealGateVehicleArrivalUtc: 95 * M,
      };
      expect(dueStep(arrived, 96 * M)).toBe('custom-action');
      expect(dueStep({ ...arrived, CustomActionStatus: 'Seal checked' }, 100 * M)).toBe('start-processing');
      const processing = {
        ...base,
        Id: idFor('actionDialog', ['customAction', 'actionNotCompleted']),
        RealGateVehicleArrivalUtc: 95 * M,
        ProcessingStartedUtc: 100 * M,
      };
      expect(dueStep(processing, 120 * M)).toBe('action-dialog');
      const completed = {
        ...base,
        Id: idFor('actionNotCompleted', ['customAction', 'actionDialog']),
        RealGateVehicleArrivalUtc: 95 * M,
        ProcessingStartedUtc: 100 * M,
        ProcessingCompletedUtc: 155 * M,
      };
      expect(dueStep(completed, 156 * M)).toBe('action-not-completed');
      expect(dueStep({ ...completed, ActionNotCompleted: true }, 156 * M)).toBe('deliver');
    },
  );
});

describe('LiveSite.tick', () => {
  it('steps every reservation that is due on the demo site and sends the matching events', () => {
    const generatedAt = Date.parse('2026-03-04T15:00:00Z');
    const state = new EmulatorState();
    state.load(generateDemoData(42, generatedAt));
    const events: string[] = [];
    const now = generatedAt + 30 * M;
    const writer = createReservationWriter(state, {
      emit: (e) => events.push(e),
      changed: () => undefined,
      now: () => now,
    });
    const live = new LiveSite(state.reservations, writer, () => now, 1000);
    const steps = live.tick();
    expect(steps).toBeGreaterThan(0);
    const specific = events.filter((e) => e !== 'reservation.updated');
    expect(specific.length).toBe(steps);
    expect(specific).toEqual(expect.arrayContaining(['reservation.markedasarrival', 'reservation.markedasdeparted']));
  });
});
