// What every browser benchmark sets up and tears down: a fresh build when stale, an emulator in its own process on
// a temporary DATA_DIR (demo data, reset, no webhooks), and later the production dashboard and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildIfStale } from '../../scripts/build-if-stale';
import { signIn } from '../../e2e/support/sign-in';
import type { SpawnedEmulator } from '../../emulator/testing/spawn-emulator';
import { startDashboard, type StartedDashboard } from './start-dashboard';

export interface BenchStack {
  emulator: SpawnedEmulator;
  /** The production dashboard against the emulator, on its own embedded database. */
  startApp(port: number): Promise<StartedDashboard>;
  launchBrowser(): Promise<Browser>;
  stop(): Promise<void>;
}

export async function openBenchStack(name: string, emulatorPort: number): Promise<BenchStack> {
  buildIfStale((m) => console.log(m));
  const { spawnEmulator } = await import('../../emulator/testing/spawn-emulator');
  const emulatorDir = mkdtempSync(path.join(os.tmpdir(), `slotboard-${name}-bench-emu-`));
  const appDir = mkdtempSync(path.join(os.tmpdir(), `slotboard-${name}-bench-app-`));
  let app: StartedDashboard | undefined;
  let browser: Browser | undefined;
  const removeDirs = () => {
    rmSync(emulatorDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  };
  let emulator: SpawnedEmulator;
  try {
    emulator = await spawnEmulator({
      port: emulatorPort,
      dataDir: emulatorDir,
      args: ['--reset'],
      env: { EMULATOR_WEBHOOK_URL: '' },
    });
  } catch (error) {
    removeDirs();
    throw error;
  }
  return {
    emulator,
    startApp: async (port) => (app = await startDashboard({ emulatorUrl: emulator.url, dataDir: appDir, port })),
    launchBrowser: async () =>
      (browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      })),
    async stop() {
      await browser?.close();
      if (app) await app.stop();
      await emulator.stop();
      removeDirs();
    },
  };
}

/** Through the real form, as a person would; waits until the page shows who is signed in. */
export async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.getByTestId('signed-in-user').waitFor();
}
