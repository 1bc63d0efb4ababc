// Adds N reservations in free slots for benchmarks and load demos, walking outward from today or packing a given
// window; can first add ramps to the first branch office. No webhooks are sent for any of it.
import type { Reservation, Resource } from '../domain/types';
import { createPrng, type Prng } from '../lib/create-prng';
import type { EmulatorState } from '../store/emulator-state';
import { fillRampDay, forEachOpenDay } from './make-demo-reservation';

export const MAX_GENERATE = 200_000;
export const MAX_RAMPS = 2000;
/** Longest window `generateReservations` fills, in days. */
export const MAX_WINDOW_DAYS = 400;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GRID = 15 * MINUTE;

export interface GenerateOptions {
  /** Fill only open days within [from, to) (epoch ms), densely, instead of walking outward from today. */
  window?: { from: number; to: number };
  /**
   * Created and Updated of every added reservation: all at `from` (a recurring series made in one call), or spread
   * evenly over [from, to) (a busy stretch of changes), instead of some days before each slot.
   */
  created?: { from: number; to?: number };
}

type FillCtx = Parameters<typeof fillRampDay>[0];

function fillContext(state: EmulatorState, prng: Prng, now: number): FillCtx {
  const companies = [...state.companies.values()];
  return {
    prng,
    now,
    // fillRampDay reads these lists from a snapshot-shaped object
    snapshot: { units: [...state.units.values()], vehicleTypes: [...state.vehicleTypes.values()], companies } as never,
    carriers: companies.filter((c) => c.IsCarrier),
    suppliers: companies.filter((c) => c.IsSupplier),
    orderSeq: 0,
  };
}

export function generateReservations(
  state: EmulatorState,
  count: number,
  seed: number,
  now: number,
  opts: GenerateOptions = {},
): number {
  const prng = createPrng(seed);
  const ctx = fillContext(state, prng, now);
  const isFree = (resourceId: string) => (start: number, end: number) =>
    state.reservations.findOverlaps(resourceId, start, end).length === 0;
  const commit = (out: Reservation[]) => {
    const added = out.slice(0, count);
    const stamp = opts.created;
    for (const [i, r] of added.entries()) {
      r.ReservationNumber = state.takeReservationNumber();
      if (stamp)
        r.Created = r.Updated =
          stamp.to === undefined ? stamp.from : stamp.from + Math.floor(((stamp.to - stamp.from) * i) / added.length);
    }
    state.reservations.addMany(added);
    return added.length;
  };
  if (opts.window) return fillWindow(state, ctx, count, opts.window, isFree, commit);

  const offices = [...state.branchOffices.values()];
  const resources = [...state.resources.values()];
  const out: Reservation[] = [];
  for (let k = 0; out.length < count && k < 5000; k++) {
    const offset = k % 2 === 0 ? k / 2 : -(k + 1) / 2;
    for (const office of offices) {
      forEachOpenDay(office, now, offset, offset, (open, close) => {
        for (const ramp of resources)
          if (ramp.BranchOfficeId === office.Id && out.length < count)
            fillRampDay(ctx, out, ramp, open, close, 0.9, isFree(ramp.Id));
      });
    }
  }
  return commit(out);
}

/**
 * Packs ramp-days of [from, to) (opening hours clipped to the window, starts on the 15-minute grid) back to back,
 * in a shuffled order so the reservations spread over every day and ramp when fewer are asked for than fit.
 * Passes repeat over the gaps left by earlier reservations until N are placed or a pass finds no room.
 */
function fillWindow(
  state: EmulatorState,
  ctx: FillCtx,
  count: number,
  { from, to }: { from: number; to: number },
  isFree: (resourceId: string) => (start: number, end: number) => boolean,
  commit: (out: Reservation[]) => number,
): number {
  const ramps: { ramp: Resource; open: number; close: number }[] = [];
  const days = [Math.floor((from - ctx.now) / DAY) - 1, Math.ceil((to - ctx.now) / DAY) + 1] as const;
  for (const office of state.branchOffices.values()) {
    const officeRamps = [...state.resources.values()].filter((r) => r.BranchOfficeId === office.Id);
    forEachOpenDay(office, ctx.now, days[0], days[1], (open, close) => {
      const a = Math.ceil(Math.max(open, from) / GRID) * GRID;
      const b = Math.min(close, to);
      if (b - a < GRID) return;
      for (const ramp of officeRamps) ramps.push({ ramp, open: a, close: b });
    });
  }
  let added = 0;
  for (let pass = 0; added < count && pass < 8; pass++) {
    shuffle(ctx.prng, ramps);
    const out: Reservation[] = [];
    for (const day of ramps) {
      if (added + out.length >= count) break;
      fillRampDay(ctx, out, day.ramp, day.open, day.close, 1, isFree(day.ramp.Id));
    }
    if (out.length === 0) break;
    // Committed per pass, so the next pass sees these as taken.
    added += commit(out.slice(0, count - added));
  }
  return added;
}

function shuffle<T>(prng: Prng, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/**
 * Makes sure the site has at least `total` ramps, adding "Bench ramp {n}" (ShortName "BEN-{n}") to the first branch
 * office; n continues the site's ramp count, so asking again for the same total adds nothing. Returns the ramp count.
 */
export function ensureRamps(state: EmulatorState, total: number, seed: number): number {
  const office = state.branchOffices.values().next().value;
  if (!office) return state.resources.size;
  const prng = createPrng(seed);
  while (state.resources.size < total) {
    const n = state.resources.size + 1;
    let id = prng.guid();
    while (state.resources.has(id)) id = prng.guid();
    state.resources.set(id, {
      Id: id,
      ResourceName: `Bench ramp ${n}`,
      ShortName: `BEN-${n}`,
      ResourceNameLocalized: `Bench ramp ${n}`,
      BranchOfficeId: office.Id,
    });
  }
  return state.resources.size;
}
