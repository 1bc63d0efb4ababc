import type { APIRequestContext } from '@playwright/test';
import { E2E_EMULATOR_URL } from './stack';

/** Reads straight from the emulator, bypassing Slotboard, to confirm what the service really holds. */
export async function emulatorGet<T>(request: APIRequestContext, path: string, base = E2E_EMULATOR_URL): Promise<T> {
  return emulatorSend<T>(request, 'GET', path, undefined, base);
}

/**
 * Calls the emulator as another system would (an ERP, a gate camera), bypassing Slotboard; `base` names another
 * emulator.
 */
export async function emulatorSend<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  body?: unknown,
  base = E2E_EMULATOR_URL,
): Promise<T> {
  // A fresh connection per call: a pooled one that sat idle past the emulator's keep-alive (Node's 5 s) can be closed
  // by the server just as it is reused, and the call dies with ECONNRESET (seen once in 12 suite runs).
  const headers = { Connection: 'close' };
  const token = await request.post(`${base}/v1/demo/Token`, {
    headers,
    data: { username: 'api', password: 'api-password' },
  });
  const { token: bearer } = (await token.json()) as { token: string };
  const response = await request.fetch(`${base}${path}`, {
    method,
    headers: { ...headers, Authorization: `Bearer ${bearer}` },
    data: body,
  });
  if (!response.ok())
    throw new Error(`emulator ${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
