import { TZDate } from '@date-fns/tz';
import type { APIRequestContext } from '@playwright/test';
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
      const own = ramps.filter((r) => r.ShortName.startsWith(prefix)).sort((a, b) => a.ShortName.localeCompare(b.ShortName, undefined, { numeric: true }));
      const office = offices.find((o) => o.Id === own[0]?.BranchOfficeId);
      if (!office) throw new Error(`the emulator has no branch office with ramps named ${prefix}-…`);
      return { office, ramps: own };
    },
  };
}

const localDate = (d: TZDate) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** YYYY-MM-DD of the first day, `days` or more ahead in the office's zone, on which the office is open. Each spec keeps its own days. */
export function openDay(office: BranchOffice, days: number): string {
  const open = office.OpenDays.split(',').map(Number);
  const today = new TZDate(Date.now(), office.TimeZone);
  for (let k = days; k < days + 7; k++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + k, 12, 0, office.TimeZone);
    if (open.includes(day.getDay())) return localDate(day);
  }
  throw new Error(`${office.BranchOfficeName} opens on no day of the week (OpenDays "${office.OpenDays}")`);
}

/**
 * YYYY-MM-DD (in the office's zone) of the first local day from today on, within a week, on which `ramp` holds
 * reservations at the service, so the grid opened on it has blocks in the ramp's row.
 */
export async function busyDay(request: APIRequestContext, office: BranchOffice, ramp: Ramp): Promise<string> {
  const today = new TZDate(Date.now(), office.TimeZone);
  const utc = (days: number) => new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 0, 0, office.TimeZone).getTime()).toISOString();
  const filter = `ResourceId eq ${ramp.Id} and StartUtc ge ${utc(0)} and StartUtc lt ${utc(7)}`;
  const found = await emulatorGet<{ StartUtc: string }[]>(request, `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$orderby=StartUtc asc&$top=1000`);
  if (found.length === 0) throw new Error(`ramp ${ramp.ShortName} has no reservation in the week from ${localDate(today)}: the demo data should fill every day`);
  return localDate(new TZDate(Date.parse(found[0]!.StartUtc), office.TimeZone));
}
