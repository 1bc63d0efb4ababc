import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../lib/emulator-error';
import { ReservationIndex } from '../store/reservation-index';
import { checkSlot, isWithinOpeningHours, localTime } from './check-slot';
import type { BranchOffice, Reservation } from './types';

const prague: BranchOffice = {
  Id: 'b1',
  BranchOfficeName: 'Brno DC',
  TimeZone: 'Europe/Prague',
  OpenDays: '1,2,3,4,5,6',
  OpenFrom: '06:00',
  OpenTo: '22:00',
};
const lookups = () => {
  const reservations = new ReservationIndex();
  reservations.load([
    {
      Id: 'x',
      ReservationNumber: 'R1',
      ResourceId: 'r1',
      StartUtc: Date.parse('2026-03-02T08:00:00Z'),
      EndUtc: Date.parse('2026-03-02T09:00:00Z'),
    } as Reservation,
  ]);
  return {
    resources: new Map([
      [
        'r1',
        { Id: 'r1', ResourceName: 'Ramp 1', ShortName: 'R1', ResourceNameLocalized: 'Rampa 1', BranchOfficeId: 'b1' },
      ],
    ]),
    units: new Map([['u1', { Id: 'u1', UnitName: 'Truck', MinutesPerUnit: 30 }]]),
    branchOffices: new Map([['b1', prague]]),
    reservations,
  };
};
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as EmulatorError).code;
  }
  return 'ok';
};

describe('checkSlot', () => {
  it('computes the end from unit length × number of units', () => {
    const start = Date.parse('2026-03-02T10:00:00Z');
    expect(checkSlot({ resourceId: 'r1', start, unitId: 'u1', numberOfUnits: 3 }, lookups()).end).toBe(
      start + 90 * 60_000,
    );
  });

  it('refuses unknown references, too long slots, closed hours and clashes', () => {
    const db = lookups();
    const start = Date.parse('2026-03-02T10:00:00Z');
    expect(code(() => checkSlot({ resourceId: 'zz', start, unitId: 'u1', numberOfUnits: 1 }, db))).toBe(
      'UNKNOWN_RESOURCE',
    );
    expect(code(() => checkSlot({ resourceId: 'r1', start, unitId: 'zz', numberOfUnits: 1 }, db))).toBe('UNKNOWN_UNIT');
    expect(code(() => checkSlot({ resourceId: 'r1', start, unitId: 'u1', numberOfUnits: 25 }, db))).toBe(
      'SLOT_TOO_LONG',
    );
    expect(
      code(() =>
        checkSlot({ resourceId: 'r1', start: Date.parse('2026-03-01T10:00:00Z'), unitId: 'u1', numberOfUnits: 1 }, db),
      ),
    ).toBe('OUTSIDE_OPENING_HOURS');
    expect(
      code(() =>
        checkSlot({ resourceId: 'r1', start: Date.parse('2026-03-02T08:30:00Z'), unitId: 'u1', numberOfUnits: 1 }, db),
      ),
    ).toBe('SLOT_CONFLICT');
    expect(
      code(() =>
        checkSlot(
          {
            resourceId: 'r1',
            start: Date.parse('2026-03-02T08:30:00Z'),
            unitId: 'u1',
            numberOfUnits: 1,
            ignoreId: 'x',
          },
          db,
        ),
      ),
    ).toBe('ok');
  });
});

describe('isWithinOpeningHours', () => {
  it('uses local wall-clock time of the office, across DST', () => {
    // Europe/Prague is UTC+1 in winter, UTC+2 in summer: 06:00 local is 05:00Z and 04:00Z.
    expect(isWithinOpeningHours(prague, Date.parse('2026-03-02T05:00:00Z'), Date.parse('2026-03-02T06:00:00Z'))).toBe(
      true,
    );
    expect(isWithinOpeningHours(prague, Date.parse('2026-03-02T04:59:00Z'), Date.parse('2026-03-02T06:00:00Z'))).toBe(
      false,
    );
    expect(isWithinOpeningHours(prague, Date.parse('2026-07-06T04:00:00Z'), Date.parse('2026-07-06T05:00:00Z'))).toBe(
      true,
    );
    expect(isWithinOpeningHours(prague, Date.parse('2026-07-06T19:30:00Z'), Date.parse('2026-07-06T20:30:00Z'))).toBe(
      false,
    );
    expect(localTime(prague, 2026, 6, 6, '06:00')).toBe(Date.parse('2026-07-06T04:00:00Z'));
  });
});
