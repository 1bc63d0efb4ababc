// How much of an answer the base client (create-transport.ts) reads: every upstream body is read against a cap for
// its kind, so a service (or anything posing as one) cannot fill the dashboard's memory with one answer.

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

export interface CappedText {
  text: string;
  /** The body went past the cap: `text` holds only its beginning (or nothing, when the length said so up front). */
  truncated: boolean;
}

/**
 * Reads a body as text up to `limitBytes`, and stops (cancelling the rest of the transfer) at the first byte past
 * it. A Content-Length over the cap is refused before anything is read.
 */
export async function readCappedText(res: Response, limitBytes: number): Promise<CappedText> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) {
    await res.body?.cancel().catch(() => undefined);
    return { text: '', truncated: true };
  }
  if (!res.body) return { text: '', truncated: false };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), truncated: false };
    received += value.byteLength;
    if (received > limitBytes) {
      const room = value.byteLength - (received - limitBytes);
      text += decoder.decode(value.subarray(0, room));
      await reader.cancel().catch(() => undefined);
      return { text, truncated: true };
    }
    text += decoder.decode(value, { stream: true });
  }
}
