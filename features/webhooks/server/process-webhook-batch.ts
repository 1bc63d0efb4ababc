import 'server-only';
import { AppError, describeErrorForLog } from '@/lib/errors';
import { isDataRefusal } from '@/lib/db';
import { publishLive } from '@/lib/live';
import { canFallBack, recordAndPublish, recordDeletionAndPublish } from '@/lib/mirror';
import { getUpstreamClientFor } from '@/lib/gateway';
import type { Limiter } from '@/lib/upstream';
import type { Environment, Reservation } from '@/lib/contracts';
import { finishEvents, setBackEvent, type InboxRow } from './claim-inbox-events';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function finish(token: string | null, eventIds: string[], error?: string) {
  const finished = await finishEvents(token, eventIds, error);
  // What was recorded stays (recording is idempotent); the event is finished by the instance that holds it now.
  if (finished < eventIds.length)
    console.warn(
      `[webhooks] ${eventIds.length - finished} events were claimed by another instance before this one finished them`,
    );
}

async function retryLater(row: InboxRow, error: unknown) {
  const message = (error as Error).message ?? String(error);
  if ((await setBackEvent(row, message)) === 'dead')
    console.error(`[webhooks] giving up on ${row.event} ${row.eventId} after ${row.attempts} attempts: ${message}`);
}

/** One claimed batch: its events grouped by the environment that signed them, each group against its service. */
export async function processBatch(rows: InboxRow[], reads: Limiter, recording: Limiter) {
  const byEnvironment = new Map<Environment, InboxRow[]>();
  for (const row of rows) byEnvironment.set(row.environment, [...(byEnvironment.get(row.environment) ?? []), row]);
  await Promise.all(
    [...byEnvironment].map(([environment, group]) => processForEnvironment(environment, group, reads, recording)),
  );
}

type Read = { id: string; group: InboxRow[]; event: string } & (
  { reservation: Reservation } | { gone: true } | { error: unknown }
);

// An event is processed against the environment whose secret signed it, active or not: the sandbox's events
// update the sandbox's mirror. An environment that cannot be reached (or is no longer configured) holds up only its
// own.
async function processForEnvironment(environment: Environment, mine: InboxRow[], reads: Limiter, recording: Limiter) {
  let client;
  try {
    ({ client } = await getUpstreamClientFor(environment));
  } catch (error) {
    for (const row of mine) await retryLater(row, error);
    return;
  }

  // Several events about one reservation need one read of its current state (delivery order does not matter,
  // spec §6.4: the state loaded from the service is what counts).
  const byReservation = new Map<string, InboxRow[]>();
  const done: string[] = [];
  const at = new Date().toISOString();
  for (const row of mine) {
    const id = row.subjectId?.toLowerCase();
    try {
      if (row.event === 'webhook.test') {
        await publishLive({ type: 'webhook.test', environment, at });
        done.push(row.eventId);
      } else if (row.event.startsWith('order.')) {
        if (id) await publishLive({ type: 'order.changed', environment, id, at, event: row.event });
        done.push(row.eventId);
      } else if (!row.event.startsWith('reservation.') || !id || !GUID.test(id)) {
        await finish(
          row.claimToken,
          [row.eventId],
          !id
            ? 'data.id is missing'
            : !GUID.test(id)
              ? `data.id "${id}" is not a GUID`
              : `event ${row.event} is not handled`,
        );
      } else {
        // reservation.deleted too: the event is a hint, the detail read below confirms it (404) or not.
        byReservation.set(id, [...(byReservation.get(id) ?? []), row]);
      }
    } catch (error) {
      await retryLater(row, error);
    }
  }

  // Every detail read at once, as many in flight as READS_IN_FLIGHT allows (shared by the workers).
  const results: Read[] = await Promise.all(
    [...byReservation].map(([id, group]) => {
      // Distinct kinds, within the 100 characters a live event carries (lib/live/live-event.ts).
      const event = [...new Set(group.map((r) => r.event))].join(', ').slice(0, 100);
      return reads(async (): Promise<Read> => {
        try {
          return { id, group, event, reservation: await client.getReservation(id) };
        } catch (error) {
          // The service confirms the deletion (announced, or made after the event was sent).
          if ((error as AppError).code === 'not_found') return { id, group, event, gone: true };
          return { id, group, event, error };
        }
      });
    }),
  );

  // An event claimed before (its claim lapsed, or it failed) may have been recorded by a try that never told the
  // open pages: it is told again, whatever the mirror holds. A duplicate frame costs a browser nothing.
  const triedBefore = new Set(results.filter((r) => r.group.some((row) => row.attempts > 1)).map((r) => r.id));
  await recording(async () => {
    const found = results.filter((r): r is Read & { reservation: Reservation } => 'reservation' in r);
    if (found.length > 0) {
      try {
        // One mirror write for the batch, each change with its own event. A change a Slotboard write made is
        // announced as that write (its tab is not told of its own change).
        const events = new Map(found.map((r) => [r.id, r.event]));
        await recordAndPublish(
          environment,
          found.map((r) => r.reservation),
          { source: 'webhook', events },
          { tell: 'new or changed', alsoTell: triedBefore },
        );
        done.push(...found.flatMap((r) => r.group.map((row) => row.eventId)));
      } catch (error) {
        if (found.length === 1 || !isDataRefusal(error)) for (const r of found) await failed(r, error);
        // One record the database refuses must not hold up the rest: each on its own, only those failing again fail.
        else
          for (const r of found) {
            try {
              await recordAndPublish(
                environment,
                [r.reservation],
                { source: 'webhook', events: new Map([[r.id, r.event]]) },
                { tell: 'new or changed', alsoTell: triedBefore },
              );
              done.push(...r.group.map((row) => row.eventId));
            } catch (again) {
              await failed(r, again);
            }
          }
      }
    }
    for (const r of results) {
      if ('gone' in r) {
        try {
          // The mirror keeps what it knew.
          await recordDeletionAndPublish(
            environment,
            { id: r.id, via: 'webhook', event: r.event },
            triedBefore.has(r.id),
          );
          done.push(...r.group.map((row) => row.eventId));
        } catch (error) {
          await failed(r, error);
        }
      } else if ('error' in r) {
        await failed(r, r.error);
      }
    }
    await finish(mine[0]!.claimToken, done);
  });
}

/**
 * Retried later: the service could not answer, or the failure is not a refusal Slotboard understood (a database
 * error such as a deadlock or a lost connection passes). Finished with the reason: the service refused the read.
 */
async function failed(read: Read, error: unknown) {
  if (!(error instanceof AppError) || canFallBack(error) || error.code === 'upstream_unavailable') {
    for (const row of read.group) await retryLater(row, error);
  } else {
    console.error(`[webhooks] ${read.event} for ${read.id} failed: ${describeErrorForLog(error, { stack: false })}`);
    await finish(
      read.group[0]!.claimToken,
      read.group.map((r) => r.eventId),
      (error as Error).message,
    );
  }
}
