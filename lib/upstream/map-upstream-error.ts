// Turns what the service answered (or failed to answer) into the project's one error type, with a stable
// details.reason the admin pages translate into plain language. Error bodies are read leniently because the
// spec does not show their shape (§7): the emulator's `{ error: { code, message, details } }`, ASP.NET
// problem details `{ title, errors: { Field: [..] } }` and plain `{ message }` all work.
import { AppError, type FieldIssue } from '@/lib/errors';

export type UpstreamReason =
  | 'wrong_credentials'
  | 'no_api_access'
  | 'unknown_tenant'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'rate_limited'
  | 'service_error'
  | 'bad_response'
  | 'rejected_query'
  | 'rejected_input'
  | 'not_found'
  | 'conflict'
  | 'outcome_unknown'
  | 'not_applied';

interface ServiceErrorBody {
  code: string | null;
  message: string | null;
  fields: FieldIssue[];
  conflictingReservation: { Id?: string; ReservationNumber?: string } | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const obj = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export function readServiceErrorBody(body: unknown): ServiceErrorBody {
  const out: ServiceErrorBody = {
    code: null,
    message: typeof body === 'string' ? str(body.slice(0, 500)) : null,
    fields: [],
    conflictingReservation: null,
  };
  const top = obj(body);
  if (!top) return out;
  const err = obj(top.error) ?? top;
  out.code = str(err.code) ?? str(top.code);
  out.message = str(err.message) ?? str(err.Message) ?? str(top.detail) ?? str(top.title) ?? str(top.message);
  if (Array.isArray(err.details)) {
    for (const d of err.details) {
      const item = obj(d);
      if (item)
        out.fields.push({
          field: str(item.field) ?? str(item.target) ?? '',
          message: str(item.message) ?? 'is not valid',
        });
    }
  }
  const problemErrors = obj(top.errors);
  if (problemErrors) {
    for (const [field, messages] of Object.entries(problemErrors)) {
      for (const m of Array.isArray(messages) ? messages : [messages])
        out.fields.push({ field, message: str(m) ?? 'is not valid' });
    }
  }
  const clash = obj(err.conflictingReservation) ?? obj(top.conflictingReservation);
  if (clash)
    out.conflictingReservation = {
      Id: str(clash.Id) ?? undefined,
      ReservationNumber: str(clash.ReservationNumber) ?? undefined,
    };
  return out;
}

export const WRONG_CREDENTIALS_MESSAGE =
  "The reservation service refused Slotboard's credentials (wrong username or password)";
export const NO_API_ACCESS_MESSAGE = 'The API user lacks the role API access';

interface StatusContext {
  status: number;
  method: string;
  /** Path without the base URL, e.g. /v3/demo/Reservations. */
  path: string;
  body: unknown;
  retryAfter: string | null;
  isTokenRequest: boolean;
  /** Where a 3xx answer points ('' or absent when it names no target). */
  location?: string | null;
}

/** The AppError for a non-2xx answer that is final (after retries and the one token renewal). */
export function mapStatusError(ctx: StatusContext): AppError {
  const service = readServiceErrorBody(ctx.body);
  const said = service.message ? `: ${service.message}` : '';
  // The service's own words travel beside Slotboard's sentence: the client shows them as the details of a refusal.
  const base = {
    reason: '' as UpstreamReason,
    status: ctx.status,
    serviceCode: service.code,
    serviceMessage: service.message,
  };
  const { status } = ctx;
  if (status >= 300 && status < 400) {
    // Never followed: a redirect usually means a wrong base URL (http instead of https, a moved host).
    const target = ctx.location ? `to ${ctx.location}` : 'without a target';
    return new AppError(
      'upstream_error',
      `The reservation service answered ${ctx.method} ${ctx.path} with a redirect (HTTP ${status}) ${target}; ` +
        'Slotboard does not follow redirects, check the base URL',
      {
        ...base,
        reason: 'bad_response',
        location: ctx.location || null,
      },
    );
  }
  if (status === 401 || (ctx.isTokenRequest && status === 400))
    return new AppError('upstream_error', WRONG_CREDENTIALS_MESSAGE, { ...base, reason: 'wrong_credentials' });
  if (status === 403)
    return new AppError('upstream_error', NO_API_ACCESS_MESSAGE, { ...base, reason: 'no_api_access' });
  if (status === 404 && ctx.isTokenRequest) {
    return new AppError(
      'upstream_error',
      'The reservation service does not know this tenant; check the tenant name and the base URL',
      { ...base, reason: 'unknown_tenant' },
    );
  }
  if (status === 404)
    return new AppError('not_found', `Not found at the reservation service${said}`, { ...base, reason: 'not_found' });
  if (status === 409) {
    const clash = service.conflictingReservation;
    const which = clash ? ` with reservation ${clash.ReservationNumber ?? clash.Id}` : '';
    return new AppError('conflict', `The reservation service refused the change because it clashes${which}${said}`, {
      ...base,
      reason: 'conflict',
      conflictingReservation: clash,
      fields: service.fields,
    });
  }
  if (status === 400 && ctx.method === 'GET') {
    // A refused read is Slotboard's own query, not the user's input.
    return new AppError('upstream_error', `The reservation service refused Slotboard's query${said}`, {
      ...base,
      reason: 'rejected_query',
      fields: service.fields,
    });
  }
  if (status === 400 || status === 422) {
    const fields =
      service.fields.length > 0
        ? service.fields
        : [{ field: '', message: service.message ?? 'The reservation service refused the input' }];
    return new AppError('validation_failed', `The reservation service refused the input${said}`, fields);
  }
  if (status === 429) {
    return new AppError(
      'upstream_unavailable',
      'The reservation service is rate limiting Slotboard; try again shortly',
      { ...base, reason: 'rate_limited', retryAfter: ctx.retryAfter },
      ctx.retryAfter ? { 'Retry-After': ctx.retryAfter } : undefined,
    );
  }
  if (status >= 500) {
    return new AppError(
      'upstream_unavailable',
      `The reservation service failed (HTTP ${status})${said}`,
      { ...base, reason: 'service_error', retryAfter: ctx.retryAfter },
      ctx.retryAfter ? { 'Retry-After': ctx.retryAfter } : undefined,
    );
  }
  return new AppError('upstream_error', `The reservation service answered HTTP ${status}${said}`, {
    ...base,
    reason: 'bad_response',
  });
}

export type TransportFailure =
  { kind: 'timeout'; timeoutMs: number } | { kind: 'connection'; code: string; sent: boolean; tls: boolean };

const TLS_CODE = /^(CERT_|ERR_TLS|ERR_SSL|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/;
/** Failures that happen before a request leaves this machine, so a write is known not to have arrived. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_INVALID_URL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Classifies what fetch threw: a time-out, or a connection failure with its system code. */
export function classifyFetchFailure(error: unknown, timedOut: boolean, timeoutMs: number): TransportFailure {
  if (timedOut) return { kind: 'timeout', timeoutMs };
  let code = 'ECONNECTION';
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === 'string') {
      code = c;
      break;
    }
  }
  const tls = TLS_CODE.test(code);
  return { kind: 'connection', code, sent: !tls && !NOT_SENT.has(code), tls };
}

export function mapTransportFailure(failure: TransportFailure): AppError {
  if (failure.kind === 'timeout') {
    return new AppError(
      'upstream_unavailable',
      `The reservation service did not answer within ${failure.timeoutMs} ms`,
      { reason: 'timeout' },
    );
  }
  if (failure.tls) {
    return new AppError(
      'upstream_unavailable',
      `The secure connection to the reservation service failed (${failure.code}); ` +
        'check the certificate and the address',
      { reason: 'tls', code: failure.code },
    );
  }
  return new AppError('upstream_unavailable', `The reservation service could not be reached (${failure.code})`, {
    reason: 'unreachable',
    code: failure.code,
  });
}

/** Replaces every secret (password, token, Basic header value) in text meant for a log, a record or a message. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('[redacted]');
  return out;
}

/** The reason an AppError thrown by this module carries. */
export function reasonOf(error: unknown): UpstreamReason | null {
  if (!(error instanceof AppError)) return null;
  const d = error.details;
  return typeof d === 'object' &&
    d !== null &&
    !Array.isArray(d) &&
    typeof (d as { reason?: unknown }).reason === 'string'
    ? (d as { reason: UpstreamReason }).reason
    : null;
}
