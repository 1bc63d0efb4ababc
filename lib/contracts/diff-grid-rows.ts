// A grid answer as the difference from one the browser holds: most refetches of a week find it unchanged, or a few
// rows changed, so the answer says which held rows stay where, and sends only the rows the browser lacks.
import { GRID_FIELDS, type GridAnswerPlan, type GridReservation } from './grid-answer';

/** Every field the grid reads, as one string: two rows look the same in the grid exactly when their keys are equal. */
export function gridRowKey(r: GridReservation): string {
  const record = r as Record<string, unknown>;
  // A plain loop: the key of every row of a week is taken on each read, and map's callback costs a third more.
  const values = new Array<unknown>(GRID_FIELDS.length);
  for (let i = 0; i < GRID_FIELDS.length; i++) values[i] = record[GRID_FIELDS[i]!] ?? null;
  return JSON.stringify(values);
}

/** The plan that builds `keys` from the `held` rows and the rows sent (`sent`: their indexes in `keys`, in order). */
export function diffGridRows(
  held: readonly string[],
  keys: readonly string[],
): { plan: GridAnswerPlan; sent: number[] } {
  const at = new Map<string, number>();
  for (let i = 0; i < held.length; i++) at.set(held[i]!, i);
  const plan: GridAnswerPlan = [];
  const sent: number[] = [];
  for (let i = 0; i < keys.length;) {
    const from = at.get(keys[i]!);
    let kept = 0;
    if (from !== undefined) while (i + kept < keys.length && at.get(keys[i + kept]!) === from + kept) kept++;
    let added = 0;
    while (i + kept + added < keys.length && !at.has(keys[i + kept + added]!)) sent.push(i + kept + added++);
    plan.push(from ?? 0, kept, added);
    i += kept + added;
  }
  return { plan, sent };
}

/** The rows a plan describes; throws when it reaches past the held or the sent rows, or leaves sent rows unused. */
export function followGridPlan<T>(held: readonly T[], sent: readonly T[], plan: GridAnswerPlan): T[] {
  if (plan.length % 3 !== 0) throw new Error('the plan is not in triples');
  const out: T[] = [];
  let next = 0;
  for (let p = 0; p < plan.length; p += 3) {
    const [from, kept, added] = [plan[p]!, plan[p + 1]!, plan[p + 2]!];
    if (from + kept > held.length || next + added > sent.length) throw new Error('the plan reaches past the rows');
    for (let i = from; i < from + kept; i++) out.push(held[i]!);
    for (let i = 0; i < added; i++) out.push(sent[next++]!);
  }
  if (next !== sent.length) throw new Error('the plan leaves rows unused');
  return out;
}
