// The view lives in the URL (?date=&view=&branch=&zoom=) so a link or a reload shows the same grid.
import type { ScheduleView, ZoomMinutes } from './time-axis';

export interface ScheduleUrlState {
  date: string;
  view: ScheduleView;
  /** A branch office id, or '' for the first one. */
  branch: string;
  zoom: ZoomMinutes;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseScheduleUrl(params: URLSearchParams, today: string): ScheduleUrlState {
  const date = params.get('date') ?? '';
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const zoomRaw = Number(params.get('zoom'));
  const zoom: ZoomMinutes = zoomRaw === 15 || zoomRaw === 30 || zoomRaw === 60 ? zoomRaw : view === 'week' ? 60 : 30;
  return { date: DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : today, view, branch: params.get('branch') ?? '', zoom };
}

export function formatScheduleUrl(state: ScheduleUrlState): string {
  const q = new URLSearchParams({ date: state.date, view: state.view });
  if (state.branch) q.set('branch', state.branch);
  q.set('zoom', String(state.zoom));
  return `?${q.toString()}`;
}
