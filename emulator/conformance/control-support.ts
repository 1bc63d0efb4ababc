// What the control API files on the worker's emulator share: a token, and the emulator left as they found it.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, getToken } from '../testing/call-service';

export const base = sharedEmulatorUrl();
export let token: string;

/** A token before the file's tests; no fault switch or live site after each; a reset after them all. */
export function setUpSharedEmulator(): void {
  beforeAll(async () => {
    token = await getToken(base);
  });

  afterEach(async () => {
    await call(base, 'DELETE', '/_emulator/faults');
    await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: false } });
  });

  afterAll(async () => {
    // leave the shared emulator as the global setup made it
    await call(base, 'POST', '/_emulator/reset');
  });
}
