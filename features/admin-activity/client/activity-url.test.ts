import { describe, expect, it } from 'vitest';
import { activityQuery, readActivityUrl } from './activity-url';

const ID = '4f7c2a9e-2a4b-4c1b-9a51-0d3f4d2c1b10';

describe('activity URL', () => {
  it('reads the filters and page a link carries', () => {
    const state = readActivityUrl(
      new URLSearchParams(`actor=${ID.toUpperCase()}&kind=secrets&from=2026-11-01&to=2026-11-23&page=3&pageSize=25`),
    );
    expect(state).toEqual({
      filters: { actor: ID, kind: 'secrets', from: '2026-11-01', to: '2026-11-23' },
      page: 3,
      pageSize: 25,
    });
    expect(activityQuery(state, 'Europe/Prague')).toEqual({
      actor: ID,
      kind: 'secrets',
      from: '2026-11-01',
      to: '2026-11-23',
      timeZone: 'Europe/Prague',
      page: 3,
      pageSize: 25,
    });
  });

  it('reads what a hand-edited URL gets wrong as no filter', () => {
    const state = readActivityUrl(
      new URLSearchParams('actor=bob&kind=orders&from=2026-02-30&to=soon&page=-4&pageSize=7'),
    );
    expect(state).toEqual({ filters: { actor: '', kind: '', from: '', to: '' }, page: 0, pageSize: 50 });
    expect(readActivityUrl(new URLSearchParams('actor=SYSTEM')).filters.actor).toBe('system');
  });

  it('leaves out a "to" day before the "from" day', () => {
    const query = activityQuery(
      { filters: { actor: '', kind: '', from: '2026-11-23', to: '2026-11-01' }, page: 0, pageSize: 50 },
      'UTC',
    );
    expect(query).toMatchObject({ from: '2026-11-23', to: undefined });
  });
});
