import 'server-only';
import type { Environment, Reservation } from '@/lib/contracts';
import { publishLive, publishLiveEvents } from '@/lib/live';
import { authorFields } from './pending-writes';
import { recordDeletion, type ConfirmedDeletion } from './record-deletion';
import { recordReservations, type MirrorSource, type RecordResult } from './record-reservations';

// "Record in the mirror, then tell every open page": the one path for writes, reads and webhooks, so history,
// crediting and live events cannot drift apart between them.

/** Past this many changes at once, open pages are asked to reload instead of hearing each one. */
const MAX_LIVE_PER_BATCH = 100;

export interface Who {
  origin?: string;
  actor?: string;
  event?: string;
}

interface PublishOptions {
  /**
   * Which recorded reservations open pages hear of. 'written': every one (a planner's write, news even when a
   * webhook recorded it first); 'new or changed' (a webhook); 'changed' (a read: what one page read for the first
   * time is no news to the others).
   */
  tell: 'written' | 'new or changed' | 'changed';
  /**
   * Lower-case ids told even when the mirror already held them as they are: events tried before, whose earlier try
   * may have recorded them and died before telling (an instance killed between the two).
   */
  alsoTell?: ReadonlySet<string>;
  /** Who made the change when the caller knows (a write); otherwise a credited Slotboard write, else the event. */
  who?: Who;
  slice?: Parameters<typeof recordReservations>[3];
}

export async function recordAndPublish(
  environment: Environment,
  reservations: Reservation[],
  source: MirrorSource,
  options: PublishOptions,
): Promise<RecordResult> {
  const result = await recordReservations(environment, reservations, source, options.slice);
  const ids =
    options.tell === 'written'
      ? reservations.map((r) => r.Id)
      : options.tell === 'new or changed'
        ? [...result.created, ...result.changed]
        : result.changed;
  if (options.alsoTell?.size) {
    const told = new Set(ids.map((id) => id.toLowerCase()));
    for (const r of reservations) {
      const id = r.Id.toLowerCase();
      if (!options.alsoTell.has(id) || told.has(id)) continue;
      ids.push(r.Id);
      told.add(id);
    }
  }
  const who = (id: string): Who =>
    options.who ??
    (result.authors.has(id)
      ? authorFields(result.authors.get(id))
      : { event: source.events?.get(id.toLowerCase()) ?? source.event });
  const at = new Date().toISOString();
  if (ids.length > MAX_LIVE_PER_BATCH) {
    await publishLive({ type: 'resync', environment, at });
  } else {
    // One round trip for the lot (a webhook batch records up to a hundred changes at once).
    await publishLiveEvents(ids.map((id) => ({ type: 'reservation.changed', environment, id, at, ...who(id) })));
  }
  return result;
}

/**
 * Records a confirmed deletion (its last known detail kept) and tells every open page it is gone; with `tellAgain`
 * (an event tried before, see alsoTell) even when an earlier try recorded it.
 */
export async function recordDeletionAndPublish(
  environment: Environment,
  deletion: ConfirmedDeletion,
  tellAgain = false,
): Promise<{ marked: boolean }> {
  const { marked, number } = await recordDeletion(environment, deletion);
  if (marked || tellAgain)
    await publishLive({
      type: 'reservation.deleted',
      environment,
      id: deletion.id,
      number,
      at: new Date().toISOString(),
      event: deletion.event,
    });
  return { marked };
}
