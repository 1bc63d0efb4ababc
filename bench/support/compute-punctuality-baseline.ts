// The punctuality bench's baseline, computed without SQL aggregation: plain loops in Node over the rows' fields,
// with the contract's definitions, and every difference between its report and ours.
import { TZDate } from '@date-fns/tz';
import type { PunctualityReport, PunctualityRow } from '@/features/reports';
import {
  DELAY_BUCKET_MINUTES,
  DELAY_BUCKETS_FROM,
  DELAY_BUCKETS_TO,
  type Punctuality,
  type PunctualityInput,
} from '@/features/reports/server';
import { DAY, NOW, RANGE } from './generate-punctuality-rows';

export /** What the baseline reads of each row: the report's fields, as the mirror types them (migration 0010). */
interface BaseRow {
  start_utc: Date | string;
  end_utc: Date | string;
  carrier: string | null;
  status: string | null;
  arrival: Date | string | null;
  departure: Date | string | null;
  not_arrived: boolean;
}

export type Report = Pick<PunctualityReport, 'totals' | 'carriers' | 'weeks' | 'delays'>;
export interface Baseline {
  rows: number;
  report: Report;
}
export type Classify = (r: PunctualityInput, toleranceMinutes: number, now: number) => Punctuality;

export const midnight = (day: string, zone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone).getTime();
};
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const iso = (v: Date | string) => (typeof v === 'string' ? new Date(v).toISOString() : v.toISOString());

/** PostgreSQL's percentile_cont over ascending values: linear interpolation between the two nearest ranks. */
function percentileOf(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

class Tally {
  reservations = 0;
  onTime = 0;
  early = 0;
  late = 0;
  noShow = 0;
  open = 0;
  notApproved = 0;
  delays: number[] = [];
  dwells: number[] = [];
  turnarounds: number[] = [];

  row(carrier: string): PunctualityRow {
    const counted = this.onTime + this.early + this.late + this.noShow;
    const sorted = (xs: number[]) => Float64Array.from(xs).sort();
    const delays = sorted(this.delays);
    return {
      carrier,
      reservations: this.reservations,
      onTime: this.onTime,
      early: this.early,
      late: this.late,
      noShow: this.noShow,
      open: this.open,
      notApproved: this.notApproved,
      onTimeShare: counted ? this.onTime / counted : null,
      medianDelayMinutes: percentileOf(delays, 0.5),
      p90DelayMinutes: percentileOf(delays, 0.9),
      medianDwellMinutes: percentileOf(sorted(this.dwells), 0.5),
      medianTurnaroundMinutes: percentileOf(sorted(this.turnarounds), 0.5),
    };
  }
}

export function computeInNode(rows: BaseRow[], zone: string, tolerance: number, classify: Classify): Report {
  // Mondays of the ISO weeks with a day in the range, and the local midnight each begins at.
  const first = Date.parse(`${RANGE.from}T00:00:00Z`);
  const mondays: string[] = [];
  for (
    let d = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
    d <= Date.parse(`${RANGE.to}T00:00:00Z`);
    d += 7 * DAY
  )
    mondays.push(new Date(d).toISOString().slice(0, 10));
  const weekBegins = mondays.map((m) => midnight(m, zone));
  const weekCounted = new Array<number>(mondays.length).fill(0);
  const weekOnTime = new Array<number>(mondays.length).fill(0);
  const low = DELAY_BUCKETS_FROM / DELAY_BUCKET_MINUTES - 1;
  const high = DELAY_BUCKETS_TO / DELAY_BUCKET_MINUTES;
  const buckets = new Array<number>(high - low + 1).fill(0);

  const total = new Tally();
  const byCarrier = new Map<string, Tally>();
  for (const row of rows) {
    const startUtc = iso(row.start_utc);
    const p = classify(
      {
        StartUtc: startUtc,
        EndUtc: iso(row.end_utc),
        ApprovalStatus: row.status ?? '',
        RealGateVehicleArrivalUtc: row.arrival === null ? null : iso(row.arrival),
        RealGateVehicleDepartureUtc: row.departure === null ? null : iso(row.departure),
        CarrierNotArrived: row.not_arrived,
      },
      tolerance,
      NOW,
    );
    const carrier = row.carrier ?? '';
    let c = byCarrier.get(carrier);
    if (!c) byCarrier.set(carrier, (c = new Tally()));
    for (const tally of [total, c]) {
      tally.reservations++;
      tally[p.outcome]++;
      if (p.delayMinutes !== null) tally.delays.push(p.delayMinutes);
      if (p.dwellMinutes !== null) tally.dwells.push(p.dwellMinutes);
      if (p.turnaroundMinutes !== null) tally.turnarounds.push(p.turnaroundMinutes);
    }
    if (p.outcome === 'onTime' || p.outcome === 'early' || p.outcome === 'late' || p.outcome === 'noShow') {
      // The last week that begins at or before the start (a handful of weeks: a binary search).
      const start = Date.parse(startUtc);
      let lo = 0;
      let hi = weekBegins.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (weekBegins[mid]! <= start) lo = mid;
        else hi = mid - 1;
      }
      weekCounted[lo]!++;
      if (p.outcome === 'onTime') weekOnTime[lo]!++;
    }
    if (p.delayMinutes !== null) {
      const d = p.delayMinutes;
      buckets[
        (d < DELAY_BUCKETS_FROM ? low : d >= DELAY_BUCKETS_TO ? high : Math.floor(d / DELAY_BUCKET_MINUTES)) - low
      ]!++;
    }
  }
  return {
    totals: total.row(''),
    carriers: [...byCarrier]
      .map(([carrier, tally]) => tally.row(carrier))
      .sort((a, b) => b.reservations - a.reservations || (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0)),
    weeks: mondays.map((weekStart, i) => ({
      weekStart,
      counted: weekCounted[i]!,
      onTime: weekOnTime[i]!,
      onTimeShare: weekCounted[i] ? weekOnTime[i]! / weekCounted[i]! : null,
    })),
    delays: buckets.map((count, i) => ({
      fromMinutes: i === 0 ? null : (low + i) * DELAY_BUCKET_MINUTES,
      toMinutes: low + i === high ? null : (low + i + 1) * DELAY_BUCKET_MINUTES,
      count,
    })),
  };
}

