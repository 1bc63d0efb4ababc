const DAY = 24 * 3_600_000;

/** A ramp as the emulator lists it. */
export interface Ramp {
  Id: string;
  ShortName: string;
  BranchOfficeId: string;
}

/** A Monday–Saturday (Brno is closed on Sundays) at least `days` ahead, as YYYY-MM-DD. Each spec keeps its own days. */
export function freeDay(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
