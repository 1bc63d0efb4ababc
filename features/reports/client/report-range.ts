// The reports' scope in the URL (?branch=&from=&to=), so a link shows the same report; and the ranges a planner
// picks most, counted in the branch office's local days.
import { shiftDate } from '@/lib/time';

export interface ReportRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export interface ReportUrlState extends Partial<ReportRange> {
  /** A branch office id as the URL has it; '' for the first one. */
  branch: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** What the URL says; a day a hand-edited URL gets wrong is left out (the default range stands in for it). */
export function readReportUrl(params: URLSearchParams): ReportUrlState {
  const from = params.get('from');
  const to = params.get('to');
  return {
    branch: (params.get('branch') ?? '').trim().slice(0, 64),
    ...(isDay(from) && isDay(to) ? { from, to } : {}),
  };
}

export function formatReportUrl(state: { branch: string } & ReportRange): string {
  return `?${new URLSearchParams({ branch: state.branch, from: state.from, to: state.to }).toString()}`;
}

export const RANGE_PRESETS = ['last7', 'last28', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A preset's days, `today` being the branch office's local day: the last 7 and 28 days end with today. */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'last7':
      return { from: shiftDate(today, -6), to: today };
    case 'last28':
      return { from: shiftDate(today, -27), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shiftDate(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The report a page opens on: the last four full weeks, today included. */
export const defaultRange = (today: string): ReportRange => presetRange('last28', today);

/** Which preset a range is, so its button shows as chosen. */
export function presetOf(range: ReportRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
