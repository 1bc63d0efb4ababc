import { describe, expect, it } from 'vitest';
import { classifyPunctuality } from './classify-punctuality';
import { arrivedAt, LATER, MIN, plus, type Slot, slot, START, utc } from './classify-punctuality-support';

describe('classifyPunctuality: arrivals against the tolerance', () => {
  it.each([
    ['exactly on the slot start', 0, 15, 'onTime'],
    ['exactly the tolerance late', 15, 15, 'onTime'],
    ['exactly the tolerance early', -15, 15, 'onTime'],
    ['one minute past the tolerance, late', 16, 15, 'late'],
    ['one minute past the tolerance, early', -16, 15, 'early'],
    ['half a minute past the tolerance, late', 15.5, 15, 'late'],
    ['half a minute past the tolerance, early', -15.5, 15, 'early'],
    ['hours late', 185, 15, 'late'],
    ['tolerance 0: exactly on the start', 0, 0, 'onTime'],
    ['tolerance 0: one second late', 1 / 60, 0, 'late'],
    ['tolerance 0: one second early', -1 / 60, 0, 'early'],
    ['tolerance 0: one minute late', 1, 0, 'late'],
    ['tolerance 0: one minute early', -1, 0, 'early'],
    ['a wide tolerance: 60 minutes late is on time', 60, 60, 'onTime'],
    ['a wide tolerance: 61 minutes late is late', 61, 60, 'late'],
  ] as const)('%s (delay %s, tolerance %s) → %s', (_, delay, tolerance, outcome) => {
    const result = classifyPunctuality(arrivedAt(delay), tolerance, LATER);
    expect(result.outcome).toBe(outcome);
    expect(result.delayMinutes).toBeCloseTo(delay, 9);
  });

  it('measures the delay in fractional minutes, negative when early', () => {
    expect(classifyPunctuality(arrivedAt(-90.5), 15, LATER)).toMatchObject({ outcome: 'early' });
    expect(classifyPunctuality(arrivedAt(-90.5), 15, LATER).delayMinutes).toBeCloseTo(-90.5, 9);
    expect(
      classifyPunctuality(slot({ RealGateVehicleArrivalUtc: utc('2026-06-10T08:07:45+02:00') }), 15, LATER)
        .delayMinutes,
    ).toBeCloseTo(7.75, 9);
  });

  it('classifies an arrival by its delay whatever the status and the no-show flag say', () => {
    // A pending or rejected slot the truck came to anyway, and a flag the gate set before the truck turned up.
    expect(classifyPunctuality(arrivedAt(20, { ApprovalStatus: 'Pending' }), 15, LATER)).toMatchObject({
      outcome: 'late',
      delayMinutes: 20,
    });
    expect(classifyPunctuality(arrivedAt(5, { ApprovalStatus: 'Pending' }), 15, LATER)).toMatchObject({
      outcome: 'onTime',
      delayMinutes: 5,
    });
    expect(classifyPunctuality(arrivedAt(-30, { ApprovalStatus: 'Rejected' }), 15, LATER)).toMatchObject({
      outcome: 'early',
      delayMinutes: -30,
    });
    expect(classifyPunctuality(arrivedAt(40, { CarrierNotArrived: true }), 15, LATER)).toMatchObject({
      outcome: 'late',
      delayMinutes: 40,
    });
  });

  it('classifies an arrival even before the slot has begun (now before the start)', () => {
    const now = Date.parse(START) - 10 * MIN;
    expect(classifyPunctuality(arrivedAt(-20), 15, now)).toMatchObject({ outcome: 'early', delayMinutes: -20 });
    expect(classifyPunctuality(arrivedAt(-12), 15, now)).toMatchObject({ outcome: 'onTime', delayMinutes: -12 });
  });
});

