import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { isGuid, ReservationPatchSchema } from '@/lib/contracts';
import { ReservationSchema, ResourceSchema } from './schemas';
import { listOf, oneOf, parseInput } from './upstream-context';
import { toFieldIssues, validateResponse } from './validate-response';

const wire = {
  Id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ReservationNumber: 'R0000001',
  StartUtc: '2026-03-02T08:00:00.000Z',
  EndUtc: '2026-03-02T09:00:00.0000000+00:00',
  ResourceId: '3fa85f64-5717-4562-b3fc-2c963f66afa7',
  Carrier: null,
  CarrierId: null,
  VehicleTypeId: null,
  VehicleNumberPlate: '1AB 2345',
  TrailerNumberPlate: '',
  CarrierDriverFullName: '',
  ApprovalStatus: 'Approved',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
  OrderNumbers: '',
  SupplierNames: '',
  Created: '2026-03-01T08:00:00.1234567',
  Updated: null,
  SomethingNew: { nested: true },
  ExtCustomFieldVarchar1: 'Gate A',
};

describe('response schemas', () => {
  it('keep unknown fields, read null text as empty and accept fields the spec does not show as absent', () => {
    const r = ReservationSchema.parse(wire);
    expect(r).toMatchObject({
      Carrier: '',
      Note: '',
      SomethingNew: { nested: true },
      ExtCustomFieldVarchar1: 'Gate A',
      Updated: null,
    });
    // a time without Z or offset is UTC (spec §2.1) and keeps its precision
    expect(r.Created).toBe('2026-03-01T08:00:00.1234567Z');
    expect(ResourceSchema.parse({ Id: wire.Id, ResourceName: 'Dock 1', BranchOfficeId: 7 })).toMatchObject({
      BranchOfficeId: '7',
      ResourceNameLocalized: 'Dock 1',
    });
    expect(
      ResourceSchema.parse({ Id: wire.Id, ResourceName: 'Dock 1', ResourceNameLocalized: { cs: 'Rampa 1' } })
        .ResourceNameLocalized,
    ).toBe('Dock 1');
  });

  it('accept a bare array or an OData value wrapper, and a single entity in either', () => {
    expect(listOf(ReservationSchema).parse({ value: [wire] })).toHaveLength(1);
    expect(oneOf(ReservationSchema).parse([wire]).Id).toBe(wire.Id);
    expect(oneOf(ReservationSchema).parse({ value: wire }).Id).toBe(wire.Id);
  });

  it('turn a broken answer into upstream_error naming the field', () => {
    const broken = [wire, { ...wire, StartUtc: 'yesterday' }];
    try {
      validateResponse(listOf(ReservationSchema), broken, 'GET', '/v3/demo/Reservations');
      throw new Error('expected a failure');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect(e).toMatchObject({ code: 'upstream_error', details: { reason: 'bad_response', field: '1.StartUtc' } });
      expect((e as AppError).message).toContain('field 1.StartUtc');
    }
  });

  it('refuse Patch fields beyond the note and the writable custom fields', () => {
    expect(
      ReservationPatchSchema.safeParse({ Note: 'x', ExtCustomFieldVarchar15: 'y', ExtCustomFieldBit3: false }).success,
    ).toBe(true);
    expect(ReservationPatchSchema.safeParse({ Carrier: 'x' }).success).toBe(false);
    expect(ReservationPatchSchema.safeParse({ ExtCustomFieldVarchar16: 'x' }).success).toBe(false);
  });
});

describe('isGuid', () => {
  it('accepts 8-4-4-4-12 hex digits in any case and nothing else', () => {
    expect(isGuid('3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe(true);
    expect(isGuid('3FA85F64-5717-4562-B3FC-2C963F66AFA6')).toBe(true);
    expect(isGuid('-'.repeat(36))).toBe(false);
    expect(isGuid('3fa85f6457174562b3fc2c963f66afa6----')).toBe(false);
    expect(isGuid('3fa85f64-5717-4562-b3fc-2c963f66afa6 ')).toBe(false);
    expect(isGuid('3fa85f64-5717-4562-b3fc-2c963f66afg6')).toBe(false);
    expect(isGuid(undefined)).toBe(false);
  });
});

describe('toFieldIssues', () => {
  it('names input issues and response issues the same way', () => {
    const bad = ReservationPatchSchema.safeParse({ Note: 5, ExtCustomFieldBit1: 'yes' });
    expect(bad.success).toBe(false);
    const issues = toFieldIssues(bad.error!);
    expect(issues.map((i) => i.field)).toEqual(['Note', 'ExtCustomFieldBit1']);
    expect(toFieldIssues(ResourceSchema.safeParse(3).error!)[0]!.field).toBe('(body)');
    const input = (() => {
      try {
        parseInput(ReservationPatchSchema, { Note: 5, ExtCustomFieldBit1: 'yes' });
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(input).toMatchObject({ code: 'validation_failed', details: issues });
  });
});
