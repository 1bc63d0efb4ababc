import type { APIRequestContext } from '@playwright/test';
import { E2E_EMULATOR_URL } from './stack';

/** Reads straight from the emulator, bypassing Slotboard, to confirm what the service really holds. */
export async function emulatorGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post(`${E2E_EMULATOR_URL}/v1/demo/Token`, { data: { username: 'api', password: 'api-password' } });
  const { token: bearer } = (await token.json()) as { token: string };
  const response = await request.get(`${E2E_EMULATOR_URL}${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  if (!response.ok()) throw new Error(`emulator ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
