// "Live site" mode: on every tick, trucks due now arrive, get processed and leave, so the demo moves by itself.
import type { LifecycleStep } from '../domain/apply-lifecycle-step';
import type { Reservation } from '../domain/types';
import type { ReservationWriter } from '../domain/write-reservations';
import type { ReservationIndex } from '../store/reservation-index';

const MINUTE = 60_000;

/**
 * Which reservations the rarer events happen to, as a share of all: picked from the id, so the same reservation
 * always takes the same path (a test or a demo can replay it) and no random state needs keeping.
 */
export const EXTRA_SHARES = {
  ipp: 0.1,
  ippRejected: 0.1,
  backToPending: 0.05,
  urgent: 0.08,
  customAction: 0.2,
  actionDialog: 0.15,
  actionNotCompleted: 0.05,
} as const;

/** FNV-1a of the id and a salt, as a fraction in [0, 1). */
export function idShare(id: string, salt: string): number {
  let h = 0x811c9dc5;
  for (const c of `${salt}:${id}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}
const picked = (r: Reservation, what: keyof typeof EXTRA_SHARES) => idShare(r.Id, what) < EXTRA_SHARES[what];

/** The one step a reservation is due for at `now`, or null. Exported for unit tests. */
export function dueStep(r: Reservation, now: number): LifecycleStep | null {
  if (r.CarrierNotArrived || r.RealGateVehicleDepartureUtc !== null) return null;
  const ahead = r.StartUtc - now;
  const arrived = r.RealGateVehicleArrivalUtc !== null;
  if (!arrived && picked(r, 'ipp')) {
    // A delivery that needs its inbound paperwork cleared (IPP): asked 6 h before, decided 3 h before.
    if (r.IppApprovalStatus === null && ahead < 6 * 60 * MINUTE) return 'ipp-pending';
    if (r.IppApprovalStatus === 'Pending' && ahead < 3 * 60 * MINUTE)
      return picked(r, 'ippRejected') ? 'ipp-reject' : 'ipp-approve';
  }
  // A supplier changes something: the slot goes back to pending for a while (approved again within 2 h of it).
  if (
    !arrived &&
    r.ApprovalStatus === 'Approved' &&
    picked(r, 'backToPending') &&
    ahead > 2 * 60 * MINUTE &&
    ahead < 6 * 60 * MINUTE
  )
    return 'pending';
  if (r.ApprovalStatus === 'Pending' && ahead < 2 * 60 * MINUTE) return 'approve';
  if (r.ApprovalStatus !== 'Approved') return null;
  if (!arrived) {
    if (now >= r.EndUtc) return 'not-arrived';
    if (!r.IsUrgent && picked(r, 'urgent') && ahead < 2 * 60 * MINUTE) return 'urgent';
    return now >= r.StartUtc - 10 * MINUTE ? 'arrive' : null;
  }
  if (r.ProcessingStartedUtc === null) {
    if (r.CustomActionStatus === null && picked(r, 'customAction')) return 'custom-action';
    return now >= r.StartUtc ? 'start-processing' : null;
  }
  if (r.ProcessingCompletedUtc === null) {
    if (r.ActionDialogAnswer === null && picked(r, 'actionDialog')) return 'action-dialog';
    return now >= r.EndUtc - 5 * MINUTE ? 'complete-processing' : null;
  }
  if (!r.ActionNotCompleted && picked(r, 'actionNotCompleted')) return 'action-not-completed';
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
    // Up to 6 h ahead: the IPP request and the step back to pending come that early.
    const [lo, hi] = this.index.rangeOfStart(
      { value: now - 12 * 60 * MINUTE, inclusive: true },
      { value: now + 6 * 60 * MINUTE, inclusive: true },
    );
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
