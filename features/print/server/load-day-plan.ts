import 'server-only';
import { TZDate } from '@date-fns/tz';
import { listResources } from '@/lib/catalog';
import { branchKey, type Reservation, type ReservationRange } from '@/lib/contracts';
import { type DayPlan, type DayPlanEntry, type DayPlanQuery } from '../contract';
import { AppError } from '@/lib/errors';
import { listReservations } from '@/features/reservations/server';
import { loadBranchTimeZones } from '@/lib/settings';
import type { DayPlanKit } from './day-plan-kit';

/**
 * The day plan's data: for each branch office (or the one asked for), its ramps in the schedule's order and the
 * reservations that start on the local day in the branch office's zone, read as the schedule reads them (the
 * service, or the mirror flagged stale when it does not answer). A branch office without a zone of its own uses
 * the browser's zone the page passed on, else UTC.
 */
export async function loadDayPlan(query: DayPlanQuery, kit: Pick<DayPlanKit, 'groupRamps'>): Promise<DayPlan> {
  const printedAt = new Date().toISOString();
  const [ramps, zones] = await Promise.all([listResources(), loadBranchTimeZones()]);
  const groups = kit.groupRamps(ramps).filter((g) => !query.branch || branchKey(g.branchOfficeId) === query.branch);
  if (query.branch && groups.length === 0) {
    throw new AppError('not_found', `No branch office with ramps has the id ${query.branch}.`, [
      { field: 'branch', message: 'no branch office with ramps has this id' },
    ]);
  }

  // One read per local day span: branch offices in one zone share it.
  const reads = new Map<string, Promise<ReservationRange>>();
  const readDay = (timeZone: string) => {
    const from = new Date(localMidnight(query.date, timeZone, 0)).toISOString();
    const to = new Date(localMidnight(query.date, timeZone, 1)).toISOString();
    const key = `${from}/${to}`;
    if (!reads.has(key)) reads.set(key, listReservations({ from, to }));
    return reads.get(key)!;
  };

  let stale: DayPlan['stale'];
  const branches = await Promise.all(
    groups.map(async (group) => {
      const own = zones[branchKey(group.branchOfficeId)];
      const timeZone = own ?? query.timeZone ?? 'UTC';
      const range = await readDay(timeZone);
      if (range.stale && (!stale || (range.stale.since ?? '') < (stale.since ?? ''))) stale = range.stale;
      const byRamp = new Map<string, DayPlanEntry[]>();
      for (const r of range.reservations) {
        const ramp = r.ResourceId.toLowerCase();
        byRamp.set(ramp, [...(byRamp.get(ramp) ?? []), toEntry(r)]);
      }
      return {
        branchOfficeId: group.branchOfficeId,
        label: group.label,
        timeZone,
        zoneIsBranchOwn: own !== undefined,
        ramps: group.ramps.map((ramp) => ({
          id: ramp.Id,
          shortName: ramp.ShortName,
          name: ramp.ResourceNameLocalized,
          entries: byRamp.get(ramp.Id.toLowerCase()) ?? [],
        })),
      };
    }),
  );
  return { date: query.date, printedAt, branches, ...(stale ? { stale } : {}) };
}

/** Local midnight of `date` plus `addDays`, in `timeZone` (a clock-change day is 23 or 25 hours long). */
function localMidnight(date: string, timeZone: string, addDays: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d + addDays, 0, 0, 0, timeZone).getTime();
}

const toEntry = (r: Reservation): DayPlanEntry => ({
  id: r.Id,
  reservationNumber: r.ReservationNumber,
  startUtc: r.StartUtc,
  endUtc: r.EndUtc,
  carrier: r.Carrier,
  vehiclePlate: r.VehicleNumberPlate,
  trailerPlate: r.TrailerNumberPlate,
  orderNumbers: r.OrderNumbers,
  status: r.ApprovalStatus,
});
