import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { AddressRefused } from './guard-connection';
import { redactSecrets, type TransportFailure } from './map-upstream-error';
import { ANSWER_LIMITS, type AnswerKind } from './read-capped-body';
import { WriteOutcomeUnknown, type RequestSpec } from './transport-shapes';

// How the base client (create-transport.ts) turns a failed attempt into what its caller sees.

/** For writes, a failure after the request may have arrived is not an answer: flag it so the caller reads back. */
export function writeAware(
  spec: RequestSpec<z.ZodType | undefined>,
  error: AppError,
  failure: TransportFailure | null,
): Error {
  if (spec.method === 'GET' || spec.idempotent) return error;
  if (failure && failure.kind === 'connection' && !failure.sent) return error;
  return new WriteOutcomeUnknown(error);
}

export function findRefusal(error: unknown): AddressRefused | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof AddressRefused) return e;
  }
  return null;
}

export function refusedAddressError({ host, problem }: AddressRefused): AppError {
  return new AppError(
    'upstream_error',
    `baseUrl: the service address ${host} now ${problem.message}; the connection was refused. ` +
      'Check the base URL under Admin → Connection.',
    { reason: 'refused_address', field: 'baseUrl', host, address: problem.address, kind: problem.kind },
  );
}

const MB = 1024 * 1024;

export function answerTooLargeError(spec: RequestSpec<z.ZodType | undefined>, kind: AnswerKind): AppError {
  const limitBytes = ANSWER_LIMITS[kind];
  const what = kind === 'metadata' ? 'metadata' : kind === 'page' ? 'page' : 'answer';
  return new AppError(
    'upstream_error',
    `The reservation service's ${what} for ${spec.method} ${spec.path} is larger than ${limitBytes / MB} MB; ` +
      'Slotboard stopped reading it. Narrow the request (a shorter time range) or ask the service why.',
    { reason: 'answer_too_large', kind, limitBytes },
  );
}

/** A redirect's target as an absolute URL (a relative Location is resolved against the request), '' when absent. */
export function resolveLocation(location: string | null, requestUrl: string): string {
  if (!location) return '';
  try {
    return new URL(location, requestUrl).href;
  } catch {
    return location;
  }
}

export function scrub(body: unknown, secrets: readonly string[]): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(redactSecrets(JSON.stringify(body), secrets)) as unknown;
  } catch {
    return undefined;
  }
}
