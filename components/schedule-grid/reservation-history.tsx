'use client';

// The change history Slotboard's copy of the service's data has recorded for one reservation.
import { useReservationHistory } from '@/lib/queries';
import type { HistoryEntry } from '@/lib/contracts';
import { localDateOf, localTimeOf } from '@/lib/schedule';
import { nice, show } from './reservation-details';

const when = (iso: string, timeZone: string) => `${localDateOf(Date.parse(iso), timeZone)} ${localTimeOf(Date.parse(iso), timeZone)}`;

function headline(e: HistoryEntry): string {
  const what = e.action === 'created' ? 'Created' : e.action === 'deleted' ? 'Deleted' : 'Changed';
  if (e.source === 'slotboard') return `${what} in Slotboard by ${e.actor ?? 'a planner'}`;
  if (e.source === 'webhook') return `${what} at the service${e.event ? ` (${e.event})` : ''}`;
  return `${what} at the service (found on a later read)`;
}

export function ReservationHistory({ id, timeZone }: { id: string; timeZone: string }) {
  const history = useReservationHistory(id);
  return (
    <section aria-label="Change history" className="space-y-2 text-sm">
      <h3 className="text-base font-semibold">Change history</h3>
      {history.isPending ? (
        <p className="text-zinc-600 dark:text-zinc-400">Loading the history…</p>
      ) : history.isError ? (
        <p role="alert">The history could not be loaded: {history.error.message}</p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">
          {history.data.knownSince
            ? `No change seen since Slotboard first stored this reservation (${when(history.data.knownSince, timeZone)}).`
            : 'Slotboard has not stored this reservation yet; changes are recorded from the next time it is loaded.'}
        </p>
      ) : (
        <ol className="space-y-2">
          {history.data.entries.map((e, i) => (
            <li key={`${e.at}:${i}`} className="rounded-md border border-zinc-200 px-3 py-2 dark:border-zinc-700">
              <p>
                <span className="font-medium">{headline(e)}</span> · <time dateTime={e.at}>{when(e.at, timeZone)}</time>
              </p>
              {e.changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-zinc-700 dark:text-zinc-300">
                  {e.changes.map((c) => (
                    <li key={c.field}>
                      {nice(c.field)}: {show(c.field, c.before, timeZone)} → {show(c.field, c.after, timeZone)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
