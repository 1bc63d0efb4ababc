import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ZCompany,
  ZOrder,
  ZOrderRow,
  ZRamp,
  ZReservation,
  ZVehicleType,
  type Company as CompanyAnswer,
  type Order as OrderAnswer,
  type OrderRow as OrderRowAnswer,
  type Ramp,
  type Reservation as ReservationAnswer,
  type VehicleType as VehicleTypeAnswer,
} from '@/lib/contracts';
import {
  CompanySchema,
  OrderRowSchema,
  OrderSchema,
  ReservationSchema,
  ResourceSchema,
  VehicleTypeSchema,
  type Company,
  type Order,
  type OrderRow,
  type Reservation,
  type Resource,
  type VehicleType,
} from './schemas';

// The BFF hands what it read from the service to the browser as it is: a parsed wire answer must be a contract
// answer, in its type (checked by tsc, which `npm test` runs) and in its values (a loose wire form normalised).
const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const OTHER = '3fa85f64-5717-4562-b3fc-2c963f66afa7';

describe('a parsed wire answer is what the BFF promises the browser', () => {
  it('by type', () => {
    expectTypeOf<Reservation>().toExtend<ReservationAnswer>();
    expectTypeOf<Resource>().toExtend<Ramp>();
    expectTypeOf<VehicleType>().toExtend<VehicleTypeAnswer>();
    expectTypeOf<Order>().toExtend<OrderAnswer>();
    expectTypeOf<OrderRow>().toExtend<OrderRowAnswer>();
    expectTypeOf<Company>().toExtend<CompanyAnswer>();
  });

  it('by value, from the loosest form the service may send', () => {
    const reservation = ReservationSchema.parse({
      Id: ID,
      StartUtc: '2026-03-02T08:00:00',
      EndUtc: '2026-03-02T09:00:00.0000000+00:00',
      ResourceId: OTHER,
      Carrier: null,
      Created: '2026-03-01T08:00:00.1234567',
      ExtCustomFieldBit1: null,
      SomethingNew: 1,
    });
    expect(ZReservation.parse(reservation)).toEqual(reservation);
    const ramp = ResourceSchema.parse({
      Id: ID,
      ResourceName: 'Dock 1',
      BranchOfficeId: 7,
      ResourceNameLocalized: { cs: 'Rampa 1' },
    });
    expect(ZRamp.parse(ramp)).toEqual(ramp);
    const vehicleType = VehicleTypeSchema.parse({ Id: ID, VehicleTypeName: null });
    expect(ZVehicleType.parse(vehicleType)).toEqual(vehicleType);
    const order = OrderSchema.parse({
      Id: ID,
      OrderNumber: null,
      ExistsInReservation: false,
      Updated: '2026-03-01T08:00:00',
    });
    expect(ZOrder.parse(order)).toEqual(order);
    const row = OrderRowSchema.parse({ Id: ID, OrderId: OTHER, ItemCode: null });
    expect(ZOrderRow.parse(row)).toEqual(row);
    const company = CompanySchema.parse({ Id: ID, CompanyName: null });
    expect(ZCompany.parse(company)).toEqual(company);
  });
});
