import type { APIRequestContext } from '@playwright/test';
import { E2E_EMULATOR_URL } from './stack';

/** Reads straight from the emulator, bypassing Slotboard, to confirm what the service really holds. */
export async function emulatorGet<T>(request: APIRequestContext, path: string): Promise<T> {
  return emulatorSend<T>(request, 'GET', path);
}

/** Calls the emulator as another system would (an ERP, a gate camera), bypassing Slotboard. */
export async function emulatorSend<T>(request: APIRequestContext, method: string, path: string, body?: unknown): Promise<T> {
  const token = await request.post(`${E2E_EMULATOR_URL}/v1/demo/Token`, { data: { username: 'api', password: 'api-password' } });
  const { token: bearer } = (await token.json()) as { token: string };
  const response = await request.fetch(`${E2E_EMULATOR_URL}${path}`, { method, headers: { Authorization: `Bearer ${bearer}` }, data: body });
  if (!response.ok()) throw new Error(`emulator ${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
