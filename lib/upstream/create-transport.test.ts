import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { createTransport, WriteOutcomeUnknown, type UpstreamCall } from './create-transport';
import { reasonOf } from './map-upstream-error';

const config = {
  baseUrl: 'http://upstream.test',
  tenant: 'demo',
  authMethod: 'basic' as const,
  username: 'api',
  password: 'api-password',
};

/** A fetch that answers every request with a redirect to `location`, recording what it was asked. */
function redirectingFetch(status: number, location: string | null) {
  const seen: RequestInit[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    seen.push(init);
    return new Response(null, { status, headers: location === null ? {} : { location } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, seen };
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('redirects', () => {
  it('are never followed: a GET gets one attempt and upstream_error / bad_response naming the target', async () => {
    const { fetchMock, seen } = redirectingFetch(301, 'https://upstream.test/v3/demo/Resources');
    const calls: UpstreamCall[] = [];
    const sleep = vi.fn(async () => {});
    const transport = createTransport(config, { sleep, onCall: (c) => calls.push(c) });
    const e = await failure(transport.send({ method: 'GET', path: '/v3/demo/Resources' }));
    expect(e).toBeInstanceOf(AppError);
    expect(reasonOf(e)).toBe('bad_response');
    expect((e as AppError).code).toBe('upstream_error');
    expect((e as AppError).message).toContain('https://upstream.test/v3/demo/Resources');
    expect((e as AppError).message).not.toContain('could not be reached');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(seen[0]!.redirect).toBe('manual');
    expect(calls.map((c) => c.status)).toEqual([301]);
  });

  it('answer a write with a definite error (no "outcome unknown"), a relative target made absolute', async () => {
    redirectingFetch(307, '/elsewhere/v3/demo/Reservations');
    const transport = createTransport(config, { sleep: async () => {} });
    const e = await failure(transport.send({ method: 'POST', path: '/v3/demo/Reservations', body: {} }));
    expect(e).not.toBeInstanceOf(WriteOutcomeUnknown);
    expect(reasonOf(e)).toBe('bad_response');
    expect((e as AppError).message).toContain('http://upstream.test/elsewhere/v3/demo/Reservations');
  });

  it('without a Location still name the redirect, and never echo a credential in the target', async () => {
    redirectingFetch(302, null);
    const transport = createTransport(config, { sleep: async () => {} });
    expect(
      ((await failure(transport.send({ method: 'GET', path: '/v3/demo/Resources' }))) as AppError).message,
    ).toMatch(/redirect \(HTTP 302\) without a target/);
    redirectingFetch(302, 'https://other.test/login?password=api-password');
    const leaked = (await failure(transport.send({ method: 'GET', path: '/v3/demo/Resources' }))) as AppError;
    expect(leaked.message).not.toContain('api-password');
    expect(JSON.stringify(leaked.details)).not.toContain('api-password');
  });
});
