import { randomUUID } from 'node:crypto';
import type { Reservation } from '@/lib/contracts';

// Reservations made up for tests that need no service: the shape the upstream client hands out.

export const RAMP_A = 'ae49e76d-a578-4291-ac69-d692f2ab98ae';
export const RAMP_B = '3f0d1c2b-9e8a-4b7c-8d6e-5f4a3b2c1d0e';
const BRNO = '7c570089-3a34-4d83-841a-abe1f6f21057';
const TRUCK = 'ef695afe-b5e8-4325-b8f0-a9f4f3f48634';

let sequence = 2000;

/** A reservation as the upstream client hands it out (the emulator's shape, text fields '' instead of null). */
export function reservation(start: string, minutes: number, overrides: Partial<Reservation> = {}): Reservation {
  const startMs = Date.parse(start);
  return {
    Id: randomUUID(),
    ReservationNumber: `R${String(++sequence).padStart(7, '0')}`,
    StartUtc: new Date(startMs).toISOString(),
    EndUtc: new Date(startMs + minutes * 60_000).toISOString(),
    ResourceId: RAMP_A,
    BranchOfficeId: BRNO,
    UnitId: TRUCK,
    NumberOfUnits: 2,
    Carrier: 'Rapid Freight s.r.o.',
    CarrierId: 'a91ea96c-361f-4399-8665-6b19aaed7c27',
    VehicleTypeId: '76060676-0fc3-43bc-bde3-b8d30dee320f',
    VehicleNumberPlate: '5BE 5168',
    TrailerNumberPlate: '',
    CarrierDriverFullName: 'Anna Kowalski',
    ApprovalStatus: 'Approved',
    RealGateVehicleArrivalUtc: null,
    RealGateVehicleDepartureUtc: null,
    ProcessingStartedUtc: null,
    CarrierNotArrived: false,
    OrderNumbers: 'PO-10650',
    SupplierNames: 'Vltava Foods',
    Note: '',
    Created: '2026-11-17T00:00:00.000Z',
    Updated: '2026-11-18T08:00:00.000Z',
    ExtCustomFieldVarchar1: 'Gate C',
    ExtCustomFieldVarchar2: null,
    ExtCustomFieldBit1: null,
    ...overrides,
  };
}
