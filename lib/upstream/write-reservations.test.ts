import { describe, expect, it } from 'vitest';
import { ReservationSchema } from './schemas';
import { findCreatedId } from './upstream-context';
import { fullUpdateBody } from './write-reservations';

const current = ReservationSchema.parse({
  Id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  StartUtc: '2026-03-02T08:00:00.000Z',
  EndUtc: '2026-03-02T09:00:00.000Z',
  ResourceId: '3fa85f64-5717-4562-b3fc-2c963f66afa7',
  UnitId: '3fa85f64-5717-4562-b3fc-2c963f66afa8',
  NumberOfUnits: 2,
  Carrier: 'Old Carrier',
  CarrierId: '3fa85f64-5717-4562-b3fc-2c963f66afa9',
  CarrierDriverFullName: 'Jo',
  VehicleNumberPlate: '1AB 2345',
});

describe('fullUpdateBody', () => {
  it('sends every write field, the change winning, so a replacing PUT keeps the rest', () => {
    expect(fullUpdateBody(current, { CarrierDriverFullName: 'Ann', TrailerNumberPlate: undefined })).toEqual({
      ResourceId: current.ResourceId,
      Start: current.StartUtc,
      UnitId: current.UnitId,
      NumberOfUnits: 2,
      CarrierId: current.CarrierId,
      Carrier: 'Old Carrier',
      CarrierDriverFullName: 'Ann',
      VehicleTypeId: null,
      VehicleNumberPlate: '1AB 2345',
      TrailerNumberPlate: '',
    });
  });

  it('drops the old carrier name when only the carrier id changes', () => {
    const body = fullUpdateBody(current, { CarrierId: '3fa85f64-5717-4562-b3fc-2c963f66afaa' });
    expect(body).not.toHaveProperty('Carrier');
    expect(body.CarrierId).toBe('3fa85f64-5717-4562-b3fc-2c963f66afaa');
  });
});

describe('findCreatedId', () => {
  const id = '3FA85F64-5717-4562-B3FC-2C963F66AFA6';
  it('reads the id from the body, a Location or an OData-EntityId header', () => {
    expect(findCreatedId({ Id: id }, new Headers())).toBe(id.toLowerCase());
    expect(findCreatedId(undefined, new Headers({ location: `/v3/demo/Reservations/${id}` }))).toBe(id.toLowerCase());
    expect(findCreatedId('', new Headers({ 'OData-EntityId': `http://x/odata/v1/demo/Order(${id})` }))).toBe(id.toLowerCase());
    expect(findCreatedId(`"${id}"`, new Headers())).toBe(id.toLowerCase());
    expect(findCreatedId({ ok: true }, new Headers())).toBeNull();
  });
});
