import { describe, expect, it } from 'vitest';
import { answerKindOf, readCappedText } from './read-capped-body';

/** A Response whose body arrives in the given chunks, as a network would cut it. */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else controller.close();
    },
  });
  return new Response(body, { headers });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readCappedText', () => {
  it('reads a body up to the cap whole, a character split across chunks included', async () => {
    const all = bytes('Přívěs ✓');
    const answer = await readCappedText(chunked([all.subarray(0, 2), all.subarray(2, 9), all.subarray(9)]), all.length);
    expect(answer).toBe('Přívěs ✓');
  });

  it('stops at the first chunk past the cap', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(bytes('abcd'));
      },
    });
    expect(await readCappedText(new Response(body), 6)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(3);
  });

  it('refuses a declared length over the cap before reading', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(bytes('x'));
      },
    });
    const answer = await readCappedText(new Response(body, { headers: { 'content-length': '100' } }), 99);
    expect(answer).toBeNull();
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('reads an empty answer as empty', async () => {
    expect(await readCappedText(new Response(null, { status: 204 }), 10)).toBe('');
  });
});

describe('answerKindOf', () => {
  it.each([
    ['GET', '/odata/v1/$metadata', 'metadata'],
    ['GET', '/v3/t/Reservations', 'page'],
    ['POST', '/v3/t/Reservations', 'small'],
    ['POST', '/v1/t/Token', 'small'],
    ['GET', '/odata/v1/Orders(1)/$metadata/x', 'page'],
  ])('%s %s is a %s', (method, path, kind) => {
    expect(answerKindOf(method, path)).toBe(kind);
  });
});
