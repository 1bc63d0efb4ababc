// One emulator process for the whole integration run; suites that need other settings spawn their own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { spawnEmulator } from '../emulator/testing/spawn-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
  }
}

// INTEGRATION_EMULATOR_PORT moves it when two runs share a machine.
export const INTEGRATION_EMULATOR_PORT = Number(process.env.INTEGRATION_EMULATOR_PORT ?? 4110);

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-int-emulator-'));
  // No webhook target: a dashboard running on this machine must not receive the tests' events.
  const emulator = await spawnEmulator({ port: INTEGRATION_EMULATOR_PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  project.provide('emulatorUrl', emulator.url);
  return async () => {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
