'use client';

// Everything the grid derives from the loaded ramps and reservations: groups, filtered blocks, clashes, occupancy.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countBusyRamps, measureUtilisation } from '../logic/measure-occupancy';
import { findOverlaps, learnUnitMinutes, type Slot } from '@/features/reservations';
import { groupRamps } from '@/lib/contracts';
import { type TimeAxis } from '../logic/time-axis';
import type { GridReservation, Ramp } from '@/lib/contracts';
import { loadedReservations } from '@/lib/queries';
import type { Filters } from './schedule-toolbar';

const toSlot = (r: GridReservation): Slot => ({
  Id: r.Id,
  ResourceId: r.ResourceId,
  startUtc: Date.parse(r.StartUtc),
  endUtc: Date.parse(r.EndUtc),
});

export function useScheduleData(
  ramps: Ramp[],
  reservations: GridReservation[],
  branch: string,
  filters: Filters,
  axis: TimeAxis,
) {
  const allGroups = useMemo(() => groupRamps(ramps), [ramps]);
  const groups = useMemo(
    () =>
      groupRamps(ramps, filters.search).filter(
        (g) => (branch === 'all' || g.branchOfficeId === branch) && g.ramps.length > 0,
      ),
    [ramps, filters.search, branch],
  );
  const slots = useMemo(() => reservations.map(toSlot), [reservations]);
  const overlaps = useMemo(() => findOverlaps(slots), [slots]);
  const client = useQueryClient();
  // Unit lengths are learned from every range seen so far, so an empty future day still knows that a Truck is 30
  // minutes.
  const unitMinutes = useMemo(() => {
    return learnUnitMinutes([...loadedReservations(client), ...reservations]);
  }, [client, reservations]);
  const carriers = useMemo(
    () => [...new Set(reservations.map((r) => r.Carrier).filter(Boolean))].sort(),
    [reservations],
  );

  const byRamp = useMemo(() => {
    const shown = reservations.filter(
      (r) =>
        (!filters.status || r.ApprovalStatus === filters.status) && (!filters.carrier || r.Carrier === filters.carrier),
    );
    const map = new Map<string, GridReservation[]>();
    for (const r of shown) {
      const list = map.get(r.ResourceId);
      if (list) list.push(r);
      else map.set(r.ResourceId, [r]);
    }
    return map;
  }, [reservations, filters.status, filters.carrier]);

  // Occupancy counts every reservation of the shown ramps, whatever the status filter: a busy ramp is busy.
  const { busy, utilisation } = useMemo(() => {
    const shownRamps = new Set(groups.flatMap((g) => g.ramps.map((r) => r.Id)));
    const rampSlots = slots.filter((s) => shownRamps.has(s.ResourceId));
    const perRamp = new Map<string, Slot[]>();
    for (const s of rampSlots) {
      const list = perRamp.get(s.ResourceId);
      if (list) list.push(s);
      else perRamp.set(s.ResourceId, [s]);
    }
    const utilisation = new Map<string, number>();
    for (const id of shownRamps)
      utilisation.set(id, measureUtilisation(perRamp.get(id) ?? [], axis.startUtc, axis.endUtc));
    return { busy: countBusyRamps(axis.buckets, rampSlots), utilisation };
  }, [axis, groups, slots]);

  return { allGroups, groups, slots, overlaps, unitMinutes, carriers, byRamp, busy, utilisation };
}