/** Every difference between the two reports: counts exactly, minutes within 0.01, shares within 1e-9. */
export function compare(ours: Report, base: Report): string[] {
  const out: string[] = [];
  const close = (a: number | null, b: number | null, eps: number) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= eps;
  const rows = (label: string, a: PunctualityRow | undefined, b: PunctualityRow | undefined) => {
    if (!a || !b) return void out.push(`${label}: only in ${a ? 'ours' : 'the baseline'}`);
    for (const k of ['carrier', 'reservations', 'onTime', 'early', 'late', 'noShow', 'open', 'notApproved'] as const)
      if (a[k] !== b[k]) out.push(`${label}.${k}: ours ${a[k]}, baseline ${b[k]}`);
    if (!close(a.onTimeShare, b.onTimeShare, 1e-9))
      out.push(`${label}.onTimeShare: ours ${a.onTimeShare}, baseline ${b.onTimeShare}`);
    for (const k of ['medianDelayMinutes', 'p90DelayMinutes', 'medianDwellMinutes', 'medianTurnaroundMinutes'] as const)
      if (!close(a[k], b[k], 0.01)) out.push(`${label}.${k}: ours ${a[k]}, baseline ${b[k]}`);
  };
  rows('totals', ours.totals, base.totals);
  if (ours.carriers.length !== base.carriers.length)
    out.push(`carriers: ours ${ours.carriers.length}, baseline ${base.carriers.length}`);
  for (let i = 0; i < Math.max(ours.carriers.length, base.carriers.length); i++)
    rows(
      `carriers[${i}] ${JSON.stringify(ours.carriers[i]?.carrier ?? base.carriers[i]?.carrier)}`,
      ours.carriers[i],
      base.carriers[i],
    );
  if (JSON.stringify(ours.weeks) !== JSON.stringify(base.weeks)) {
    const oursOnly = ours.weeks.filter((w, i) => JSON.stringify(w) !== JSON.stringify(base.weeks[i])).slice(0, 3);
    const baseOnly = base.weeks.filter((w, i) => JSON.stringify(w) !== JSON.stringify(ours.weeks[i])).slice(0, 3);
    out.push(`weeks differ: ours ${JSON.stringify(oursOnly)}, baseline ${JSON.stringify(baseOnly)}`);
  }
  if (JSON.stringify(ours.delays) !== JSON.stringify(base.delays))
    out.push(`delays differ: ours ${JSON.stringify(ours.delays)}, baseline ${JSON.stringify(base.delays)}`);
  return out;
}
