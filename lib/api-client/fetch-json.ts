import { AppError, type ErrorCode } from '@/lib/errors';

/**
 * This tab's id, sent with every call and when opening the live stream (`/api/live?tab=`): the server binds it to
 * this session and tells the stream `own: true` for changes this tab made, so the tab does not flash or warn about
 * them. Another session sending the same id is not taken for this tab. Not a secret and not an identity.
 */
export const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Browser-side call to our own API, answered OK: a failed connection or an error status comes back as the same
 * AppError the server threw. The caller reads the body (JSON whole, or a stream part by part).
 */
export async function fetchOrThrow(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { 'X-Slotboard-Tab': TAB_ID }
          : { 'Content-Type': 'application/json', 'X-Slotboard-Tab': TAB_ID },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // Our own server, not the reservation service: the reason tells the two apart (messages: errors.reasons.offline).
    throw new AppError('upstream_unavailable', 'Slotboard is not answering. Check your connection and try again.', {
      reason: 'offline',
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = (
      text
        ? (safeParse(text) as { error?: { code?: string; message?: string; details?: unknown } } | undefined)
        : undefined
    )?.error;
    throw new AppError(
      (error?.code ?? (response.status >= 500 ? 'internal_error' : 'invalid_request')) as ErrorCode,
      error?.message ?? `The request failed with status ${response.status}.`,
      error?.details,
    );
  }
  return response;
}

/** Browser-side call to our own API answering JSON. */
export async function fetchJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const text = await (await fetchOrThrow(path, init)).text();
  return (text ? safeParse(text) : undefined) as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Field → message map from an AppError's details, for showing errors next to form fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const item of error.details as { field?: string; message?: string }[]) {
    if (item.field && item.message && !out[item.field]) out[item.field] = item.message;
  }
  return out;
}
