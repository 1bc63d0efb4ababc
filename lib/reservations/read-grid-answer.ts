import 'server-only';
import { gridRowKey, type GridReservation, type ReservationRangeQuery } from '@/lib/contracts';
import { answerGridRange } from './answer-grid-range';
import { listReservations } from './list-reservations';

/**
 * The grid's answer for a time slice (view=grid). Each row's key (what names the answer's version and finds the rows a
 * browser already holds) is taken while the service prepares the next page, so less is left to do after the last one.
 */
export async function readGridAnswer(query: ReservationRangeQuery): Promise<Response> {
  const keys = new WeakMap<GridReservation, string>();
  const range = await listReservations(query, {
    onChecked: (records) => {
      for (const r of records) keys.set(r, gridRowKey(r));
    },
  });
  return answerGridRange(range, Date.parse(query.from), query.since, (r) => keys.get(r));
}
