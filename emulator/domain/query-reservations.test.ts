import { describe, expect, it } from 'vitest';
import { parseFilter, parseOrderBy } from '../odata';
import { newReservation } from '../store/reservation-record';
import { ReservationIndex } from '../store/reservation-index';
import { reservationType } from './entity-model';
import { isTimeBounded, queryReservations, sortStored } from './query-reservations';

const bounded = (text: string) => isTimeBounded(parseFilter(text, reservationType));
const A = '2026-03-01T00:00:00Z';
const B = '2026-03-02T00:00:00Z';

describe('isTimeBounded', () => {
  it('needs a lower and an upper bound on a time property in every or-branch', () => {
    expect(bounded(`StartUtc ge ${A} and StartUtc lt ${B}`)).toBe(true);
    expect(bounded(`(Created ge ${A} and Created lt ${B}) or (Updated ge ${A} and Updated lt ${B})`)).toBe(true);
    expect(bounded(`(StartUtc ge ${A} and StartUtc lt ${B}) and ApprovalStatus eq 'Pending'`)).toBe(true);
    expect(bounded(`StartUtc ge ${A}`)).toBe(false);
    expect(bounded(`(StartUtc ge ${A} and StartUtc lt ${B}) or ApprovalStatus eq 'Pending'`)).toBe(false);
    expect(bounded(`ApprovalStatus eq 'Pending'`)).toBe(false);
  });
});

const row = (id: string, start: number, extra = {}) =>
  newReservation({
    Id: id,
    ReservationNumber: id,
    StartUtc: start,
    EndUtc: start + 1,
    ResourceId: 'r',
    BranchOfficeId: 'b',
    UnitId: 'u',
    NumberOfUnits: 1,
    Created: start,
    Updated: start,
    ...extra,
  });

describe('queryReservations / sortStored', () => {
  const index = new ReservationIndex();
  index.load([
    row('c', Date.parse(A) + 3, { CarrierId: null }),
    row('a', Date.parse(A) + 1, { CarrierId: 'x' }),
    row('b', Date.parse(A) + 2, { CarrierId: 'y' }),
    row('z', Date.parse(B) + 5),
  ]);

  it('narrows by the StartUtc range and applies the rest of the filter, in index order', () => {
    const rows = queryReservations(
      index,
      parseFilter(`StartUtc ge ${A} and StartUtc lt ${B} and ReservationNumber ne 'b'`, reservationType),
      [],
    );
    expect(rows.map((r) => r.Id)).toEqual(['a', 'c']);
  });

  it('sorts by several keys with nulls first when ascending', () => {
    const rows = index.all().slice();
    expect(sortStored(rows, parseOrderBy('CarrierId asc,StartUtc desc', reservationType)).map((r) => r.Id)).toEqual([
      'z',
      'c',
      'a',
      'b',
    ]);
    expect(
      sortStored(rows, parseOrderBy('CarrierId desc', reservationType))
        .map((r) => r.Id)
        .slice(0, 2),
    ).toEqual(['b', 'a']);
  });

  it('keeps only the first `limit` rows in order, with the same result as a full sort', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      row(`id${String((i * 7919) % 500).padStart(3, '0')}`, Date.parse(A) + i),
    );
    const order = parseOrderBy('Id desc', reservationType);
    const full = sortStored(many, order).map((r) => r.Id);
    expect(sortStored(many, order, 10).map((r) => r.Id)).toEqual(full.slice(0, 10));
    expect(sortStored(many, order, 200).map((r) => r.Id)).toEqual(full.slice(0, 200));
  });
});
