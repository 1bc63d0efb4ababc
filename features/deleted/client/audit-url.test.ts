import { describe, expect, it } from 'vitest';
import { auditQuery, hasFilters, readAuditUrl, toBeforeFrom } from './audit-url';

const RAMP = 'ae49e76d-a578-4291-ac69-d692f2ab98ae';
const read = (query: string) => readAuditUrl(new URLSearchParams(query));

describe('readAuditUrl', () => {
  it('reads filters and page from the URL', () => {
    expect(read(`from=2026-11-20&to=2026-11-22&rampId=${RAMP}&carrier=Rapid&q=5BE&page=2&pageSize=100`)).toEqual({
      filters: { from: '2026-11-20', to: '2026-11-22', rampId: RAMP, carrier: 'Rapid', q: '5BE' },
      page: 2,
      pageSize: 100,
    });
  });

  it('reads a hand-edited URL as the nearest thing the server accepts, never as an error', () => {
    expect(read('from=2026-11-31&to=tomorrow&rampId=ramp-1&page=-4&pageSize=75')).toEqual({
      filters: { from: '', to: '', rampId: '', carrier: '', q: '' },
      page: 0,
      pageSize: 50,
    });
    expect(read(`page=99999999&q=${'x'.repeat(150)}`)).toMatchObject({ page: 10_000, filters: { q: 'x'.repeat(100) } });
  });
});

describe('auditQuery', () => {
  it("turns the days into the planner's local midnights: from the first day's start to the last day's end", () => {
    const state = read('from=2026-11-20&to=2026-11-22&page=1');
    expect(auditQuery(state, 'Europe/Prague')).toEqual({
      from: '2026-11-19T23:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
      rampId: undefined,
      carrier: undefined,
      q: undefined,
      page: 1,
      pageSize: 50,
    });
  });

  it('gives a day on which the clocks change its real length (25 hours in Prague on 25 October 2026)', () => {
    const { from, to } = auditQuery(read('from=2026-10-25&to=2026-10-25'), 'Europe/Prague');
    expect([from, to]).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
  });

  it('leaves out a "to" before "from" (the field says why) and blank text', () => {
    const state = read('from=2026-11-22&to=2026-11-20&carrier=%20%20');
    expect(toBeforeFrom(state.filters)).toBe(true);
    expect(auditQuery(state, 'UTC')).toMatchObject({
      from: '2026-11-22T00:00:00.000Z',
      to: undefined,
      carrier: undefined,
    });
  });
});

describe('hasFilters', () => {
  it('is true when any filter is set, whatever the page', () => {
    expect(hasFilters(read('page=3').filters)).toBe(false);
    expect(hasFilters(read('q=x').filters)).toBe(true);
  });
});
