import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from './read-json-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body without Content-Length, delivered in chunks; counts how many chunks the reader pulled. */
function chunked(chunk: Uint8Array, count: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close();
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { request: post(stream), pulled: () => pulled };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('readJsonBody', () => {
  it('parses a JSON body up to the limit', async () => {
    const value = { note: 'x'.repeat(100) };
    expect(await readJsonBody(post(JSON.stringify(value)))).toEqual(value);
    const exact = JSON.stringify('y'.repeat(1022));
    expect(exact.length).toBe(1024);
    expect(await readJsonBody(post(exact), 1024)).toBe('y'.repeat(1022));
  });

  it('refuses a declared Content-Length over the limit with 413 naming the limit', async () => {
    const error = await failure(readJsonBody(post('{}', { 'content-length': String(DEFAULT_MAX_BODY_BYTES + 1) })));
    expect(error).toMatchObject({
      code: 'payload_too_large',
      status: 413,
      details: { limitBytes: DEFAULT_MAX_BODY_BYTES },
    });
    expect(error.message).toBe('The request body is larger than the limit of 64 KiB (65536 bytes).');
  });

  it('stops reading a chunked body at the first chunk past the limit', async () => {
    const { request, pulled } = chunked(new Uint8Array(1024).fill(0x20), 1000);
    const error = await failure(readJsonBody(request, 4096));
    expect(error).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('4 KiB') });
    expect(pulled()).toBeLessThanOrEqual(6);
  });

  it('answers 400 for malformed JSON, an empty body and bytes that are not UTF-8', async () => {
    expect(await failure(readJsonBody(post('{"a":')))).toMatchObject({
      code: 'invalid_json',
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    expect(await failure(readJsonBody(post('  ')))).toMatchObject({
      code: 'invalid_json',
      message: expect.stringContaining('empty'),
    });
    expect(await failure(readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22]))))).toMatchObject({
      code: 'invalid_json',
      message: expect.stringContaining('UTF-8'),
    });
  });
});
