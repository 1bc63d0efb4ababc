// The printed day plan's sheet for one branch office: which hours it shows as columns, and which reservations go in
// each ramp's hour cells. Pure, so the page, the PDF and the tests lay a sheet out the same way.
import type { DayPlanBranch, DayPlanEntry } from '../contract';
import type { Locale } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { approvalTone, type ApprovalTone, bucketIndexAt, buildTimeAxis, type TimeBucket } from '@/features/schedule';
import { fromLocalInput, localDateOf, localTimeOf } from '@/lib/time';

/** Hours every sheet shows at least (local wall-clock), so a quiet day still reads as a working day. */
export const DAY_PLAN_DEFAULT_HOURS = { from: '06:00', to: '18:00' } as const;

/** The status counted for a reservation without one (the sheet says it in the reader's language). */
export const DAY_PLAN_NO_STATUS = 'No status';

export interface DayPlanItem {
  entry: DayPlanEntry;
  /** "08:30–09:15" ("8:30–9:15" in Czech); an end on a later local day is marked "+1". */
  time: string;
  /** "WX 1234A / TR 567", or "" when neither plate is known. */
  plates: string;
  tone: ApprovalTone;
}

export interface DayPlanRow {
  id: string;
  shortName: string;
  name: string;
  /** One list per column, each in start order. */
  cells: DayPlanItem[][];
  count: number;
}

export interface DayPlanSheet {
  branch: DayPlanBranch;
  /** The local hours shown, each a real UTC span (a clock-change day has 23 or 25 hours). */
  columns: TimeBucket[];
  /** Hours of the whole local day: 23, 24 or 25. */
  dayHours: number;
  rows: DayPlanRow[];
  total: number;
  /** Reservations per status, most first: [["Approved", 12], ["Pending", 3]]. */
  byStatus: [string, number][];
  /** The most reservations in one ramp's hour: how crowded the densest cell is. */
  densest: number;
}

/**
 * Lays out one branch office's sheet for `date` (YYYY-MM-DD, local to the branch's zone), its times written in
 * `locale`.
 */
export function layOutDayPlanSheet(branch: DayPlanBranch, date: string, locale: Locale = 'en'): DayPlanSheet {
  const { timeZone } = branch;
  const axis = buildTimeAxis(date, 'day', timeZone, 60);
  const dayStart = axis.startUtc;
  const dayEnd = axis.endUtc;
  const entries = branch.ramps.flatMap((r) => r.entries);

  // The columns span the default hours and every reservation of the day, in whole local hours.
  let earliest = fromLocalInput(`${date}T${DAY_PLAN_DEFAULT_HOURS.from}`, timeZone);
  let latest = fromLocalInput(`${date}T${DAY_PLAN_DEFAULT_HOURS.to}`, timeZone);
  for (const e of entries) {
    earliest = Math.min(earliest, Date.parse(e.startUtc));
    latest = Math.max(latest, Date.parse(e.endUtc));
  }
  earliest = Math.max(earliest, dayStart);
  latest = Math.min(Math.max(latest, earliest + 1), dayEnd);
  const first = bucketIndexAt(axis, earliest);
  const last = bucketIndexAt(axis, latest - 1);
  const columns = axis.buckets.slice(first, last + 1);

  const statusCount = new Map<string, number>();
  let densest = 0;
  const rows = branch.ramps.map((ramp) => {
    const cells: DayPlanItem[][] = columns.map(() => []);
    const sorted = [...ramp.entries].sort(
      (a, b) =>
        Date.parse(a.startUtc) - Date.parse(b.startUtc) || a.reservationNumber.localeCompare(b.reservationNumber),
    );
    for (const entry of sorted) {
      const start = Date.parse(entry.startUtc);
      const column = Math.min(Math.max(bucketIndexAt(axis, start) - first, 0), columns.length - 1);
      cells[column]!.push(describeItem(entry, date, timeZone, locale));
      const status = entry.status || DAY_PLAN_NO_STATUS;
      statusCount.set(status, (statusCount.get(status) ?? 0) + 1);
    }
    for (const cell of cells) densest = Math.max(densest, cell.length);
    return { id: ramp.id, shortName: ramp.shortName, name: ramp.name, cells, count: sorted.length };
  });

  return {
    branch,
    columns,
    dayHours: axis.buckets.length,
    rows,
    total: entries.length,
    byStatus: [...statusCount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    densest,
  };
}

function describeItem(entry: DayPlanEntry, date: string, timeZone: string, locale: Locale): DayPlanItem {
  const start = Date.parse(entry.startUtc);
  const end = Date.parse(entry.endUtc);
  const days = dayDifference(date, localDateOf(end, timeZone));
  // A slot ending exactly at midnight ends "24:00" of its day, not "00:00 +1".
  const endsAtMidnight = days === 1 && localTimeOf(end, timeZone) === '00:00';
  const endLabel = endsAtMidnight
    ? '24:00'
    : `${formatInZone(end, timeZone, locale, 'time')}${days > 0 ? ` +${days}` : ''}`;
  return {
    entry,
    time: `${formatInZone(start, timeZone, locale, 'time')}–${endLabel}`,
    plates: [entry.vehiclePlate, entry.trailerPlate]
      .map((p) => p.trim())
      .filter(Boolean)
      .join(' / '),
    tone: approvalTone(entry.status),
  };
}

const dayDifference = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
