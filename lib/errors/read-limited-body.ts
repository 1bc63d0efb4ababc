import { AppError } from './app-error';

// Here, on the ground floor, because every reader of a body (the route wrapper's JSON, next-auth's forms, the webhook
// receiver's raw bytes) must stop at the same point: no caller can make the server hold more than the limit.

const describeLimit = (limit: number) => (limit % 1024 === 0 ? `${limit / 1024} KiB` : `${limit} bytes`);

function tooLarge(limit: number): AppError {
  return new AppError(
    'payload_too_large',
    `The request body is larger than the limit of ${describeLimit(limit)} (${limit} bytes).`,
    { limitBytes: limit },
  );
}

/**
 * The request's body, refused (413) when it is over `limit` bytes: by its declared Content-Length before a byte is
 * read, or at the first chunk past the limit when it streams without one. `refuse` replaces the 413 for a caller
 * that answers oversized bodies its own way (the webhook receiver counts them).
 */
export async function readLimitedBody(
  request: Pick<Request, 'headers' | 'body'>,
  limit: number,
  refuse: (limit: number) => Error = tooLarge,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw refuse(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw refuse(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
