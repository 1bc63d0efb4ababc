import { describe, expect, it } from 'vitest';
import { dayPlanUrl, formatScheduleUrl, parseScheduleUrl } from './schedule-url';

describe('schedule URL state', () => {
  it('round-trips date, view, branch and zoom', () => {
    const state = { date: '2026-11-23', view: 'week' as const, branch: 'abc', zoom: 15 as const };
    expect(parseScheduleUrl(new URLSearchParams(formatScheduleUrl(state)), '2000-01-01')).toEqual(state);
  });
  it('falls back to today, day view and a zoom suited to the view', () => {
    expect(parseScheduleUrl(new URLSearchParams('date=nonsense&zoom=7'), '2026-11-21')).toEqual({
      date: '2026-11-21',
      view: 'day',
      branch: '',
      zoom: 30,
    });
    expect(parseScheduleUrl(new URLSearchParams('view=week'), '2026-11-21').zoom).toBe(60);
  });
  it('carries a reservation to open, and drops one that is not an id', () => {
    const state = {
      date: '2026-11-23',
      view: 'day' as const,
      branch: '',
      zoom: 30 as const,
      open: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    };
    expect(parseScheduleUrl(new URLSearchParams(formatScheduleUrl(state)), '2000-01-01')).toEqual(state);
    expect(parseScheduleUrl(new URLSearchParams('open=<script>'), '2026-11-21')).not.toHaveProperty('open');
  });

  it('links the printed day plan of a day, one branch office or every one', () => {
    expect(dayPlanUrl({ date: '2026-11-22', branch: 'ABC', timeZone: 'Europe/Prague' })).toBe(
      '/schedule/print?date=2026-11-22&branch=ABC&timeZone=Europe%2FPrague',
    );
    expect(dayPlanUrl({ date: '2026-11-22', branch: 'all' })).toBe('/schedule/print?date=2026-11-22');
    expect(dayPlanUrl({ date: '2026-11-22', branch: '' }, '/api/schedule/print')).toBe(
      '/api/schedule/print?date=2026-11-22',
    );
  });
});
