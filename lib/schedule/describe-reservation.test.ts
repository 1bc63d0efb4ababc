import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/contracts';
import { approvalTone, describeReservation, lifecycleBadges } from './describe-reservation';

const base = {
  Id: '00000000-0000-0000-0000-000000000001',
  ReservationNumber: 'R-000123',
  StartUtc: '2026-11-23T08:00:00Z',
  EndUtc: '2026-11-23T09:00:00Z',
  ResourceId: '00000000-0000-0000-0000-000000000002',
  Carrier: 'Rapid Freight',
  VehicleNumberPlate: '1B2 3456',
  ApprovalStatus: 'Pending',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
} as unknown as Reservation;

describe('describeReservation', () => {
  it('names number, local times, status, carrier and plate', () => {
    expect(describeReservation(base, 'Europe/Prague')).toBe('Reservation R-000123, 09:00–10:00, Pending, carrier Rapid Freight, plate 1B2 3456');
  });
  it('mentions badges and overlaps', () => {
    const r = { ...base, RealGateVehicleArrivalUtc: '2026-11-23T08:05:00Z' } as Reservation;
    expect(describeReservation(r, 'UTC', { overlapping: true })).toMatch(/arrived, overlaps another reservation$/);
  });
});

describe('lifecycleBadges', () => {
  it('follows the lifecycle fields', () => {
    expect(lifecycleBadges(base)).toEqual([]);
    expect(lifecycleBadges({ ...base, RealGateVehicleArrivalUtc: 'x', ProcessingStartedUtc: 'y' } as Reservation)).toEqual(['arrived', 'processing']);
    expect(lifecycleBadges({ ...base, RealGateVehicleArrivalUtc: 'x', RealGateVehicleDepartureUtc: 'z', DeliveredUtc: 'w' } as Reservation)).toEqual(['departed', 'delivered']);
    expect(lifecycleBadges({ ...base, CarrierNotArrived: true } as Reservation)).toEqual(['carrier not arrived']);
  });
  it('maps unknown statuses to Other', () => {
    expect(approvalTone('Approved')).toBe('Approved');
    expect(approvalTone('Cancelled')).toBe('Other');
  });
});
