import 'server-only';
import { createHash } from 'node:crypto';
import { diffGridRows, gridRowKey, groupGridRows, streamGridAnswer, type GridAnswerOptions, type GridRange } from '@/lib/contracts';

/** Answers remembered per process for later differences, by version: at most this many row-key characters in all. */
const REMEMBER_CHARS = 48_000_000;

const holder = globalThis as typeof globalThis & { __slotboardGridAnswers?: Map<string, string[]> };
const remembered = (holder.__slotboardGridAnswers ??= new Map());
let rememberedChars = 0;

/**
 * The grid's answer as a streamed response, one part per line, each packed as the stream asks for it, so the first
 * ramps reach the browser before the last byte. `next start` compresses it on the way (gzip, as for every JSON
 * answer; a route handler cannot send its own Content-Encoding, Next.js drops the header).
 *
 * The range is always read whole from the service; only what travels shrinks. When the browser names the answer it
 * holds (`since`) and that is these rows in this order, the answer says so in its head; when this process still
 * remembers that answer, it sends the rows it lacks and where the held ones go; else the whole answer.
 */
export function answerGridRange(range: GridRange, base: number, since?: string): Response {
  const groups = groupGridRows(range.reservations);
  const keys = groups.flat().map(gridRowKey);
  const hash = createHash('sha256');
  for (const key of keys) hash.update(key).update('\n');
  const version = hash.digest('base64url').slice(0, 22);
  const options: GridAnswerOptions = { groups, version };
  if (since === version) options.difference = { basis: since, plan: keys.length ? [0, keys.length, 0] : [], rows: [] };
  else if (since !== undefined) {
    const held = remembered.get(since);
    if (held) {
      const ordered = groups.flat();
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
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Slotboard-Parts': String(parts) } });
}

/** The newest answers first out last: a version read again moves to the end. */
function remember(version: string, keys: string[]) {
  const known = remembered.get(version);
  if (known) remembered.delete(version);
  else rememberedChars += size(keys);
  remembered.set(version, known ?? keys);
  for (const [oldest, oldKeys] of remembered) {
    if (rememberedChars <= REMEMBER_CHARS || remembered.size === 1) break;
    remembered.delete(oldest);
    rememberedChars -= size(oldKeys);
  }
}

const size = (keys: string[]) => keys.reduce((n, k) => n + k.length, 0);
