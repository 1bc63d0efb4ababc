import { describe, expect, it } from 'vitest';
import { newReservation } from '../store/reservation-record';
import { describeChange } from './describe-change';

const base = newReservation({
  Id: 'a',
  ReservationNumber: 'R1',
  StartUtc: 0,
  EndUtc: 60,
  ResourceId: 'r1',
  BranchOfficeId: 'b1',
  UnitId: 'u',
  NumberOfUnits: 1,
  Created: 0,
  Updated: 0,
});

describe('describeChange', () => {
  it('names reservation.updated first, then every specific kind', () => {
    expect(describeChange(base, { ...base, StartUtc: 10, EndUtc: 90, ResourceId: 'r2', BranchOfficeId: 'b2' })).toEqual(
      ['reservation.updated', 'reservation.moved', 'reservation.resized', 'reservation.branchoffice.changed'],
    );
    expect(
      describeChange(base, { ...base, TrailerNumberPlate: 'X', CarrierDriverFullName: 'D', CarrierId: 'c', Note: 'n' }),
    ).toEqual([
      'reservation.updated',
      'reservation.vehicle.platechanged',
      'reservation.driver.changed',
      'reservation.carrier.detailschanged',
      'reservation.note.updated',
    ]);
  });

  it('sees custom fields appear and vanish, and nothing when only Updated or null-vs-missing differs', () => {
    expect(describeChange(base, { ...base, ExtCustomFieldBit2: true })).toEqual(['reservation.updated']);
    expect(describeChange({ ...base, ExtCustomFieldVarchar3: 'x' }, base)).toEqual(['reservation.updated']);
    expect(describeChange(base, { ...base, Updated: 5, ExtCustomFieldVarchar1: null })).toEqual([]);
  });
});
