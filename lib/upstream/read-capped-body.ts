// How much of an answer the base client (create-transport.ts) reads: every upstream body is read against a cap for
// its kind, so a service (or anything posing as one) cannot fill the dashboard's memory with one answer.

import { readLimitedBody } from '@/lib/errors';

const MB = 1024 * 1024;

/**
 * Caps per kind of answer. A list page holds at most 1000 records (the spec's limit), a few KB each with their
 * order rows: 16 MB leaves ample room. `$metadata` of a large ERP service runs to a few MB. Everything else (one
 * record, a write's answer, a token, an error) is small.
 */
export const ANSWER_LIMITS = { page: 16 * MB, metadata: 8 * MB, small: 1 * MB } as const;

export type AnswerKind = keyof typeof ANSWER_LIMITS;

export function answerKindOf(method: string, path: string): AnswerKind {
  if (/\/\$metadata$/.test(path)) return 'metadata';
  return method === 'GET' ? 'page' : 'small';
}

/** Why the base client stopped reading an answer: it went past the cap for its kind. */
export class AnswerTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`the answer is larger than ${limitBytes} bytes`);
  }
}

/**
 * The answer's text, read up to the cap for its kind (readLimitedBody stops at the first byte past it, or at once on
 * a Content-Length over it); null past the cap.
 */
export async function readCappedText(res: Response, limitBytes: number): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readLimitedBody(res, limitBytes, (limit) => new AnswerTooLarge(limit)));
  } catch (error) {
    if (!(error instanceof AnswerTooLarge)) throw error;
    // Refused by its Content-Length, the body is still unread: cancelled, so the connection is dropped at once rather
    // than when the answer is collected. (Not for a request to the dashboard: that would reset its client's socket.)
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
}
