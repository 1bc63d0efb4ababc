import { describe, expect, it } from 'vitest';
import { firstGridRange, gridRangePath } from './locate-grid-range';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('gridRangePath', () => {
  it('spells from, to, the branch office when there is one, then the view', () => {
    expect(gridRangePath('2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z')).toBe('/api/reservations?from=2026-11-22T23%3A00%3A00.000Z&to=2026-11-29T23%3A00%3A00.000Z&view=grid');
    expect(gridRangePath('a', 'b', 'B1')).toBe('/api/reservations?from=a&to=b&branchOfficeId=B1&view=grid');
  });
});

describe('firstGridRange', () => {
  const span = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
  it("asks for the URL's week in the browser's zone, every branch office", () => {
    const search = new URLSearchParams({ date: '2026-12-21', view: 'week', branch: 'all', zoom: '60' });
    expect(firstGridRange(search, 'Europe/Prague', {}, NOW)).toEqual(span('2026-12-20T23:00:00.000Z', '2026-12-27T23:00:00.000Z'));
  });
  it('asks for every branch office even when the URL names one: the first draw knows no ramps yet', () => {
    const search = new URLSearchParams({ date: '2026-12-21', branch: 'b-1' });
    expect(firstGridRange(search, 'UTC', {}, NOW)).toEqual(span('2026-12-21T00:00:00.000Z', '2026-12-22T00:00:00.000Z'));
  });
  it("takes today in that zone when the URL has no date (already tomorrow in Auckland)", () => {
    expect(firstGridRange(new URLSearchParams(), 'Pacific/Auckland', {}, NOW)).toEqual(span('2026-11-25T11:00:00.000Z', '2026-11-26T11:00:00.000Z'));
  });
  it('prefers a zone set for the unnamed branch office, as the page does', () => {
    expect(firstGridRange(new URLSearchParams({ date: '2026-07-01' }), 'UTC', { '': 'Europe/Prague' }, NOW)).toEqual(span('2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'));
  });
  it('gives nothing for a zone it does not know or no zone', () => {
    expect(firstGridRange(new URLSearchParams(), 'Mars/Olympus', {}, NOW)).toBeNull();
    expect(firstGridRange(new URLSearchParams(), undefined, {}, NOW)).toBeNull();
  });
});
