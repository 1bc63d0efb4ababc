import { AppError, ERROR_STATUS, type ErrorCode } from '@/lib/errors';

// The server answers with codes, not sentences a person reads: { error: { code, message, details } }, the message
// being for logs and API callers. The browser shows messages/<locale>.json's errors.codes.<code>, or, when the
// details name a reason this version has words for, errors.reasons.<reason> (more precise than the code alone).

/** What to say about an error, before it is put in words: its code, its reason if any, and the arguments they take. */
export interface ErrorDescription {
  code: ErrorCode;
  reason: string | null;
  values: { field: string; seconds: number };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Any thrown value as a description: an AppError (what fetchJson throws for every failed call) by its code and
 * details, anything else as internal_error. `field` is the first field the details name (validation_failed,
 * invalid_request) or "none"; `seconds` is details.retryAfterSeconds or 0.
 */
export function describeError(error: unknown): ErrorDescription {
  const code: ErrorCode = error instanceof AppError && error.code in ERROR_STATUS ? error.code : 'internal_error';
  const details = error instanceof AppError ? error.details : undefined;
  const first = Array.isArray(details)
    ? (details as unknown[]).find((d) => isRecord(d) && typeof d.field === 'string')
    : undefined;
  const field =
    isRecord(first) && typeof first.field === 'string' && first.field && first.field !== '(body)'
      ? first.field
      : 'none';
  const reason = isRecord(details) && typeof details.reason === 'string' ? details.reason : null;
  const seconds = isRecord(details) && typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : 0;
  return { code, reason, values: { field, seconds } };
}
