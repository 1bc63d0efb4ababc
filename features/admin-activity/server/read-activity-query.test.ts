import { describe, expect, it } from 'vitest';
import { activityBound, readActivityQuery } from './read-activity-query';

describe('activityBound', () => {
  it('reads a day on the given clock, the "to" day whole', () => {
    expect(activityBound('2026-11-23', 'from', 'Europe/Prague').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(activityBound('2026-11-23', 'to', 'Europe/Prague').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(activityBound('2026-11-30', 'to', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(activityBound('2026-12-31', 'to', 'America/New_York').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('gives a day with a clock change its 23 or 25 hours', () => {
    const spring =
      activityBound('2026-03-29', 'to', 'Europe/Prague').getTime() -
      activityBound('2026-03-29', 'from', 'Europe/Prague').getTime();
    const autumn =
      activityBound('2026-10-25', 'to', 'Europe/Prague').getTime() -
      activityBound('2026-10-25', 'from', 'Europe/Prague').getTime();
    expect([spring / 3_600_000, autumn / 3_600_000]).toEqual([23, 25]);
  });

  it('takes an instant as it is', () => {
    expect(activityBound('2026-11-23T10:00:00+01:00', 'to', 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
  });
});

describe('readActivityQuery', () => {
  it('fills the defaults and keeps a parsed query as it was', () => {
    const query = readActivityQuery({ actor: 'SYSTEM', kind: 'secrets', page: '2' as unknown as number });
    expect(query).toEqual({ actor: 'system', kind: 'secrets', timeZone: 'UTC', page: 2, pageSize: 50 });
    expect(readActivityQuery(query)).toEqual(query);
  });

  it('refuses what it cannot use, naming the field', () => {
    const refusal = (input: Record<string, unknown>) => {
      try {
        readActivityQuery(input);
      } catch (error) {
        return (error as { code: string; details: { field: string }[] }).details.map((d) => d.field);
      }
      return [];
    };
    expect(refusal({ actor: 'bob' })).toEqual(['actor']);
    expect(refusal({ kind: 'reservations' })).toEqual(['kind']);
    expect(refusal({ from: '2026-02-30' })).toEqual(['from']);
    expect(refusal({ from: '2026-11-24', to: '2026-11-23' })).toEqual(['to']);
    expect(refusal({ timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
    expect(refusal({ pageSize: 0 })).toEqual(['pageSize']);
    expect(refusal({ from: '2026-11-23', to: '2026-11-23' })).toEqual([]);
  });
});
