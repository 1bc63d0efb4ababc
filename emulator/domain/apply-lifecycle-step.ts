// The lifecycle a truck goes through at the gate, and which approval changes are allowed, as one table of guarded
// steps.
import { EmulatorError } from '../lib/emulator-error';
import type { Reservation } from './types';

export const LIFECYCLE_STEPS = [
  'approve',
  'reject',
  'pending',
  'arrive',
  'start-processing',
  'complete-processing',
  'deliver',
  'depart',
  'not-arrived',
  'urgent',
  'action-not-completed',
  'custom-action',
  'action-dialog',
  'ipp-pending',
  'ipp-approve',
  'ipp-reject',
] as const;

/** What the gate records for a custom action, in turn (the spec names the event, not its content). */
export const CUSTOM_ACTIONS = ['Seal checked', 'Temperature logged', 'Pallets counted'] as const;

const onSite = (r: Reservation) =>
  r.RealGateVehicleArrivalUtc === null
    ? 'the vehicle has not arrived'
    : r.RealGateVehicleDepartureUtc !== null
      ? 'the vehicle has departed'
      : null;
/** A small number from the id, so the same reservation always gets the same dialog answer. */
const idNumber = (id: string) => [...id].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 9973, 7);
export type LifecycleStep = (typeof LIFECYCLE_STEPS)[number];

interface StepRule {
  event: string;
  /** Why the step is not possible now, or null when it is. */
  refuse(r: Reservation): string | null;
  apply(r: Reservation, now: number): Partial<Reservation>;
}

const RULES: Record<LifecycleStep, StepRule> = {
  approve: {
    event: 'reservation.approval.approved',
    refuse: (r) => (r.ApprovalStatus === 'Approved' ? 'it is already approved' : null),
    apply: () => ({ ApprovalStatus: 'Approved' }),
  },
  reject: {
    event: 'reservation.approval.rejected',
    refuse: (r) =>
      r.ApprovalStatus === 'Rejected'
        ? 'it is already rejected'
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has already arrived'
          : null,
    apply: () => ({ ApprovalStatus: 'Rejected' }),
  },
  pending: {
    event: 'reservation.pending',
    refuse: (r) =>
      r.ApprovalStatus === 'Pending'
        ? 'it is already pending'
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has already arrived'
          : null,
    apply: () => ({ ApprovalStatus: 'Pending' }),
  },
  arrive: {
    event: 'reservation.markedasarrival',
    refuse: (r) =>
      r.ApprovalStatus !== 'Approved'
        ? `it is ${r.ApprovalStatus}, not Approved`
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has already arrived'
          : r.CarrierNotArrived
            ? 'the carrier was marked as not arrived'
            : null,
    apply: (_r, now) => ({ RealGateVehicleArrivalUtc: now }),
  },
  'start-processing': {
    event: 'reservation.processingstarted',
    refuse: (r) =>
      r.RealGateVehicleArrivalUtc === null
        ? 'the vehicle has not arrived'
        : r.ProcessingStartedUtc !== null
          ? 'processing has already started'
          : r.RealGateVehicleDepartureUtc !== null
            ? 'the vehicle has departed'
            : null,
    apply: (_r, now) => ({ ProcessingStartedUtc: now }),
  },
  'complete-processing': {
    event: 'reservation.processingcompleted',
    refuse: (r) =>
      r.ProcessingStartedUtc === null
        ? 'processing has not started'
        : r.ProcessingCompletedUtc !== null
          ? 'processing is already completed'
          : null,
    apply: (_r, now) => ({ ProcessingCompletedUtc: now }),
  },
  deliver: {
    event: 'reservation.delivered',
    refuse: (r) =>
      r.ProcessingCompletedUtc === null
        ? 'processing is not completed'
        : r.DeliveredUtc !== null
          ? 'it is already delivered'
          : null,
    apply: (_r, now) => ({ DeliveredUtc: now }),
  },
  depart: {
    event: 'reservation.markedasdeparted',
    refuse: (r) =>
      r.RealGateVehicleArrivalUtc === null
        ? 'the vehicle has not arrived'
        : r.RealGateVehicleDepartureUtc !== null
          ? 'the vehicle has already departed'
          : null,
    apply: (_r, now) => ({ RealGateVehicleDepartureUtc: now }),
  },
  'not-arrived': {
    event: 'reservation.carrier.notarrived',
    refuse: (r) =>
      r.ApprovalStatus === 'Rejected'
        ? 'it is Rejected'
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has arrived'
          : r.CarrierNotArrived
            ? 'it is already marked as not arrived'
            : null,
    apply: () => ({ CarrierNotArrived: true }),
  },
  urgent: {
    event: 'reservation.delivery.urgent',
    refuse: (r) =>
      r.IsUrgent
        ? 'it is already urgent'
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has already arrived'
          : r.ApprovalStatus === 'Rejected'
            ? 'it is Rejected'
            : null,
    apply: () => ({ IsUrgent: true }),
  },
  'action-not-completed': {
    event: 'reservation.action.notcompleted',
    refuse: (r) =>
      r.ProcessingCompletedUtc === null
        ? 'processing is not completed'
        : r.ActionNotCompleted
          ? 'it is already marked'
          : null,
    apply: () => ({ ActionNotCompleted: true }),
  },
  'custom-action': {
    event: 'reservation.customaction.updated',
    refuse: onSite,
    apply: (r) => ({
      CustomActionStatus:
        CUSTOM_ACTIONS[
          (CUSTOM_ACTIONS.indexOf(r.CustomActionStatus as (typeof CUSTOM_ACTIONS)[number]) + 1) % CUSTOM_ACTIONS.length
        ]!,
    }),
  },
  'action-dialog': {
    event: 'reservation.actiondialog.updated',
    refuse: onSite,
    apply: (r) => ({ ActionDialogAnswer: `Pallets to return: ${(idNumber(r.Id) % 9) + 1}` }),
  },
  'ipp-pending': {
    event: 'reservation.ipp.approval.pending',
    refuse: (r) =>
      r.IppApprovalStatus === 'Pending'
        ? 'IPP approval is already pending'
        : r.RealGateVehicleArrivalUtc !== null
          ? 'the vehicle has already arrived'
          : null,
    apply: () => ({ IppApprovalStatus: 'Pending' }),
  },
  'ipp-approve': {
    event: 'reservation.ipp.approval.approved',
    refuse: (r) => (r.IppApprovalStatus !== 'Pending' ? 'no IPP approval is pending' : null),
    apply: () => ({ IppApprovalStatus: 'Approved' }),
  },
  'ipp-reject': {
    event: 'reservation.ipp.approval.rejected',
    refuse: (r) => (r.IppApprovalStatus !== 'Pending' ? 'no IPP approval is pending' : null),
    apply: () => ({ IppApprovalStatus: 'Rejected' }),
  },
};

/** Returns the changed copy and the event kind, or throws 409 INVALID_TRANSITION naming the reason. */
export function applyLifecycleStep(
  r: Reservation,
  step: LifecycleStep,
  now: number,
): { next: Reservation; event: string } {
  const rule = RULES[step];
  const reason = rule.refuse(r);
  if (reason)
    throw new EmulatorError(409, 'INVALID_TRANSITION', `Cannot ${step} reservation ${r.ReservationNumber}: ${reason}`);
  return { next: { ...r, ...rule.apply(r, now), Updated: now }, event: rule.event };
}
