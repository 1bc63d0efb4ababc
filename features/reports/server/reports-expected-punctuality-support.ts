import {
  DELAY_BUCKET_MINUTES,
  DELAY_BUCKETS_FROM,
  DELAY_BUCKETS_TO,
  type OpeningHours,
  type PunctualityOutcome,
} from '../contract';
import { type Reservation } from '@/lib/contracts';
import { ALIVE, local, MIN, RAMP_LIST } from './reports-fixtures';

// ---- the independent computation ----------------------------------------------------------------------------------

const hourFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function localHour(ms: number, zone: string): number {
  if (!hourFormats.has(zone))
    hourFormats.set(zone, new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }));
  return Number(hourFormats.get(zone)!.format(new Date(ms)));
}
function localDay(ms: number, zone: string): string {
  if (!dayFormats.has(zone))
    dayFormats.set(
      zone,
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    );
  const parts = Object.fromEntries(
    dayFormats
      .get(zone)!
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const midnight = (day: string, zone: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return local(zone, y!, m!, d!);
};
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

interface Judged {
  r: Reservation;
  start: number;
  outcome: PunctualityOutcome;
  delay: number | null;
  dwell: number | null;
  turnaround: number | null;
}

function judge(r: Reservation, tolerance: number, now: number): Judged {
  const start = Date.parse(r.StartUtc);
  const end = Date.parse(r.EndUtc);
  const arrival = r.RealGateVehicleArrivalUtc ? Date.parse(r.RealGateVehicleArrivalUtc) : null;
  const departure = r.RealGateVehicleDepartureUtc ? Date.parse(r.RealGateVehicleDepartureUtc) : null;
  const base = { r, start, delay: null, dwell: null, turnaround: null };
  if (arrival !== null) {
    const delay = (arrival - start) / MIN;
    return {
      ...base,
      outcome: delay < -tolerance ? 'early' : delay > tolerance ? 'late' : 'onTime',
      delay,
      dwell: departure === null ? null : (departure - arrival) / MIN,
      turnaround: departure === null ? null : (departure - Math.max(arrival, start)) / MIN,
    };
  }
  if (r.CarrierNotArrived === true) return { ...base, outcome: 'noShow' };
  if (r.ApprovalStatus !== 'Approved') return { ...base, outcome: 'notApproved' };
  return { ...base, outcome: end <= now ? 'noShow' : 'open' };
}

function rowOf(carrier: string, judged: Judged[]) {
  const count = (o: PunctualityOutcome) => judged.filter((j) => j.outcome === o).length;
  const [onTime, early, late, noShow] = [count('onTime'), count('early'), count('late'), count('noShow')];
  const counted = onTime + early + late + noShow;
  const delays = judged.flatMap((j) => (j.delay === null ? [] : [j.delay]));
  return {
    carrier,
    reservations: judged.length,
    onTime,
    early,
    late,
    noShow,
    open: count('open'),
    notApproved: count('notApproved'),
    onTimeShare: counted ? onTime / counted : null,
    medianDelayMinutes: percentile(delays, 0.5),
    p90DelayMinutes: percentile(delays, 0.9),
    medianDwellMinutes: percentile(
      judged.flatMap((j) => (j.dwell === null ? [] : [j.dwell])),
      0.5,
    ),
    medianTurnaroundMinutes: percentile(
      judged.flatMap((j) => (j.turnaround === null ? [] : [j.turnaround])),
      0.5,
    ),
  };
}

interface Scope {
  branch: string;
  zone: string;
  from: string;
  to: string;
  tolerance: number;
  hours: OpeningHours;
  now: number;
}

function atBranch(r: Reservation, branch: string): boolean {
  const own = r.BranchOfficeId ?? '';
  if (own !== '') return own.toLowerCase() === branch;
  return RAMP_LIST.some(
    (ramp) => ramp.Id === r.ResourceId.toLowerCase() && ramp.BranchOfficeId.toLowerCase() === branch,
  );
}

function punctualityScope(s: Scope) {
  const rangeStart = midnight(s.from, s.zone);
  const rangeEnd = midnight(addDays(s.to, 1), s.zone);
  return ALIVE.filter((r) => atBranch(r, s.branch))
    .map((r) => judge(r, s.tolerance, s.now))
    .filter((j) => j.start >= rangeStart && j.start < rangeEnd);
}

function expectedPunctuality(s: Scope) {
  const judged = punctualityScope(s);
  const byCarrier = new Map<string, Judged[]>();
  for (const j of judged) byCarrier.set(j.r.Carrier, [...(byCarrier.get(j.r.Carrier) ?? []), j]);
  const carriers = [...byCarrier]
    .map(([carrier, list]) => rowOf(carrier, list))
    .sort((a, b) => b.reservations - a.reservations || (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0));
  const weekStarts: string[] = [];
  for (let day = s.from; day <= s.to; day = addDays(day, 1))
    if (!weekStarts.includes(mondayOf(day))) weekStarts.push(mondayOf(day));
  const weeks = weekStarts.map((weekStart) => {
    const inWeek = judged.filter((j) => mondayOf(localDay(j.start, s.zone)) === weekStart);
    const counted = inWeek.filter((j) => ['onTime', 'early', 'late', 'noShow'].includes(j.outcome)).length;
    const onTime = inWeek.filter((j) => j.outcome === 'onTime').length;
    return { weekStart, counted, onTime, onTimeShare: counted ? onTime / counted : null };
  });
  const delays: { fromMinutes: number | null; toMinutes: number | null; count: number }[] = [
    { fromMinutes: null, toMinutes: DELAY_BUCKETS_FROM, count: 0 },
  ];
  for (let m = DELAY_BUCKETS_FROM; m < DELAY_BUCKETS_TO; m += DELAY_BUCKET_MINUTES)
    delays.push({ fromMinutes: m, toMinutes: m + DELAY_BUCKET_MINUTES, count: 0 });
  delays.push({ fromMinutes: DELAY_BUCKETS_TO, toMinutes: null, count: 0 });
  for (const j of judged) {
    if (j.delay === null) continue;
    const bucket = delays.find(
      (b) => (b.fromMinutes === null || j.delay! >= b.fromMinutes) && (b.toMinutes === null || j.delay! < b.toMinutes),
    )!;
    bucket.count++;
  }
  // The totals row's own carrier field is not defined by the plan: not checked.
  const totals: Partial<ReturnType<typeof rowOf>> = rowOf('', judged);
  delete totals.carrier;
  return { judged, report: { toleranceMinutes: s.tolerance, totals, carriers, weeks, delays } };
}

export { localHour, localDay, addDays, midnight, minutesOf, type Judged, type Scope, atBranch, expectedPunctuality };
