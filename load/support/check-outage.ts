// The outage scenario's checks on what happened during the cut and right after the links returned.
import { diffReservationSets } from '../../test/read-emulator-state';
import type { Change } from './drive-changes';
import { FALLBACK_AFTER_MS } from './open-outage-stack';
import type { WeekRead } from './read-week';
import { where } from './read-week';
import { ok } from './run-planners';
import type { Delivery } from './start-proxy';

type Fail = (check: string, ids?: string[]) => void;
type Reservations = Map<string, Record<string, unknown>>;

/** A read during the cut may take the fallback's wait plus this. */
const FALLBACK_MARGIN_MS = 5_000;
/** What a failed write must say: that the service cannot be reached (or is not answering). */
const UNREACHABLE = /could not be reached|cannot be reached|can't be reached|unreachable|not answering|did not answer/i;

/** Reads from the mirror flagged stale and in time, the banner with reservations, and writes refused clearly. */
export function checkDuringCut(
  fail: Fail,
  cut: {
    reads: WeekRead[];
    shown: { text: string; blocks: number; error: string };
    writes: { kind: string; status: number; message: string }[];
    weekSize: number;
  },
): void {
  const { reads, shown, writes, weekSize } = cut;
  for (const r of reads) {
    if (r.status !== 200 || !r.stale)
      fail(`a read during the cut did not answer from the mirror flagged stale (${where(r.url)})`, [
        `${r.status} ${r.error || 'not flagged stale'}`,
      ]);
    else if (r.ids.length !== weekSize)
      fail(`the mirror's answer during the cut lacks reservations of the week (${where(r.url)})`, [
        `${r.ids.length} of ${weekSize}`,
      ]);
    if (r.ms > FALLBACK_AFTER_MS + FALLBACK_MARGIN_MS)
      fail(
        `a read during the cut took ${(r.ms / 1000).toFixed(1)} s, more than UPSTREAM_FALLBACK_AFTER_MS + ` +
          `${FALLBACK_MARGIN_MS / 1000} s (${where(r.url)})`,
      );
  }
  if (!shown.text) fail('the page did not show the stale banner during the cut', [shown.error]);
  else if (shown.blocks === 0) fail('the page showed no reservations with the stale banner');
  for (const w of writes) {
    if (ok(w.status)) fail(`a planner's ${w.kind} during the cut answered ${w.status}`);
    else if (!UNREACHABLE.test(w.message))
      fail(`a planner's ${w.kind} during the cut failed without saying the service cannot be reached`, [
        `${w.status} '${w.message}'`,
      ]);
  }
}

/**
 * The refused writes changed nothing, and the cut held: what changed during it reached neither the balancer nor the
 * mirror. Answers the changed reservations and those the mirror lacked (in all and in the unseen week).
 */
export function checkAfterReturn(
  fail: Fail,
  seen: {
    failTarget: string;
    before: { service: Record<string, unknown>; mirror: Record<string, unknown> };
    afterService: Reservations;
    afterMirror: Reservations;
    outageChanges: Change[];
    inWeekB: Set<string>;
    deliveries: Delivery[];
    gaveUp: Set<string>;
  },
) {
  const { failTarget, before, afterService, afterMirror, outageChanges, inWeekB, deliveries, gaveUp } = seen;
  const editChanged = [
    ...diffReservationSets(
      new Map([[failTarget, before.service]]),
      new Map([[failTarget, afterService.get(failTarget)!]]),
    ).map((d) => `service ${d}`),
    ...diffReservationSets(
      new Map([[failTarget, before.mirror]]),
      new Map([[failTarget, afterMirror.get(failTarget)!]]),
    ).map((d) => `mirror ${d}`),
  ];
  if (editChanged.length) fail("the planner's edit refused during the cut changed the reservation", editChanged);
  const created = [...afterService.values()].filter((r) => r.VehicleNumberPlate === 'PL-0-1').map((r) => String(r.Id));
  if (created.length) fail("the planner's create refused during the cut is at the service", created);

  // What the webhooks missed: every reservation changed during the cut whose mirror copy differs from the service.
  const changedIds = [...new Set(outageChanges.map((c) => c.id))];
  const missed = changedIds.filter(
    (id) =>
      diffReservationSets(new Map([[id, afterService.get(id)!]]), new Map([[id, afterMirror.get(id)!]])).length > 0,
  );
  const missedB = missed.filter((id) => inWeekB.has(id));
  const changedB = changedIds.filter((id) => inWeekB.has(id));
  // The shown week was read again since (the polls, the page), so only the unseen week shows what the webhooks
  // missed.
  const reachedBalancer = deliveries
    .filter((d) => d.eventId !== null && gaveUp.has(d.eventId))
    .map((d) => `${d.eventId} ${d.status}`);
  if (reachedBalancer.length)
    fail('deliveries the service gave up during the cut reached the balancer (the cut leaked)', reachedBalancer);
  if (gaveUp.size < outageChanges.length)
    fail('the service did not give up a delivery for every change during the cut', [
      `${gaveUp.size} given up, ${outageChanges.length} changes`,
    ]);
  if (missedB.length < changedB.length)
    fail(
      'changes made during the cut reached the mirror before any sync or read (the cut leaked)',
      changedB.filter((id) => !missedB.includes(id)),
    );
  return { changedIds, missed, missedB, changedB };
}
