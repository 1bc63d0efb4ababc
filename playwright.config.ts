import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The whole stack, as `npm run demo` starts it, on test ports and a fresh data directory each run.
// Workers re-evaluate this file; the run id keeps them pointing at the same directory.
process.env.E2E_RUN_ID ??= String(Date.now());
const PORT = 3100;
const EMULATOR_PORT = 4120;
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(os.tmpdir(), `slotboard-e2e-${process.env.E2E_RUN_ID}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; nothing here downloads a browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node --import tsx scripts/demo.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      EMULATOR_PORT: String(EMULATOR_PORT),
      DATA_DIR: dataDir,
      NEXTAUTH_URL: E2E_BASE_URL,
    },
  },
});
