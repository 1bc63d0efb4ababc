import { ALIVE, HOUR, MIN, RAMP_LIST } from './reports-fixtures';
import { addDays, atBranch, localHour, midnight, minutesOf, type Scope } from './reports-expected-punctuality-support';

// The independent computation of the utilisation report (see reports-expected-punctuality-support.ts).

/** Adds the minutes of [a, b) to the local hours they fall in. The zones here are whole hours off UTC, so every local
 *  hour begins on a whole UTC hour: cut at those, and ask Intl which local hour each piece is. */
function addByHour(into: number[], a: number, b: number, zone: string) {
  for (let t = a; t < b;) {
    const next = Math.min(b, Math.floor(t / HOUR) * HOUR + HOUR);
    into[localHour(t, zone)]! += (next - t) / MIN;
    t = next;
  }
}

function expectedUtilisation(s: Scope) {
  const rangeStart = midnight(s.from, s.zone);
  const rangeEnd = midnight(addDays(s.to, 1), s.zone);
  const inScope = ALIVE.filter(
    (r) => atBranch(r, s.branch) && Date.parse(r.StartUtc) < rangeEnd && Date.parse(r.EndUtc) > rangeStart,
  );
  const listed = RAMP_LIST.filter((ramp) => ramp.BranchOfficeId.toLowerCase() === s.branch).sort((a, b) =>
    a.ShortName < b.ShortName ? -1 : 1,
  );
  const rampIds = listed.map((ramp) => ramp.Id);
  for (const r of inScope) if (!rampIds.includes(r.ResourceId.toLowerCase())) rampIds.push(r.ResourceId.toLowerCase());

  const open = Array<number>(24).fill(0);
  const [opens, closes] = [minutesOf(s.hours.from), minutesOf(s.hours.to)];
  for (let t = rangeStart; t < rangeEnd; t += HOUR) {
    const h = localHour(t, s.zone);
    open[h]! += Math.max(0, Math.min(h * 60 + 60, closes) - Math.max(h * 60, opens));
  }
  const cell = (hour: number, booked: number, actual: number, openMinutes: number) => ({
    hour,
    bookedMinutes: booked,
    actualMinutes: actual,
    openMinutes,
    utilisation: openMinutes === 0 ? null : booked / openMinutes,
  });
  const ramps = rampIds.map((rampId) => {
    const booked = Array<number>(24).fill(0);
    const actual = Array<number>(24).fill(0);
    for (const r of inScope.filter((x) => x.ResourceId.toLowerCase() === rampId)) {
      if (r.ApprovalStatus === 'Approved' || r.ApprovalStatus === 'Pending') {
        addByHour(
          booked,
          Math.max(Date.parse(r.StartUtc), rangeStart),
          Math.min(Date.parse(r.EndUtc), rangeEnd),
          s.zone,
        );
      }
      if (r.RealGateVehicleArrivalUtc) {
        const arrival = Date.parse(r.RealGateVehicleArrivalUtc);
        // No departure recorded: on site for as long as its slot lasts, from its arrival (until now at the most).
        const until = r.RealGateVehicleDepartureUtc
          ? Date.parse(r.RealGateVehicleDepartureUtc)
          : arrival + Date.parse(r.EndUtc) - Date.parse(r.StartUtc);
        addByHour(
          actual,
          Math.max(Date.parse(r.RealGateVehicleArrivalUtc), rangeStart),
          Math.min(until, rangeEnd, s.now),
          s.zone,
        );
      }
    }
    const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      rampId,
      bookedMinutes: total(booked),
      actualMinutes: total(actual),
      openMinutes: total(open),
      utilisation: total(open) === 0 ? null : total(booked) / total(open),
      hours: booked.map((_, h) => cell(h, booked[h]!, actual[h]!, open[h]!)),
    };
  });
  const hours = Array.from({ length: 24 }, (_, h) =>
    cell(
      h,
      ramps.reduce((a, ramp) => a + ramp.hours[h]!.bookedMinutes, 0),
      ramps.reduce((a, ramp) => a + ramp.hours[h]!.actualMinutes, 0),
      ramps.reduce((a, ramp) => a + ramp.hours[h]!.openMinutes, 0),
    ),
  );
  const busiestHours = hours
    .filter((c) => c.bookedMinutes > 0)
    .sort((a, b) => b.bookedMinutes - a.bookedMinutes || a.hour - b.hour)
    .slice(0, 3)
    .map((c) => c.hour);
  const status = {
    approved: inScope.filter((r) => r.ApprovalStatus === 'Approved').length,
    pending: inScope.filter((r) => r.ApprovalStatus === 'Pending').length,
    rejected: inScope.filter((r) => r.ApprovalStatus === 'Rejected').length,
    total: inScope.length,
  };
  return {
    listedIds: listed.map((ramp) => ramp.Id),
    report: { openingHours: s.hours, ramps, hours, busiestHours, status },
  };
}

export { expectedUtilisation };
