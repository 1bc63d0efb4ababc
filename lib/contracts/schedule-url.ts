export type ScheduleView = 'day' | 'week';
export type ZoomMinutes = 15 | 30 | 60;
// The view lives in the URL (?date=&view=&branch=&zoom=, and &open= for a reservation to show highlighted) so a
// link or a reload shows the same grid.

export interface ScheduleUrlState {
  date: string;
  view: ScheduleView;
  /** A branch office id, or '' for the first one. */
  branch: string;
  zoom: ZoomMinutes;
  /** A reservation id to open in the panel and bring into view (a link from the order cart). */
  open?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseScheduleUrl(params: URLSearchParams, today: string): ScheduleUrlState {
  const date = params.get('date') ?? '';
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const zoomRaw = Number(params.get('zoom'));
  const zoom: ZoomMinutes = zoomRaw === 15 || zoomRaw === 30 || zoomRaw === 60 ? zoomRaw : view === 'week' ? 60 : 30;
  const open = params.get('open') ?? '';
  return {
    date: DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    view,
    branch: params.get('branch') ?? '',
    zoom,
    ...(GUID.test(open) ? { open } : {}),
  };
}

export function formatScheduleUrl(state: ScheduleUrlState): string {
  const q = new URLSearchParams({ date: state.date, view: state.view });
  if (state.branch) q.set('branch', state.branch);
  q.set('zoom', String(state.zoom));
  if (state.open) q.set('open', state.open);
  return `?${q.toString()}`;
}

/** The printed day plan of `date`: one branch office, or every one when `branch` is '' or 'all'. */
export function dayPlanUrl(
  { date, branch, timeZone }: { date: string; branch: string; timeZone?: string },
  base = '/schedule/print',
): string {
  const q = new URLSearchParams({ date });
  if (branch && branch !== 'all') q.set('branch', branch);
  if (timeZone) q.set('timeZone', timeZone);
  return `${base}?${q.toString()}`;
}
