import { describe, expect, it } from 'vitest';
import type { DayPlanBranch, DayPlanEntry } from '../contract';
import { layOutDayPlanSheet } from './lay-out-day-plan';

const RAMP_A = '00000000-0000-4000-8000-00000000000a';
const RAMP_B = '00000000-0000-4000-8000-00000000000b';
let next = 0;

function entry(startUtc: string, endUtc: string, extra: Partial<DayPlanEntry> = {}): DayPlanEntry {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    reservationNumber: `R-${next}`,
    startUtc,
    endUtc,
    carrier: 'Carrier',
    vehiclePlate: '',
    trailerPlate: '',
    orderNumbers: '',
    status: 'Approved',
    ...extra,
  };
}

const branch = (timeZone: string, a: DayPlanEntry[], b: DayPlanEntry[] = []): DayPlanBranch => ({
  branchOfficeId: 'b1',
  label: 'Brno DC',
  timeZone,
  zoneIsBranchOwn: true,
  ramps: [
    { id: RAMP_A, shortName: 'BRN-01', name: 'Ramp 1', entries: a },
    { id: RAMP_B, shortName: 'BRN-02', name: 'Ramp 2', entries: b },
  ],
});

describe('layOutDayPlanSheet', () => {
  it('shows 06:00–18:00 on a quiet day, with every ramp as a row', () => {
    const sheet = layOutDayPlanSheet(branch('Europe/Prague', []), '2026-11-23');
    expect(sheet.columns.map((c) => c.label)).toEqual([
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(sheet.rows.map((r) => r.shortName)).toEqual(['BRN-01', 'BRN-02']);
    expect(sheet.total).toBe(0);
    expect(sheet.densest).toBe(0);
  });

  it('widens the hours to the earliest start and the latest end, in the branch office zone', () => {
    // 04:30–05:15 and 19:00–20:30 Prague time (UTC+1 in November).
    const sheet = layOutDayPlanSheet(
      branch('Europe/Prague', [
        entry('2026-11-23T03:30:00Z', '2026-11-23T04:15:00Z'),
        entry('2026-11-23T18:00:00Z', '2026-11-23T19:30:00Z'),
      ]),
      '2026-11-23',
    );
    expect(sheet.columns[0]!.label).toBe('04:00');
    expect(sheet.columns.at(-1)!.label).toBe('20:00');
    expect(sheet.rows[0]!.cells[0]!.map((i) => i.time)).toEqual(['04:30–05:15']);
    expect(sheet.rows[0]!.cells.at(-2)!.map((i) => i.time)).toEqual(['19:00–20:30']);
  });

  it('puts each reservation in the hour it starts, in start order, and counts the densest cell', () => {
    const late = entry('2026-11-23T08:40:00Z', '2026-11-23T09:00:00Z', { status: 'Pending' });
    const early = entry('2026-11-23T08:00:00Z', '2026-11-23T08:30:00Z');
    const sheet = layOutDayPlanSheet(
      branch('UTC', [late, early], [entry('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z', { status: 'Rejected' })]),
      '2026-11-23',
    );
    const eight = sheet.columns.findIndex((c) => c.label === '08:00');
    expect(sheet.rows[0]!.cells[eight]!.map((i) => i.entry.id)).toEqual([early.id, late.id]);
    expect(sheet.rows[0]!.count).toBe(2);
    expect(sheet.densest).toBe(2);
    expect(sheet.byStatus).toEqual([
      ['Approved', 1],
      ['Pending', 1],
      ['Rejected', 1],
    ]);
    expect(sheet.rows[1]!.cells[eight + 2]![0]!.tone).toBe('Rejected');
  });

  it('writes the times as the language does: 08:30 in English, 8:30 in Czech', () => {
    const entries = [
      entry('2026-11-23T08:30:00Z', '2026-11-23T09:15:00Z'),
      entry('2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z'),
    ];
    expect(
      layOutDayPlanSheet(branch('UTC', entries), '2026-11-23')
        .rows[0]!.cells.flat()
        .map((i) => i.time),
    ).toEqual(['08:30–09:15', '23:30–00:30 +1']);
    expect(
      layOutDayPlanSheet(branch('UTC', entries), '2026-11-23', 'cs')
        .rows[0]!.cells.flat()
        .map((i) => i.time),
    ).toEqual(['8:30–9:15', '23:30–0:30 +1']);
  });

  it('joins the plates and leaves out the missing one', () => {
    const sheet = layOutDayPlanSheet(
      branch('UTC', [
        entry('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', { vehiclePlate: 'WX 1234A ', trailerPlate: 'TR 567' }),
        entry('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', { trailerPlate: 'TR 9' }),
      ]),
      '2026-11-23',
    );
    const items = sheet.rows[0]!.cells.flat();
    expect(items.map((i) => i.plates)).toEqual(['WX 1234A / TR 567', 'TR 9']);
  });

  it(
    'marks an end after midnight with +1, and one exactly at midnight as 24:00, the columns running to the end ' +
      'of the day',
    () => {
      const sheet = layOutDayPlanSheet(
        branch(
          'UTC',
          [entry('2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z')],
          [entry('2026-11-23T23:00:00Z', '2026-11-24T00:00:00Z')],
        ),
        '2026-11-23',
      );
      expect(sheet.columns.at(-1)!.label).toBe('23:00');
      expect(sheet.rows[0]!.cells.at(-1)![0]!.time).toBe('23:30–00:30 +1');
      expect(sheet.rows[1]!.cells.at(-1)![0]!.time).toBe('23:00–24:00');
    },
  );

  it('starts at local midnight for a reservation in the first hour (Chicago, the server and UTC far apart)', () => {
    // 00:15 Chicago time on 2026-11-22 is 06:15 UTC.
    const sheet = layOutDayPlanSheet(
      branch('America/Chicago', [entry('2026-11-22T06:15:00Z', '2026-11-22T07:00:00Z')]),
      '2026-11-22',
    );
    expect(sheet.columns[0]!.label).toBe('00:00');
    expect(sheet.rows[0]!.cells[0]![0]!.time).toBe('00:15–01:00');
  });

  it('knows a spring-forward day has 23 hours and a fall-back day 25, 02:00 shown twice (Europe/Prague)', () => {
    const spring = layOutDayPlanSheet(
      branch('Europe/Prague', [entry('2026-03-29T00:00:00Z', '2026-03-29T01:30:00Z')]),
      '2026-03-29',
    );
    expect(spring.dayHours).toBe(23);
    expect(spring.columns.map((c) => c.label).slice(0, 3)).toEqual(['01:00', '03:00', '04:00']);
    expect(spring.rows[0]!.cells[0]![0]!.time).toBe('01:00–03:30');

    // 02:30 summer time is 00:30 UTC; 02:30 in the second, winter-time 02:00 hour is 01:30 UTC.
    const fall = layOutDayPlanSheet(
      branch('Europe/Prague', [
        entry('2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z'),
        entry('2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z'),
      ]),
      '2026-10-25',
    );
    expect(fall.dayHours).toBe(25);
    expect(fall.columns.map((c) => c.label).slice(0, 3)).toEqual(['02:00', '02:00', '03:00']);
    expect(fall.rows[0]!.cells[0]![0]!.time).toBe('02:30–02:00');
    expect(fall.rows[0]!.cells[1]![0]!.time).toBe('02:30–03:00');
  });
});
