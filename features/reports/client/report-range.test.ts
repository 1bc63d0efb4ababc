import { describe, expect, it } from 'vitest';
import { defaultRange, formatReportUrl, presetOf, presetRange, readReportUrl } from './report-range';

describe('report ranges', () => {
  it('counts the last days back from today, today included', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(defaultRange('2026-03-02')).toEqual({ from: '2026-02-03', to: '2026-03-02' });
  });

  it('takes whole calendar months, across a year and a leap day', () => {
    expect(presetRange('thisMonth', '2028-03-15')).toEqual({ from: '2028-03-01', to: '2028-03-15' });
    expect(presetRange('lastMonth', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('names the preset a range is, and none for a range of its own', () => {
    expect(presetOf({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-22')).toBe('last7');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-22' }, '2026-11-22')).toBe('thisMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-21' }, '2026-11-22')).toBeNull();
  });

  it('reads the URL it writes, and leaves out days that are not days', () => {
    const url = formatReportUrl({ branch: 'abc', from: '2026-11-01', to: '2026-11-22' });
    expect(readReportUrl(new URLSearchParams(url.slice(1)))).toEqual({
      branch: 'abc',
      from: '2026-11-01',
      to: '2026-11-22',
    });
    expect(readReportUrl(new URLSearchParams('branch=abc&from=2026-13-45&to=2026-11-22'))).toEqual({ branch: 'abc' });
    expect(readReportUrl(new URLSearchParams('from=2026-11-01'))).toEqual({ branch: '' });
  });
});