describe('classifyPunctuality: no arrival', () => {
  const end = Date.parse(START) + 60 * MIN;
  it.each([
    [
      'the service marked the carrier as not arrived, slot still to come',
      slot({ CarrierNotArrived: true }),
      Date.parse(START) - 600 * MIN,
      'noShow',
    ],
    [
      'the service marked the carrier as not arrived, slot running',
      slot({ CarrierNotArrived: true }),
      Date.parse(START) + 10 * MIN,
      'noShow',
    ],
    [
      'the flag wins over a pending status',
      slot({ CarrierNotArrived: true, ApprovalStatus: 'Pending' }),
      LATER,
      'noShow',
    ],
    ['approved, the end passed long ago', slot(), LATER, 'noShow'],
    ['approved, exactly at the end', slot(), end, 'noShow'],
    ['approved, one ms before the end', slot(), end - 1, 'open'],
    ['approved, running', slot(), Date.parse(START) + 1, 'open'],
    ['approved, exactly at the start', slot(), Date.parse(START), 'open'],
    ['approved, in the future', slot(), Date.parse(START) - 1440 * MIN, 'open'],
    ['CarrierNotArrived null is no flag', slot({ CarrierNotArrived: null }), end - 1, 'open'],
    [
      'CarrierNotArrived absent is no flag',
      Object.fromEntries(Object.entries(slot()).filter(([k]) => k !== 'CarrierNotArrived')) as Slot,
      end - 1,
      'open',
    ],
    ['pending, the end passed', slot({ ApprovalStatus: 'Pending' }), LATER, 'notApproved'],
    ['rejected, the end passed', slot({ ApprovalStatus: 'Rejected' }), LATER, 'notApproved'],
    ['pending, in the future', slot({ ApprovalStatus: 'Pending' }), Date.parse(START) - 60 * MIN, 'notApproved'],
    ['rejected, running', slot({ ApprovalStatus: 'Rejected' }), Date.parse(START) + 10 * MIN, 'notApproved'],
  ] as const)('%s → %s', (_, r, now, outcome) => {
    expect(classifyPunctuality(r, 15, now)).toEqual({
      outcome,
      delayMinutes: null,
      dwellMinutes: null,
      turnaroundMinutes: null,
    });
  });

  it('does not let the tolerance stretch the slot end for a no-show', () => {
    expect(classifyPunctuality(slot(), 240, end)).toMatchObject({ outcome: 'noShow' });
    expect(classifyPunctuality(slot(), 0, end - 1)).toMatchObject({ outcome: 'open' });
  });

  it('keeps a departure without an arrival out of dwell and turnaround', () => {
    expect(classifyPunctuality(slot({ RealGateVehicleDepartureUtc: plus(START, 50) }), 15, LATER)).toEqual({
      outcome: 'noShow',
      delayMinutes: null,
      dwellMinutes: null,
      turnaroundMinutes: null,
    });
  });
});

describe('classifyPunctuality: dwell and turnaround', () => {
  it.each([
    ['arrived 10 min before the start, left 40 min after it', -10, 40, 50, 40],
    ['arrived 10 min after the start, left 40 min after it', 10, 40, 30, 30],
    ['arrived exactly at the start', 0, 45, 45, 45],
    ['arrived an hour early, left at the start', -60, 0, 60, 0],
    ['seconds count', 2.5, 33.25, 30.75, 30.75],
  ] as const)('%s: dwell %s, turnaround %s', (_, arrival, departure, dwell, turnaround) => {
    const r = arrivedAt(arrival, { RealGateVehicleDepartureUtc: plus(START, departure) });
    const result = classifyPunctuality(r, 15, LATER);
    expect(result.dwellMinutes).toBeCloseTo(dwell, 9);
    expect(result.turnaroundMinutes).toBeCloseTo(turnaround, 9);
    expect(result.delayMinutes).toBeCloseTo(arrival, 9);
  });

  it('has neither while the truck is still on site (no departure)', () => {
    expect(classifyPunctuality(arrivedAt(-5), 15, Date.parse(START) + 30 * MIN)).toEqual({
      outcome: 'onTime',
      delayMinutes: -5,
      dwellMinutes: null,
      turnaroundMinutes: null,
    });
    expect(classifyPunctuality(arrivedAt(25, { RealGateVehicleDepartureUtc: null }), 15, LATER)).toEqual({
      outcome: 'late',
      delayMinutes: 25,
      dwellMinutes: null,
      turnaroundMinutes: null,
    });
  });
});
