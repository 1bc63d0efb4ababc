import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainReservation, PLAIN_RESERVATION_FIELDS } from './is-plain-reservation';
import { ReservationSchema } from './schemas';

const GUID = '716e2953-33b4-427b-a413-a9690772f9a8';
/** What a field may hold on the wire: the good, the lenient and the wrong, each kind of value once. */
const anyValue = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  'R0009433',
  GUID,
  GUID.toUpperCase(),
  `${GUID}x`,
  '2026-12-21T08:00:00.000Z',
  '2026-12-21T08:00:00Z',
  '2026-12-21T08:00:00+01:00',
  '2026-12-21T08:00:00',
  '2026-12-21',
  0,
  6,
  1.5,
  -3,
  2 ** 60,
  true,
  false,
  {},
  [],
);
const plain = {
  Id: GUID,
  ReservationNumber: 'R0009433',
  StartUtc: '2026-12-21T00:00:00.000Z',
  EndUtc: '2026-12-21T00:30:00.000Z',
  ResourceId: GUID,
  Carrier: 'Moravia Trans',
  CarrierId: GUID,
  VehicleTypeId: null,
  VehicleNumberPlate: '4TU 1279',
  TrailerNumberPlate: '',
  CarrierDriverFullName: 'Petr Svoboda',
  ApprovalStatus: 'Approved',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: '2026-12-21T01:00:00Z',
  OrderNumbers: '',
  SupplierNames: '',
  Created: '2026-11-27T08:57:01.964Z',
  Updated: null,
  Note: 'Call the dispatcher on arrival',
  UnitId: GUID,
  NumberOfUnits: 6,
  IsUrgent: false,
  SomethingNew: { nested: [1] },
};
const fields = Object.keys(ReservationSchema.shape);
/** The plain record with some fields (of the schema, or extra) set to any wire value, or left out. */
const arbRecord = fc
  .array(fc.tuple(fc.constantFrom(...fields, 'IsUrgent', 'Extra'), anyValue), { maxLength: 4 })
  .map((changes) => {
    const r: Record<string, unknown> = { ...plain };
    for (const [field, value] of changes) {
      if (value === undefined) delete r[field];
      else r[field] = value;
    }
    return r;
  });

describe('isPlainReservation', () => {
  it('checks every field of ReservationSchema, and no other', () => {
    expect(Object.keys(PLAIN_RESERVATION_FIELDS).sort()).toEqual([...fields].sort());
  });

  it('takes only records the schema accepts and reads back with the same values', () => {
    expect(isPlainReservation(plain)).toBe(true);
    fc.assert(
      fc.property(arbRecord, (record) => {
        const read = ReservationSchema.safeParse(record);
        if (isPlainReservation(record)) {
          expect(read.success).toBe(true);
          expect(read.data).toStrictEqual(record);
        } else if (read.success) {
          // Left to the schema: its reading differs (a null text, a time without its zone, a missing id).
          expect(read.data).not.toStrictEqual(record);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is not fooled by what is not a record', () => {
    for (const v of [null, undefined, 'x', 1, [plain]]) expect(isPlainReservation(v)).toBe(false);
  });
});
