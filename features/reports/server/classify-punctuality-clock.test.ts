import { describe, expect, it } from 'vitest';
import { classifyPunctuality } from './classify-punctuality';
import { LATER, slot, utc } from './classify-punctuality-support';

describe('classifyPunctuality: midnight and clock changes count real elapsed minutes', () => {
  it.each([
    // Local midnight: 23:50 → 00:05 is 15 minutes, not −1425.
    {
      name: 'across local midnight: arrived 00:05 for a 23:50 slot',
      start: '2026-06-10T23:50:00+02:00',
      arrival: '2026-06-11T00:05:00+02:00',
      departure: '2026-06-11T00:45:00+02:00',
      delay: 15,
      outcome: 'onTime',
      dwell: 40,
      turnaround: 40,
    },
    {
      name: 'across local midnight: arrived 23:40 for a 00:10 slot',
      start: '2026-06-11T00:10:00+02:00',
      arrival: '2026-06-10T23:40:00+02:00',
      departure: '2026-06-11T00:30:00+02:00',
      delay: -30,
      outcome: 'early',
      dwell: 50,
      turnaround: 20,
    },
    // Spring forward in Prague, 2026-03-29 02:00 CET → 03:00 CEST: 01:30 → 03:10 on the wall is 40 real minutes.
    {
      name: 'spring forward: slot 01:30 CET, arrived 03:10 CEST (wall clock says 100)',
      start: '2026-03-29T01:30:00+01:00',
      arrival: '2026-03-29T03:10:00+02:00',
      departure: '2026-03-29T03:30:00+02:00',
      delay: 40,
      outcome: 'late',
      dwell: 20,
      turnaround: 20,
    },
    {
      name: 'spring forward: slot 03:05 CEST, arrived 01:55 CET (wall clock says −70)',
      start: '2026-03-29T03:05:00+02:00',
      arrival: '2026-03-29T01:55:00+01:00',
      departure: '2026-03-29T03:15:00+02:00',
      delay: -10,
      outcome: 'onTime',
      dwell: 20,
      turnaround: 10,
    },
    // Fall back in Prague, 2026-10-25 03:00 CEST → 02:00 CET: 02:15 CEST → 02:05 CET is 50 real minutes, not −10.
    {
      name: 'fall back: slot 02:15 CEST, arrived 02:05 CET (wall clock says −10)',
      start: '2026-10-25T02:15:00+02:00',
      arrival: '2026-10-25T02:05:00+01:00',
      departure: '2026-10-25T02:35:00+01:00',
      delay: 50,
      outcome: 'late',
      dwell: 30,
      turnaround: 30,
    },
    {
      name: 'fall back: slot 02:30 CET, arrived 02:50 CEST (wall clock says +20)',
      start: '2026-10-25T02:30:00+01:00',
      arrival: '2026-10-25T02:50:00+02:00',
      departure: '2026-10-25T02:40:00+01:00',
      delay: -40,
      outcome: 'early',
      dwell: 50,
      turnaround: 10,
    },
  ] as const)('$name', ({ start, arrival, departure, delay, outcome, dwell, turnaround }) => {
    const r = slot(
      { RealGateVehicleArrivalUtc: utc(arrival), RealGateVehicleDepartureUtc: utc(departure) },
      utc(start),
    );
    const result = classifyPunctuality(r, 15, LATER);
    expect(result.outcome).toBe(outcome);
    expect(result.delayMinutes).toBeCloseTo(delay, 9);
    expect(result.dwellMinutes).toBeCloseTo(dwell, 9);
    expect(result.turnaroundMinutes).toBeCloseTo(turnaround, 9);
  });

  it('ends a slot across the fall-back night at its real end, not its wall-clock end', () => {
    // 02:30 CEST for 60 minutes ends 02:30 CET: a wall-clock reading would end it an hour early.
    const r = slot({}, utc('2026-10-25T02:30:00+02:00'), 60);
    expect(classifyPunctuality(r, 15, Date.parse(utc('2026-10-25T02:29:00+01:00')))).toMatchObject({ outcome: 'open' });
    expect(classifyPunctuality(r, 15, Date.parse(utc('2026-10-25T02:30:00+01:00')))).toMatchObject({
      outcome: 'noShow',
    });
  });

  it('ends a slot across the spring-forward night at its real end', () => {
    // 01:30 CET for 60 minutes ends 03:30 CEST.
    const r = slot({}, utc('2026-03-29T01:30:00+01:00'), 60);
    expect(classifyPunctuality(r, 15, Date.parse(utc('2026-03-29T03:29:59+02:00')))).toMatchObject({ outcome: 'open' });
    expect(classifyPunctuality(r, 15, Date.parse(utc('2026-03-29T03:30:00+02:00')))).toMatchObject({
      outcome: 'noShow',
    });
  });
});
