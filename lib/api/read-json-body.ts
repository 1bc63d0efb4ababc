import { AppError, readLimitedBody } from '@/lib/errors';

/**
 * What a JSON body may weigh unless a route says otherwise: the largest form (a reservation's note and 15 custom
 * fields) is under 8 KiB.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body of at most `limit` bytes (413 past it, see readLimitedBody); 400 naming what is wrong otherwise.
 */
export async function readJsonBody(request: Request, limit: number = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readLimitedBody(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid UTF-8; send JSON encoded as UTF-8.');
  }
  if (!text.trim()) throw new AppError('invalid_json', 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
}
