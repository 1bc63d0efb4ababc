import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import {
  E2E_BASE_URL,
  E2E_EMULATOR_PORT,
  E2E_ERP_B_EMULATOR_PORT,
  E2E_ERP_B_EMULATOR_URL,
  E2E_PORT,
} from './e2e/support/stack';

// The whole stack, as `npm run demo` starts it, on test ports and a fresh data directory each run.
// Workers re-evaluate this file; the run id keeps them pointing at the same directory.
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
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
    launchOptions: CHROMIUM_LAUNCH,
  },
  // Ordered: sessions per role, then the admin connects the emulator through the form (from empty settings),
  // then everything that needs a connected service, then the first download and the reports over it, then the service
  // going down.
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'connection',
      testMatch: /connection\.spec\.ts/,
      use: { browserName: 'chromium' },
      dependencies: ['setup'],
    },
    {
      name: 'chromium',
      testIgnore: [
        /[\\/]sso[\\/]/,
        /connection\.spec\.ts/,
        /service-down\.spec\.ts/,
        /admin-sync\.spec\.ts/,
        /reports\.spec\.ts/,
        /orders-erp-b\.spec\.ts/,
        /.*\.setup\.ts/,
      ],
      use: { browserName: 'chromium' },
      dependencies: ['connection'],
    },
    // Alone: it makes a second emulator, in the erp-b OData shape, the active connection for a while.
    {
      name: 'erp-b',
      testMatch: /orders-erp-b\.spec\.ts/,
      use: { browserName: 'chromium' },
      dependencies: ['chromium'],
    },
    // After the rest: it slows the emulator down while a sync runs, so its progress stays on screen.
    { name: 'sync', testMatch: /admin-sync\.spec\.ts/, use: { browserName: 'chromium' }, dependencies: ['erp-b'] },
    // After the first download: the mirror holds the demo's last weeks, which the reports count.
    { name: 'reports', testMatch: /reports\.spec\.ts/, use: { browserName: 'chromium' }, dependencies: ['sync'] },
    // Last and alone: it makes the emulator drop every connection.
    {
      name: 'service-down',
      testMatch: /service-down\.spec\.ts/,
      use: { browserName: 'chromium' },
      dependencies: ['reports'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/demo.ts',
      url: `${E2E_BASE_URL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        // The server's zone other than the browsers' (Europe/Prague and others), so a page that renders with the
        // server's zone shows it (e2e/deleted.spec.ts's export link).
        TZ: 'UTC',
        PORT: String(E2E_PORT),
        EMULATOR_PORT: String(E2E_EMULATOR_PORT),
        DATA_DIR: dataDir,
        NEXTAUTH_URL: E2E_BASE_URL,
        // The connection spec configures the emulator through the form, from empty settings.
        DEMO_UPSTREAM_URL: '',
        // admin-webhooks.spec.ts lets an event die after two failed attempts instead of thirty.
        WEBHOOK_MAX_ATTEMPTS: '2',
        // The emulator waits up to 30 s for the dashboard's answer to a webhook, not the service's 5 s, so a slow
        // answer on CI's loaded cores does not send deliveries into the backoff (docs/decisions/0002).
        EMULATOR_WEBHOOK_TIMEOUT_MS: '30000',
        // No live site: specs drive lifecycle steps themselves (/_emulator/reservations/{id}/{step}), so none races a
        // truck the emulator moves on its own.
        EMULATOR_LIVE_SITE: '0',
        // No scheduled sync: runs only from "Sync now" (e2e/admin-sync.spec.ts), so no spec meets a run it did not
        // start.
        SYNC_DISABLED: 'true',
        // No company sign-in: its own suite (playwright.sso.config.ts) has a stack of its own.
        DEMO_IDP_PORT: '0',
      },
    },
    {
      // The second ERP's OData shape (e2e/orders-erp-b.spec.ts), on the same seed: the same ramps, offices and units.
      command: 'node --import tsx emulator/main.ts --reset --odata-shape erp-b',
      url: `${E2E_ERP_B_EMULATOR_URL}/_emulator/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        EMULATOR_PORT: String(E2E_ERP_B_EMULATOR_PORT),
        DATA_DIR: `${dataDir}-erp-b`,
        EMULATOR_WEBHOOK_URL: '',
        EMULATOR_LIVE_SITE: '0',
      },
    },
  ],
});
