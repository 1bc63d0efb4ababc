import type { APIRequestContext } from '@playwright/test';
import { SECURITY_EMULATOR_URL, UPSTREAM_PASSWORD, UPSTREAM_USERNAME } from './stack';

/** A token the emulator issues for the API user: the same kind of credential the dashboard holds. */
export async function issueUpstreamToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${SECURITY_EMULATOR_URL}/v1/demo/Token`, {
    headers: { Connection: 'close' },
    data: { username: UPSTREAM_USERNAME, password: UPSTREAM_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`the emulator refused the API user (${answer.status()}): ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Reads straight from the emulator, bypassing Slotboard. */
export async function readEmulator<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await issueUpstreamToken(request);
  const answer = await request.get(`${SECURITY_EMULATOR_URL}${path}`, {
    headers: { Connection: 'close', Authorization: `Bearer ${token}` },
  });
  if (!answer.ok()) throw new Error(`emulator GET ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}
