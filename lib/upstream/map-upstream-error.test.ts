import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import {
  classifyFetchFailure,
  mapStatusError,
  mapTransportFailure,
  readServiceErrorBody,
  reasonOf,
  redactSecrets,
} from './map-upstream-error';

const ctx = (status: number, body: unknown = undefined, extra: Partial<Parameters<typeof mapStatusError>[0]> = {}) =>
  mapStatusError({
    status,
    method: 'POST',
    path: '/v3/demo/Reservations',
    body,
    retryAfter: null,
    isTokenRequest: false,
    ...extra,
  });

describe('readServiceErrorBody', () => {
  it('reads the emulator, ASP.NET problem details and plain shapes', () => {
    expect(
      readServiceErrorBody({
        error: {
          code: 'X',
          message: 'm',
          details: [
            { field: 'Start', message: 'bad' },
            { target: 'UnitId', message: 'unknown' },
          ],
        },
      }),
    ).toMatchObject({
      code: 'X',
      message: 'm',
      fields: [
        { field: 'Start', message: 'bad' },
        { field: 'UnitId', message: 'unknown' },
      ],
    });
    expect(
      readServiceErrorBody({
        title: 'One or more validation errors occurred.',
        errors: { NumberOfUnits: ['must be positive'] },
      }).fields,
    ).toEqual([{ field: 'NumberOfUnits', message: 'must be positive' }]);
    expect(readServiceErrorBody({ message: 'nope' }).message).toBe('nope');
    expect(readServiceErrorBody('plain text').message).toBe('plain text');
    expect(readServiceErrorBody(undefined).fields).toEqual([]);
  });
});

describe('mapStatusError', () => {
  it('maps auth failures to upstream_error with reasons', () => {
    expect(ctx(401)).toMatchObject({
      code: 'upstream_error',
      message: "The reservation service refused Slotboard's credentials (wrong username or password)",
    });
    expect(reasonOf(ctx(401))).toBe('wrong_credentials');
    expect(ctx(403)).toMatchObject({ code: 'upstream_error', message: 'The API user lacks the role API access' });
    expect(reasonOf(ctx(404, undefined, { isTokenRequest: true }))).toBe('unknown_tenant');
  });

  it('maps 409 to conflict naming the clashing reservation', () => {
    const e = ctx(409, {
      error: {
        code: 'SLOT_CONFLICT',
        message: 'taken',
        conflictingReservation: { Id: 'abc', ReservationNumber: 'R0000007' },
      },
    });
    expect(e.code).toBe('conflict');
    expect(e.status).toBe(409);
    expect(e.message).toContain('R0000007');
    expect(e.details).toMatchObject({
      reason: 'conflict',
      conflictingReservation: { Id: 'abc', ReservationNumber: 'R0000007' },
    });
  });

  it('maps 400/422 on writes to validation_failed with field issues, 400 on reads to rejected_query', () => {
    const e = ctx(422, { error: { message: 'bad', details: [{ field: 'Start', message: 'outside opening hours' }] } });
    expect(e).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'Start', message: 'outside opening hours' }],
    });
    expect(ctx(400, {}).details).toEqual([{ field: '', message: 'The reservation service refused the input' }]);
    expect(reasonOf(ctx(400, {}, { method: 'GET' }))).toBe('rejected_query');
  });

  it('maps 404, 429 and 5xx', () => {
    expect(ctx(404).code).toBe('not_found');
    const limited = ctx(429, undefined, { retryAfter: '7' });
    expect(limited).toMatchObject({ code: 'upstream_unavailable', headers: { 'Retry-After': '7' } });
    expect(reasonOf(limited)).toBe('rate_limited');
    expect(reasonOf(ctx(503))).toBe('service_error');
  });
});

describe('redirects', () => {
  it('map any 3xx to upstream_error / bad_response naming the target, for reads and writes alike', () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const e = ctx(status, undefined, { location: 'https://booking.example.com/v3/demo/Reservations' });
      expect(e).toMatchObject({
        code: 'upstream_error',
        details: { reason: 'bad_response', status, location: 'https://booking.example.com/v3/demo/Reservations' },
      });
      expect(e.message).toContain('redirect');
      expect(e.message).toContain('https://booking.example.com/v3/demo/Reservations');
      expect(reasonOf(ctx(status, undefined, { method: 'GET', location: '/x' }))).toBe('bad_response');
    }
    expect(ctx(302).message).toContain('without a target');
  });
});

describe('transport failures', () => {
  const fetchError = (code: string) =>
    new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

  it('classifies time-outs, refused connections, dropped connections and TLS', () => {
    expect(classifyFetchFailure(new Error('x'), true, 5000)).toEqual({ kind: 'timeout', timeoutMs: 5000 });
    expect(classifyFetchFailure(fetchError('ECONNREFUSED'), false, 1)).toMatchObject({
      code: 'ECONNREFUSED',
      sent: false,
      tls: false,
    });
    expect(classifyFetchFailure(fetchError('UND_ERR_SOCKET'), false, 1)).toMatchObject({ sent: true });
    expect(classifyFetchFailure(fetchError('CERT_HAS_EXPIRED'), false, 1)).toMatchObject({ sent: false, tls: true });
  });

  it('maps them to upstream_unavailable with reasons', () => {
    expect(reasonOf(mapTransportFailure({ kind: 'timeout', timeoutMs: 10 }))).toBe('timeout');
    expect(
      reasonOf(
        mapTransportFailure({ kind: 'connection', code: 'DEPTH_ZERO_SELF_SIGNED_CERT', sent: false, tls: true }),
      ),
    ).toBe('tls');
    const e = mapTransportFailure({ kind: 'connection', code: 'ECONNREFUSED', sent: false, tls: false });
    expect(e).toBeInstanceOf(AppError);
    expect(e.status).toBe(503);
    expect(reasonOf(e)).toBe('unreachable');
  });
});

describe('redactSecrets', () => {
  it('removes every occurrence of each secret', () => {
    expect(redactSecrets('user api pw s3cret-pw token eyJabc.def s3cret-pw', ['s3cret-pw', 'eyJabc.def', 'ab'])).toBe(
      'user api pw [redacted] token [redacted] [redacted]',
    );
  });
});
