import { describe, expect, it } from 'vitest';
import { readLimitedBody } from './read-limited-body';

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(97));
      controller.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://x/api/auth/callback/credentials', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('readLimitedBody', () => {
  it('returns a body within the limit byte for byte', async () => {
    expect(new TextDecoder().decode(await readLimitedBody(post('email=a%40b.c'), 1024))).toBe('email=a%40b.c');
    expect((await readLimitedBody(post(streamOf(512, 512)), 1024)).byteLength).toBe(1024);
  });

  it('refuses a declared Content-Length over the limit before reading, with 413 and the limit named', async () => {
    await expect(readLimitedBody(post('x', { 'content-length': '8193' }), 8192)).rejects.toMatchObject({
      code: 'payload_too_large',
      status: 413,
      message: 'The request body is larger than the limit of 8 KiB (8192 bytes).',
    });
  });

  it('refuses a body streamed without a length at the first chunk past the limit', async () => {
    await expect(readLimitedBody(post(streamOf(4096, 4096, 1)), 8192)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
  });
});
