import { describe, expect, it } from 'vitest';
import { ZDayPlanQuery } from './contract';

describe('ZDayPlanQuery', () => {
  it('reads a day, and a branch office id in lower case; "all" or nothing means every branch office', () => {
    expect(
      ZDayPlanQuery.parse({
        date: '2026-11-22',
        branch: 'ABCDEF01-2345-6789-ABCD-EF0123456789',
        timeZone: 'Europe/Prague',
      }),
    ).toEqual({
      date: '2026-11-22',
      branch: 'abcdef01-2345-6789-abcd-ef0123456789',
      timeZone: 'Europe/Prague',
    });
    expect(ZDayPlanQuery.parse({ date: '2026-11-22', branch: 'all' }).branch).toBeUndefined();
    expect(ZDayPlanQuery.parse({ date: '2026-11-22', branch: '' }).branch).toBeUndefined();
    expect(ZDayPlanQuery.parse({ date: '2026-11-22' }).branch).toBeUndefined();
  });

  it('names the field that is wrong', () => {
    const fields = (value: unknown) => ZDayPlanQuery.safeParse(value).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ date: '2026-11-31' })).toEqual(['date']);
    expect(fields({})).toEqual(['date']);
    expect(fields({ date: '2026-11-22', branch: 'brno' })).toEqual(['branch']);
    expect(fields({ date: '2026-11-22', timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
  });
});
