import { TZDate } from '@date-fns/tz';
import type { APIRequestContext } from '@playwright/test';
import { localDateOf, localMidnightUtc } from '../../lib/time';
import { emulatorGet } from './emulator';

// The site as the emulator holds it, and the days specs choose from it: never "today", which may be a closed day, a
// quiet one, or a day whose slots are all over by the time the suite runs.

/** A ramp as the emulator lists it. */
export interface Ramp {
  Id: string;
  ShortName: string;
  BranchOfficeId: string;
}

/** A branch office as the emulator's OData BranchOffice set describes it (its zone and opening days). */
export interface BranchOffice {
  Id: string;
  BranchOfficeName: string;
  TimeZone: string;
  /** Local weekdays, 0 = Sunday, comma separated. */
  OpenDays: string;
}

export interface Site {
  offices: BranchOffice[];
  /** An office and its ramps in the grid's order, by the ShortName prefix of its ramps (BRN, CHI). */
  branch(prefix: string): { office: BranchOffice; ramps: Ramp[] };
}

export async function loadSite(request: APIRequestContext): Promise<Site> {
  const ramps = await emulatorGet<Ramp[]>(request, '/v3/demo/Resources');
  const { value: offices } = await emulatorGet<{ value: BranchOffice[] }>(request, '/odata/v1/demo/BranchOffice');
  return {
    offices,
    branch(prefix) {
      const own = ramps
        .filter((r) => r.ShortName.startsWith(prefix))
        .sort((a, b) => a.ShortName.localeCompare(b.ShortName, undefined, { numeric: true }));
      const office = offices.find((o) => o.Id === own[0]?.BranchOfficeId);
      if (!office) throw new Error(`the emulator has no branch office with ramps named ${prefix}-…`);
      return { office, ramps: own };
    },
  };
}

/**
 * Local midnight, `days` after today's, in the office's zone (the grid's own arithmetic: DST days are 23 or 25 hours).
 */
const midnight = (office: BranchOffice, days: number) =>
  localMidnightUtc(localDateOf(Date.now(), office.TimeZone), office.TimeZone, days);

/**
 * YYYY-MM-DD of the first day, `days` or more ahead in the office's zone, on which the office is open. Each spec keeps
 * its own days.
 */
export function openDay(office: BranchOffice, days: number): string {
  const open = office.OpenDays.split(',').map(Number);
  for (let k = days; k < days + 7; k++) {
    const start = midnight(office, k);
    if (open.includes(new TZDate(start, office.TimeZone).getDay())) return localDateOf(start, office.TimeZone);
  }
  throw new Error(`${office.BranchOfficeName} opens on no day of the week (OpenDays "${office.OpenDays}")`);
}

/**
 * YYYY-MM-DD (in the office's zone) of the first local day from today on, within a week, on which `ramp` holds
 * reservations at the service, so the grid opened on it has blocks in the ramp's row.
 */
export async function busyDay(request: APIRequestContext, office: BranchOffice, ramp: Ramp): Promise<string> {
  const utc = (days: number) => new Date(midnight(office, days)).toISOString();
  const filter = `ResourceId eq ${ramp.Id} and StartUtc ge ${utc(0)} and StartUtc lt ${utc(7)}`;
  const found = await emulatorGet<{ StartUtc: string }[]>(
    request,
    `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$orderby=StartUtc asc&$top=1000`,
  );
  if (found.length === 0)
    throw new Error(
      `ramp ${ramp.ShortName} has no reservation in the week from ${utc(0)}: the demo data should fill every day`,
    );
  return localDateOf(Date.parse(found[0]!.StartUtc), office.TimeZone);
}
