import { describe, expect, it } from 'vitest';
import { firstGridRangePath } from './locate-grid-range';
import { gridRangePath } from '@/lib/contracts';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('gridRangePath', () => {
  it('spells from, to, the branch office when there is one, then the view', () => {
    expect(gridRangePath('2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z')).toBe(
      '/api/reservations?from=2026-11-22T23%3A00%3A00.000Z&to=2026-11-29T23%3A00%3A00.000Z&view=grid',
    );
    expect(gridRangePath('a', 'b', 'B1')).toBe('/api/reservations?from=a&to=b&branchOfficeId=B1&view=grid');
  });
});

describe('firstGridRangePath', () => {
  it("asks for the URL's week in the browser's zone, every branch office", () => {
    const search = new URLSearchParams({ date: '2026-12-21', view: 'week', branch: 'all', zoom: '60' });
    expect(firstGridRangePath(search, 'Europe/Prague', {}, [], NOW)).toBe(
      gridRangePath('2026-12-20T23:00:00.000Z', '2026-12-27T23:00:00.000Z'),
    );
  });
  it(
    'asks for every branch office even when the URL names one while no ramps are known (the service did not ' +
      'list them in time)',
    () => {
      const search = new URLSearchParams({ date: '2026-12-21', branch: 'b-1' });
      expect(firstGridRangePath(search, 'UTC', {}, [], NOW)).toBe(
        gridRangePath('2026-12-21T00:00:00.000Z', '2026-12-22T00:00:00.000Z'),
      );
    },
  );
  it('takes today in that zone when the URL has no date (already tomorrow in Auckland)', () => {
    expect(firstGridRangePath(new URLSearchParams(), 'Pacific/Auckland', {}, [], NOW)).toBe(
      gridRangePath('2026-11-25T11:00:00.000Z', '2026-11-26T11:00:00.000Z'),
    );
  });
  it('prefers a zone set for the unnamed branch office, as the page does', () => {
    expect(
      firstGridRangePath(new URLSearchParams({ date: '2026-07-01' }), 'UTC', { '': 'Europe/Prague' }, [], NOW),
    ).toBe(gridRangePath('2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'));
  });
  it('asks for the branch office the board will show, in its zone, when the ramps are known', () => {
    const ramps = [
      {
        Id: 'r1',
        ShortName: '1',
        ResourceName: 'Ostrava Ramp 1',
        ResourceNameLocalized: '1',
        BranchOfficeId: 'B-OSTRAVA',
      },
      { Id: 'r2', ShortName: '2', ResourceName: 'Brno Ramp 2', ResourceNameLocalized: '2', BranchOfficeId: 'B-BRNO' },
    ];
    const zones = { 'b-brno': 'Europe/Prague', 'b-ostrava': 'Asia/Tokyo' };
    const day = (branch?: string) =>
      firstGridRangePath(
        new URLSearchParams({ date: '2026-07-01', ...(branch && { branch }) }),
        'UTC',
        zones,
        ramps,
        NOW,
      );
    expect(day('B-OSTRAVA')).toBe(gridRangePath('2026-06-30T15:00:00.000Z', '2026-07-01T15:00:00.000Z', 'B-OSTRAVA'));
    // None named, or one without ramps: the first by name, Brno.
    expect(day()).toBe(gridRangePath('2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z', 'B-BRNO'));
    expect(day('B-GONE')).toBe(day());
    expect(day('all')).toBe(gridRangePath('2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'));
  });
  it('gives nothing for a zone it does not know or no zone', () => {
    expect(firstGridRangePath(new URLSearchParams(), 'Mars/Olympus', {}, [], NOW)).toBeNull();
    expect(firstGridRangePath(new URLSearchParams(), undefined, {}, [], NOW)).toBeNull();
  });
});
