'use client';

// Reads the packed grid answer of one range, part by part, building on the last whole answer held for that range.
import { createGridAnswerReader, type GridAnswerReader, type GridRange, type HeldGridAnswer } from '@/lib/contracts';
import { fetchOrThrow } from '@/lib/api-client';
import { AppError } from '@/lib/errors';

/**
 * The last whole answer of each range as it came (before live changes were laid over it), by its query: a later read
 * names its version and gets only what changed. The few newest ranges only; a range not held is read whole.
 */
const heldAnswers = new Map<string, HeldGridAnswer>();
const HELD_RANGES = 6;

function holdAnswer(query: string, answer: HeldGridAnswer) {
  heldAnswers.delete(query);
  heldAnswers.set(query, answer);
  for (const oldest of heldAnswers.keys()) if (heldAnswers.size > HELD_RANGES) heldAnswers.delete(oldest);
}

/** The last whole answer held for this range's query string, if it is one of the few newest. */
export function findHeldAnswer(query: string): HeldGridAnswer | undefined {
  return heldAnswers.get(query);
}

/** Shown at most this often while a first answer arrives: a fast answer is drawn once, a slow one ramp by ramp. */
const PARTIAL_EVERY_MS = 150;

/**
 * GET of the packed grid answer, read part by part; `onPartial` sees the rows so far (flagged `partial`), now and
 * then. An answer cut short or not in the grid's format fails as an AppError saying so.
 */
export async function readGridRange(
  path: string,
  signal: AbortSignal,
  onPartial?: (range: GridRange) => void,
  held?: HeldGridAnswer,
): Promise<GridRange> {
  const query = path.slice(path.indexOf('?') + 1);
  // With the read-answer mark below, for the grid bench's breakdown of a load (boot, request, reading, drawing).
  performance.mark('slotboard:grid-answer-asked');
  // A first load asks the very address the page preloaded (no `since`), so the browser hands it the preloaded
  // answer.
  const response = await fetchOrThrow(held ? `${path}&since=${encodeURIComponent(held.version)}` : path, { signal });
  const reader = createGridAnswerReader(held);
  try {
    // A one-part answer (a day, the mirror's copy) is read whole; a larger one line by line as it arrives.
    if (!onPartial || !response.body || Number(response.headers.get('X-Slotboard-Parts') ?? '2') <= 1) {
      for (const line of (await response.text()).split('\n')) reader.line(line);
    } else {
      const decoder = new TextDecoder();
      const stream = response.body.getReader();
      let pending = '';
      let shownAt = performance.now();
      for (;;) {
        const { done, value } = await stream.read();
        pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
        const lines = pending.split('\n');
        pending = done ? '' : lines.pop()!;
        let grew = false;
        for (const line of lines) grew = reader.line(line) || grew;
        if (done) break;
        if (grew && !reader.done && performance.now() - shownAt >= PARTIAL_EVERY_MS) {
          shownAt = performance.now();
          onPartial({ ...reader.range(), reservations: [...reader.range().reservations], partial: true });
        }
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError' || signal.aborted) throw error;
    throw unreadableAnswer(reader);
  }
  if (!reader.done) throw unreadableAnswer(reader);
  performance.mark('slotboard:grid-answer-read');
  const range = reader.range();
  if (reader.version) holdAnswer(query, { version: reader.version, reservations: range.reservations });
  return range;
}

/**
 * Why a week's answer could not be read: cut short (a dropped connection, a server stopped mid-answer) or not the
 * grid's at all.
 */
function unreadableAnswer(reader: Pick<GridAnswerReader, 'started'>): AppError {
  return reader.started
    ? new AppError('internal_error', "The week's answer ended early, so only part of it could be shown. Try again.")
    : new AppError('internal_error', "The week's answer was not the grid's format. Reload the page and try again.");
}
