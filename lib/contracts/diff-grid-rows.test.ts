import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffGridRows, followGridPlan, gridRowKey } from './diff-grid-rows';
import { groupGridRows, streamGridAnswer } from './pack-grid-answer';
import type { GridRange, GridReservation } from './grid-answer';
import { toGridReservation } from './to-grid-reservation';
import { unpackGridAnswer } from './unpack-grid-answer';

const BASE = Date.parse('2026-11-23T00:00:00.000Z');
const guid = (n: number) => `c0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ramp = (n: number) => `a0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function row(n: number, rampNo: number, slot: number, plate: string): GridReservation {
  const start = BASE + slot * 900_000;
  return toGridReservation({
    Id: guid(n),
    ReservationNumber: `R-${n}`,
    StartUtc: new Date(start).toISOString(),
    EndUtc: new Date(start + 1_800_000).toISOString(),
    ResourceId: ramp(rampNo),
    Carrier: 'DHL',
    VehicleNumberPlate: plate,
    TrailerNumberPlate: '',
    ApprovalStatus: 'Approved',
    RealGateVehicleArrivalUtc: null,
    RealGateVehicleDepartureUtc: null,
    OrderNumbers: '',
    UnitId: null,
    NumberOfUnits: 1,
  });
}

/** A week as the BFF orders it (by start, then Id): rows by id, each on a ramp and in a slot, with a plate. */
const arbWeek = fc
  .uniqueArray(
    fc.record({
      n: fc.nat(500),
      ramp: fc.nat(5),
      slot: fc.nat(600),
      plate: fc.constantFrom('1AB 1000', '2CE 2000', ''),
    }),
    { selector: (r) => r.n, maxLength: 60 },
  )
  .map((list) =>
    list
      .map((r) => row(r.n, r.ramp, r.slot, r.plate))
      .sort((a, b) => Date.parse(a.StartUtc) - Date.parse(b.StartUtc) || a.Id.localeCompare(b.Id)),
  );
const range = (reservations: GridReservation[]): GridRange => ({ reservations, fetchedAt: '2026-11-23T07:00:00.000Z' });

/** The answer as answerGridRange sends it: whole, or the difference from the `held` answer it names. */
function answer(rows: GridReservation[], held?: { version: string; reservations: GridReservation[] }) {
  const groups = groupGridRows(rows, 7);
  const ordered = groups.flat();
  const keys = ordered.map(gridRowKey);
  const difference = held ? diffGridRows(held.reservations.map(gridRowKey), keys) : null;
  const options = difference
    ? { difference: { basis: held!.version, plan: difference.plan, rows: difference.sent.map((i) => ordered[i]!) } }
    : { groups };
  return {
    text: [...streamGridAnswer(range(rows), BASE, { ...options, version: `v${keys.length}` }).lines].join('\n'),
    ordered,
  };
}

describe('diffGridRows and followGridPlan', () => {
  it('rebuild any list from any held list, sending only the rows it lacks', () => {
    const arbKeys = fc.uniqueArray(fc.string({ maxLength: 3 }), { maxLength: 40 });
    fc.assert(
      fc.property(arbKeys, arbKeys, (held, keys) => {
        const { plan, sent } = diffGridRows(held, keys);
        expect(
          followGridPlan(
            held,
            sent.map((i) => keys[i]!),
            plan,
          ),
        ).toEqual(keys);
        const heldSet = new Set(held);
        expect(sent.map((i) => keys[i]!)).toEqual(keys.filter((k) => !heldSet.has(k)));
      }),
    );
  });

  it('say an unchanged list in one triple, and refuse a plan that reaches past its rows', () => {
    expect(diffGridRows(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ plan: [0, 3, 0], sent: [] });
    expect(() => followGridPlan(['a'], [], [0, 2, 0])).toThrow();
    expect(() => followGridPlan(['a'], ['b'], [0, 1, 0])).toThrow();
    expect(() => followGridPlan(['a'], [], [0, 1])).toThrow();
  });

  it('give the reader the same rows, in the same order, as the whole answer of the new week', () => {
    fc.assert(
      fc.property(arbWeek, arbWeek, (before, after) => {
        const first = answer(before);
        const held = { version: 'held', reservations: unpackGridAnswer(first.text).reservations };
        const whole = unpackGridAnswer(answer(after).text);
        const diff = answer(after, held);
        expect(unpackGridAnswer(diff.text, held)).toEqual(whole);
        expect(whole.reservations).toEqual(diff.ordered);
      }),
    );
  });

  it('sends no row when nothing changed, and a difference cannot be read without the answer it builds on', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i, i % 4, i, '1AB 1000'));
    const held = { version: 'held', reservations: unpackGridAnswer(answer(rows).text).reservations };
    const diff = answer(rows, held).text;
    expect(JSON.parse(diff)).toMatchObject({ basis: 'held', plan: [0, 30, 0], parts: [], count: 30 });
    expect(unpackGridAnswer(diff, held).reservations).toEqual(held.reservations);
    expect(() => unpackGridAnswer(diff)).toThrow();
    expect(() => unpackGridAnswer(diff, { version: 'other', reservations: held.reservations })).toThrow();
  });
});
