import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_ORDERS_PER_RESERVATION,
  TEXT_LIMITS,
  ZCompanyCreate,
  ZConnectionInput,
  ZCreateFromOrders,
  ZOrderRowCreate,
  ZReservation,
  ZReservationCreate,
  ZReservationPatch,
} from './index';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`) ?? [];

const slot = { ResourceId: randomUUID(), Start: '2026-11-23T08:00:00Z', UnitId: randomUUID(), NumberOfUnits: 1 };

describe('write limits of the shared schemas', () => {
  it('bounds the orders one reservation is made from, naming the limit', () => {
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    expect(
      ZCreateFromOrders.safeParse({ ...slot, Date: slot.Start, OrderIds: ids(MAX_ORDERS_PER_RESERVATION) }).success,
    ).toBe(true);
    expect(
      issues(ZCreateFromOrders.safeParse({ ...slot, Date: slot.Start, OrderIds: ids(MAX_ORDERS_PER_RESERVATION + 1) })),
    ).toEqual(['OrderIds: a reservation can be made from at most 50 orders at a time']);
  });

  it('bounds every free-text field a planner types, with the field and the length named', () => {
    expect(
      issues(
        ZReservationCreate.safeParse({
          ...slot,
          VehicleNumberPlate: 'X'.repeat(TEXT_LIMITS.plate + 1),
          Carrier: 'C'.repeat(TEXT_LIMITS.name + 1),
        }),
      ),
    ).toEqual(['Carrier: use at most 200 characters', 'VehicleNumberPlate: use at most 20 characters']);
    expect(
      issues(
        ZReservationPatch.safeParse({
          Note: 'n'.repeat(TEXT_LIMITS.note + 1),
          ExtCustomFieldVarchar15: 'v'.repeat(TEXT_LIMITS.customField + 1),
        }),
      ),
    ).toEqual(['Note: use at most 2000 characters', 'ExtCustomFieldVarchar15: use at most 255 characters']);
    expect(
      ZReservationPatch.safeParse({ Note: 'n'.repeat(TEXT_LIMITS.note), ExtCustomFieldVarchar1: null }).success,
    ).toBe(true);
    expect(issues(ZCompanyCreate.safeParse({ CompanyName: 'Acme', City: 'c'.repeat(101) }))).toEqual([
      'City: use at most 100 characters',
    ]);
    expect(issues(ZOrderRowCreate.safeParse({ ItemCode: 'A1', Quantity: 1, UnitOfMeasure: 'PALLETS-EUR' }))).toEqual([
      'UnitOfMeasure: use at most 10 characters',
    ]);
  });

  it('bounds the connection form, time zones and branch offices included', () => {
    const base = { baseUrl: 'https://slots.example.com', tenant: 'demo', authMethod: 'bearer', username: 'api' };
    expect(ZConnectionInput.safeParse(base).success).toBe(true);
    expect(issues(ZConnectionInput.safeParse({ ...base, username: 'u'.repeat(201) }))).toEqual([
      'username: use at most 200 characters',
    ]);
    const zones = Object.fromEntries(Array.from({ length: 501 }, () => [randomUUID(), 'Europe/Prague']));
    expect(issues(ZConnectionInput.safeParse({ ...base, branchTimeZones: zones }))).toEqual([
      'branchTimeZones: set at most 500 branch offices',
    ]);
  });

  it('reads answers without the write limits: a longer value the service holds still shows', () => {
    const answer = {
      Id: randomUUID(),
      ReservationNumber: 'R-1',
      StartUtc: '2026-11-23T08:00:00Z',
      EndUtc: '2026-11-23T09:00:00Z',
      ResourceId: randomUUID(),
      Carrier: 'C'.repeat(500),
      CarrierId: null,
      VehicleTypeId: null,
      VehicleNumberPlate: 'P'.repeat(40),
      TrailerNumberPlate: '',
      CarrierDriverFullName: '',
      ApprovalStatus: 'Approved',
      RealGateVehicleArrivalUtc: null,
      RealGateVehicleDepartureUtc: null,
      OrderNumbers: '',
      SupplierNames: '',
      Created: null,
      Updated: null,
      Note: 'n'.repeat(5000),
      ExtCustomFieldVarchar1: 'v'.repeat(1000),
    };
    expect(ZReservation.safeParse(answer).success).toBe(true);
  });
});
