// The `data` part of a webhook (spec §6.2): identifier and basic status only; empty fields are left out.
import type { ApprovalStatus, Order, Reservation } from '../domain/types';

/** Numeric approval codes in webhooks (spec leaves them open): 0 Pending, 1 Approved, 2 Rejected. */
export const APPROVAL_CODES: Record<ApprovalStatus, number> = { Pending: 0, Approved: 1, Rejected: 2 };

const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

export function reservationEventData(r: Reservation): Record<string, unknown> {
  const data: Record<string, unknown> = {
    id: r.Id,
    approvalStatus: APPROVAL_CODES[r.ApprovalStatus],
    ippApprovalStatus: r.IppApprovalStatus === null ? undefined : APPROVAL_CODES[r.IppApprovalStatus],
    carrierNotArrived: r.CarrierNotArrived,
    deliveryDateUtc: iso(r.DeliveredUtc),
    realGateVehicleArrivalUtc: iso(r.RealGateVehicleArrivalUtc),
    realGateVehicleDepartureUtc: iso(r.RealGateVehicleDepartureUtc),
  };
  for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
  return data;
}

export function orderEventData(o: Order): Record<string, unknown> {
  return { id: o.Id, existsInReservation: o.ExistsInReservation };
}
