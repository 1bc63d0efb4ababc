import 'server-only';
import { createHash } from 'node:crypto';
import {
  diffGridRows,
  gridRowKey,
  groupGridRows,
  streamGridAnswer,
  type GridAnswerOptions,
  type GridRange,
  type GridReservation,
} from '@/lib/contracts';
import { processState } from '@/lib/process-state';

/** Answers remembered per process for later differences, by version: at most this many row-key characters in all. */
const REMEMBER_CHARS = 48_000_000;

// The map and its character count in one object: a count kept apart from the map could drift from it.
interface Remembered {
  answers: Map<string, string[]>;
  chars: number;
}
const remembered = processState('reservations.gridAnswers', (): Remembered => ({ answers: new Map(), chars: 0 }));

/**
 * The grid's answer as a streamed response, one part per line, each packed as the stream asks for it, so the first
 * ramps reach the browser before the last byte. `next start` compresses it on the way (gzip, as for every JSON
 * answer; a route handler cannot send its own Content-Encoding, Next.js drops the header).
 *
 * The range is always read whole from the service; only what travels shrinks. When the browser names the answer it
 * holds (`since`) and that is these rows in this order, the answer says so in its head; when this process still
 * remembers that answer, it sends the rows it lacks and where the held ones go; else the whole answer.
 */
export function answerGridRange(
  range: GridRange,
  base: number,
  {
    since,
    keyOf,
    readMs,
  }: { since?: string; keyOf?: (row: GridReservation) => string | undefined; readMs?: number } = {},
): Response {
  const groups = groupGridRows(range.reservations);
  const ordered = groups.flat();
  const keys = ordered.map((r) => keyOf?.(r) ?? gridRowKey(r));
  const hash = createHash('sha256');
  for (const key of keys) hash.update(key).update('\n');
  const version = hash.digest('base64url').slice(0, 22);
  const options: GridAnswerOptions = { groups, version };
  if (since === version) options.difference = { basis: since, plan: keys.length ? [0, keys.length, 0] : [], rows: [] };
  else if (since !== undefined) {
    const held = remembered.answers.get(since);
    if (held) {
      const { plan, sent } = diffGridRows(held, keys);
      options.difference = { basis: since, plan, rows: sent.map((i) => ordered[i]!) };
    }
  }
  remember(version, keys);

  const { parts, lines } = streamGridAnswer(range, base, options);
  const next = lines[Symbol.iterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const line = next.next();
      if (line.done) return controller.close();
      // Every line but the closing one ends with a newline.
      controller.enqueue(encoder.encode(line.value === ']}' ? line.value : `${line.value}\n`));
    },
  });
  // How many parts follow the head: an answer of one part gains nothing from being read line by line.
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Slotboard-Parts': String(parts),
  };
  // The read's share of the wait, for the browser's resource timing and a planner's developer tools; named after what
  // answered: the service's pages, or the mirror when the service failed or was too slow (a stale answer).
  if (readMs !== undefined)
    headers['Server-Timing'] = `read;desc="${range.stale ? 'mirror' : 'reservation service'}";dur=${readMs.toFixed(1)}`;
  return new Response(body, { headers });
}

/** The newest answers first out last: a version read again moves to the end. */
function remember(version: string, keys: string[]) {
  const { answers } = remembered;
  const known = answers.get(version);
  if (known) answers.delete(version);
  else remembered.chars += size(keys);
  answers.set(version, known ?? keys);
  for (const [oldest, oldKeys] of answers) {
    if (remembered.chars <= REMEMBER_CHARS || answers.size === 1) break;
    answers.delete(oldest);
    remembered.chars -= size(oldKeys);
  }
}

const size = (keys: string[]) => keys.reduce((n, k) => n + k.length, 0);
