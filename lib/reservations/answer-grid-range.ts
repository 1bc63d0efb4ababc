import 'server-only';
import { streamGridAnswer, type GridRange } from '@/lib/contracts';

/**
 * The grid's answer as a streamed response, one part per line, each packed as the stream asks for it, so the first
 * ramps reach the browser before the last byte. `next start` compresses it on the way (gzip, as for every JSON
 * answer; a route handler cannot send its own Content-Encoding, Next.js drops the header).
 */
export function answerGridRange(range: GridRange, base: number): Response {
  const { parts, lines } = streamGridAnswer(range, base);
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
