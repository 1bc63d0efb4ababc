// "Live site" mode: on every tick, trucks due now arrive, get processed and leave, so the demo moves by itself.
import type { LifecycleStep } from '../domain/apply-lifecycle-step';
import type { Reservation } from '../domain/types';
import type { ReservationWriter } from '../domain/write-reservations';
import type { ReservationIndex } from '../store/reservation-index';

const MINUTE = 60_000;

/** The one step a reservation is due for at `now`, or null. Exported for unit tests. */
export function dueStep(r: Reservation, now: number): LifecycleStep | null {
  if (r.CarrierNotArrived || r.RealGateVehicleDepartureUtc !== null) return null;
  if (r.ApprovalStatus === 'Pending' && r.StartUtc - now < 2 * 60 * MINUTE) return 'approve';
  if (r.ApprovalStatus !== 'Approved') return null;
  if (r.RealGateVehicleArrivalUtc === null) {
    if (now >= r.EndUtc) return 'not-arrived';
    return now >= r.StartUtc - 10 * MINUTE ? 'arrive' : null;
  }
  if (r.ProcessingStartedUtc === null) return now >= r.StartUtc ? 'start-processing' : null;
  if (r.ProcessingCompletedUtc === null) return now >= r.EndUtc - 5 * MINUTE ? 'complete-processing' : null;
  if (r.DeliveredUtc === null) return 'deliver';
  return now >= r.EndUtc ? 'depart' : null;
}

export class LiveSite {
  private timer: NodeJS.Timeout | null = null;
  tickMs: number;

  constructor(
    private readonly index: ReservationIndex,
    private readonly writer: ReservationWriter,
    private readonly now: () => number,
    tickMs: number,
  ) {
    this.tickMs = tickMs;
  }

  get enabled(): boolean {
    return this.timer !== null;
  }

  set(enabled: boolean, tickMs?: number): void {
    if (tickMs) this.tickMs = tickMs;
    if (this.timer) clearInterval(this.timer);
    this.timer = enabled ? setInterval(() => this.tick(), this.tickMs) : null;
    this.timer?.unref();
  }

  /** One pass over reservations near now; returns how many steps it took. */
  tick(): number {
    const now = this.now();
    const [lo, hi] = this.index.rangeOfStart({ value: now - 12 * 60 * MINUTE, inclusive: true }, { value: now + 2 * 60 * MINUTE, inclusive: true });
    const due = this.index.slice(lo, hi).flatMap((r) => {
      const step = dueStep(r, now);
      return step ? [{ id: r.Id, step }] : [];
    });
    let taken = 0;
    for (const { id, step } of due) {
      try {
        this.writer.step(id, step);
        taken++;
      } catch (e) {
        // A timer callback must never throw (it would end the process); a refused step just waits for the next tick.
        console.error(`emulator: live site could not ${step} ${id}:`, e instanceof Error ? e.message : e);
      }
    }
    return taken;
  }
}
