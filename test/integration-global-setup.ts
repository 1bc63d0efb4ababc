// One emulator process per integration worker; suites that need other settings spawn their own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { spawnEmulator } from '../emulator/testing/spawn-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared emulators, one per worker: worker n (VITEST_POOL_ID) uses entry n − 1. */
    emulatorUrls: string[];
  }
}

// INTEGRATION_EMULATOR_PORT moves them when two runs share a machine.
export const INTEGRATION_EMULATOR_PORT = Number(process.env.INTEGRATION_EMULATOR_PORT ?? 4110);
/** Files run two at a time (vitest.config.mts); each worker resets and seeds its own emulator. */
export const INTEGRATION_WORKERS = 2;

/** Worker 1's emulator on the base port, the others 50 apart: clear of the suites' own ports (4111–4139). */
export function sharedEmulatorPort(worker: number) {
  return INTEGRATION_EMULATOR_PORT + 50 * (worker - 1);
}

export default async function setup(project: TestProject) {
  const workers = Array.from({ length: INTEGRATION_WORKERS }, (_, i) => i + 1);
  const dataDirs = await Promise.all(workers.map(() => mkdtemp(path.join(os.tmpdir(), 'slotboard-int-emulator-'))));
  // No webhook target: a dashboard running on this machine must not receive the tests' events.
  const emulators = await Promise.all(
    workers.map((worker, i) =>
      spawnEmulator({
        port: sharedEmulatorPort(worker),
        dataDir: dataDirs[i]!,
        args: ['--reset'],
        env: { EMULATOR_WEBHOOK_URL: '' },
      }),
    ),
  );
  project.provide(
    'emulatorUrls',
    emulators.map((emulator) => emulator.url),
  );
  return async () => {
    await Promise.all(emulators.map((emulator) => emulator.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
}
