import { describe, expect, it } from 'vitest';
import type { GridReservation } from '@/lib/contracts';
import { buildGateBoard, classifyGateRow, describeArrival, gateWindow } from './classify-gate';
import { formatDuration } from '@/lib/time';

const MIN = 60_000;
const NOW = Date.parse('2026-11-24T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function slot(startMin: number, lengthMin: number, extra: Partial<GridReservation> = {}): GridReservation {
  return {
    Id: `id-${startMin}-${Object.keys(extra).join('-')}`,
    ReservationNumber: `R${startMin}`,
    StartUtc: iso(NOW + startMin * MIN),
    EndUtc: iso(NOW + (startMin + lengthMin) * MIN),
    ResourceId: 'ramp',
    Carrier: 'Rapid Freight s.r.o.',
    VehicleNumberPlate: '1AB 2345',
    TrailerNumberPlate: '',
    CarrierDriverFullName: 'Jan Novák',
    ApprovalStatus: 'Approved',
    RealGateVehicleArrivalUtc: null,
    RealGateVehicleDepartureUtc: null,
    OrderNumbers: '',
    UnitId: null,
    NumberOfUnits: null,
    ...extra,
  } as GridReservation;
}

describe('classifyGateRow', () => {
  it.each([
    ['expected: starts within 2 h, no arrival', slot(30, 30), 'expected'],
    ['expected: exactly 2 h ahead', slot(120, 30), 'expected'],
    ['later today: more than 2 h ahead', slot(121, 30), 'later'],
    ['late: start passed, no arrival, end not yet', slot(-10, 30), 'late'],
    ['no-show: end passed with no arrival', slot(-60, 30), 'noShow'],
    ['no-show: the service said the carrier did not arrive', slot(30, 30, { CarrierNotArrived: true }), 'noShow'],
    [
      'on site: arrived, not departed (even after its end)',
      slot(-90, 30, { RealGateVehicleArrivalUtc: iso(NOW - 95 * MIN) }),
      'onSite',
    ],
    [
      'on site: arrived early, before its slot',
      slot(20, 30, { RealGateVehicleArrivalUtc: iso(NOW - 5 * MIN) }),
      'onSite',
    ],
    [
      'departed',
      slot(-90, 30, {
        RealGateVehicleArrivalUtc: iso(NOW - 95 * MIN),
        RealGateVehicleDepartureUtc: iso(NOW - 50 * MIN),
      }),
      'departed',
    ],
    ['pending, not arrived', slot(30, 30, { ApprovalStatus: 'Pending' }), 'notApproved'],
    ['rejected, start passed', slot(-10, 30, { ApprovalStatus: 'Rejected' }), 'notApproved'],
    [
      'pending but the gate recorded its arrival: the truck is there',
      slot(-10, 30, { ApprovalStatus: 'Pending', RealGateVehicleArrivalUtc: iso(NOW - 12 * MIN) }),
      'onSite',
    ],
  ])('%s', (_name, r, section) => {
    expect(classifyGateRow(r, NOW)).toBe(section);
  });
});

describe('buildGateBoard', () => {
  const rows = [
    slot(-200, 30, {
      RealGateVehicleArrivalUtc: iso(NOW - 210 * MIN),
      RealGateVehicleDepartureUtc: iso(NOW - 150 * MIN),
    }),
    slot(-100, 30, {
      RealGateVehicleArrivalUtc: iso(NOW - 110 * MIN),
      RealGateVehicleDepartureUtc: iso(NOW - 40 * MIN),
      VehicleNumberPlate: '9ZZ-0001',
    }),
    slot(-30, 60, { RealGateVehicleArrivalUtc: iso(NOW - 18 * MIN) }),
    slot(-5, 30, { RealGateVehicleArrivalUtc: iso(NOW - 50 * MIN) }),
    slot(-15, 30),
    slot(90, 30),
    slot(15, 30),
  ];

  it('orders each section by what needs attention first, with dwell, turnaround and plan against actual', () => {
    const board = buildGateBoard(rows, NOW);
    expect(board.departed.map((r) => r.reservation.ReservationNumber)).toEqual(['R-100', 'R-200']);
    expect(board.departed[0]!.durationMs).toBe(70 * MIN);
    expect(board.onSite.map((r) => r.reservation.ReservationNumber)).toEqual(['R-5', 'R-30']);
    expect(board.onSite[0]).toMatchObject({ durationMs: 50 * MIN, arrivalOffsetMs: -45 * MIN });
    expect(board.onSite[1]!.arrivalOffsetMs).toBe(12 * MIN);
    expect(board.late).toMatchObject([{ durationMs: 15 * MIN }]);
    expect(board.expected.map((r) => r.reservation.ReservationNumber)).toEqual(['R15', 'R90']);
  });

  it('finds a plate ignoring spaces, dashes and case, and the driver or carrier', () => {
    expect(buildGateBoard(rows, NOW, '9zz 0001').departed.map((r) => r.reservation.ReservationNumber)).toEqual([
      'R-100',
    ]);
    expect(Object.values(buildGateBoard(rows, NOW, 'novak')).flat()).toHaveLength(rows.length);
    expect(Object.values(buildGateBoard(rows, NOW, 'nobody')).flat()).toHaveLength(0);
  });
});

describe('gateWindow', () => {
  const at = (s: string) => Date.parse(s);
  it.each([
    // Prague, an ordinary afternoon: the local day only.
    ['2026-11-24T13:20:00Z', 'Europe/Prague', '2026-11-24', '2026-11-23T23:00:00Z', '2026-11-24T23:00:00Z'],
    // 00:10 on a Monday in Prague: from 18:00 the evening before.
    ['2026-11-29T23:10:00Z', 'Europe/Prague', '2026-11-30', '2026-11-29T17:00:00Z', '2026-11-30T23:00:00Z'],
    // 23:30 in Prague: to 02:00 tomorrow.
    ['2026-11-24T22:30:00Z', 'Europe/Prague', '2026-11-24', '2026-11-23T23:00:00Z', '2026-11-25T01:00:00Z'],
    // Midnight UTC on a Sunday in Chicago (18:00 Saturday there).
    ['2026-11-22T00:00:00Z', 'America/Chicago', '2026-11-21', '2026-11-21T06:00:00Z', '2026-11-22T06:00:00Z'],
    // The spring-forward night in Prague: the day has 23 hours.
    ['2027-03-28T00:30:00Z', 'Europe/Prague', '2027-03-28', '2027-03-27T18:00:00Z', '2027-03-28T22:00:00Z'],
    // The fall-back night in Prague: 25 hours.
    ['2026-10-25T01:30:00Z', 'Europe/Prague', '2026-10-25', '2026-10-24T19:00:00Z', '2026-10-25T23:00:00Z'],
  ])('at %s in %s', (now, zone, day, from, to) => {
    expect(gateWindow(at(now), zone)).toEqual({ day, from: at(from), to: at(to) });
  });
});

describe('durations', () => {
  it.each([
    [30_000, 'under a minute'],
    [12 * MIN, '12 min'],
    [65 * MIN, '1 h 05 min'],
    [-8 * MIN, '8 min'],
  ])('%d ms reads %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
  it.each([
    [20_000, 'on time'],
    [12 * MIN, '12 min late'],
    [-8 * MIN, '8 min early'],
  ])('arrival offset %d ms reads %s', (ms, text) => expect(describeArrival(ms)).toBe(text));
});
