import 'server-only';
import { gridRowKey, type GridReservation, type ReservationRangeQuery } from '@/lib/contracts';
import { answerGridRange } from './answer-grid-range';
import { listReservations } from './list-reservations';

/**
 * The grid's answer for a time slice (view=grid). Each row's key (what names the answer's version and finds the rows a
 * browser already holds) is taken while the service prepares the next page, so less is left to do after the last one.
 * How long the read took travels as Server-Timing, so a slow grid can be told apart from a slow service.
 */
export async function loadGridAnswer(query: ReservationRangeQuery): Promise<Response> {
  const keys = new WeakMap<GridReservation, string>();
  const began = performance.now();
  const range = await listReservations(query, {
    onChecked: (records) => {
      for (const r of records) keys.set(r, gridRowKey(r));
    },
  });
  return answerGridRange(range, Date.parse(query.from), {
    since: query.since,
    keyOf: (r) => keys.get(r),
    readMs: performance.now() - began,
  });
}
