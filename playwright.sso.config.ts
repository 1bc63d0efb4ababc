import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { ONE_WORKER_SUITE } from './e2e/support/one-worker-suite';
import { SSO_BASE_URL, SSO_EMULATOR_PORT, SSO_IDP_PORT, SSO_PORT } from './e2e/sso/stack';

// `npm run test:sso`: company sign-in (OpenID Connect) against a real provider, the local one of emulator/idp run as
// its own process by `scripts/demo.ts`, on a stack of its own: its specs switch the sign-in settings (password sign-in
// for admins only) and make the provider's tokens wrong, which no other spec may meet.
process.env.SSO_E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
const dataDir = path.join(os.tmpdir(), `slotboard-sso-e2e-${process.env.SSO_E2E_RUN_ID}`);

export default defineConfig({
  testDir: 'e2e/sso',
  outputDir: 'test-results/sso',
  timeout: 90_000,
  // One worker: the provider's tamper switch and the break-glass setting are the whole stack's.
  ...ONE_WORKER_SUITE,
  use: {
    baseURL: SSO_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    browserName: 'chromium',
  },
  webServer: {
    command: 'node --import tsx scripts/demo.ts',
    url: `${SSO_BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(SSO_PORT),
      EMULATOR_PORT: String(SSO_EMULATOR_PORT),
      DEMO_IDP_PORT: String(SSO_IDP_PORT),
      DATA_DIR: dataDir,
      NEXTAUTH_URL: SSO_BASE_URL,
      EMULATOR_LIVE_SITE: '0',
      SYNC_DISABLED: 'true',
    },
  },
});
