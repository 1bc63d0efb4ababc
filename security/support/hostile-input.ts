import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { callerContext } from './callers';
import { waitForSyncIdle } from './sync';
import { lastUpstreamCallId, upstreamCallsAfter } from './upstream-calls';

// What the hostile-input specs share: their callers, and the check that nothing they sent reached the service as a
// write.

export let admin: APIRequestContext;
export let viewer: APIRequestContext;
export let anonymous: APIRequestContext;
let firstCall = 0;
export let origin: string;

/** Opens the callers before the file's tests; after them, checks no write reached the service and closes them. */
export function setUpHostileInputCallers(): void {
  test.beforeAll(async ({ baseURL }) => {
    origin = baseURL!;
    admin = await callerContext('admin', baseURL!);
    viewer = await callerContext('viewer', baseURL!);
    anonymous = await callerContext('anonymous', baseURL!);
    await waitForSyncIdle(admin);
    firstCall = await lastUpstreamCallId(admin);
  });
  test.afterAll(async () => {
    // Hostile input is read-only at worst: no write may have reached the service (the reads the specs made may).
    const writes = (await upstreamCallsAfter(admin, firstCall)).filter((c) => c.method !== 'GET');
    expect(
      writes.map((c) => `${c.method} ${c.path}`),
      'no hostile request may reach the service with a write',
    ).toEqual([]);
    for (const context of [admin, viewer, anonymous]) await context.dispose();
  });
}

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } };
export async function errorOf(response: APIResponse): Promise<ErrorBody['error']> {
  const text = await response.text();
  try {
    return (JSON.parse(text) as ErrorBody).error;
  } catch {
    return { message: `(not JSON) ${text.slice(0, 200)}` };
  }
}

/** A 400 that names the field at fault, in its message or its details. */
export async function expectNamed(response: APIResponse, field: string, label: string) {
  const error = await errorOf(response);
  expect(response.status(), `${label}: ${JSON.stringify(error)}`).toBe(400);
  expect(
    `${error?.message} ${JSON.stringify(error?.details ?? '')}`,
    `${label}: the answer should name ${field}`,
  ).toContain(field);
}

export const mutationHeaders = () => ({ Origin: origin, 'Content-Type': 'application/json' });
