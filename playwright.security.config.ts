import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { ONE_WORKER_SUITE } from './e2e/support/one-worker-suite';
import {
  SECURITY_BASE_URL,
  SECURITY_DATA_DIR,
  SECURITY_DATABASE_URL,
  SECURITY_EMULATOR_PORT,
  SECURITY_PORT,
  WEBHOOK_SECRETS,
} from './security/support/stack';

// `npm run test:security`: the security acceptance suite against its own stack, started as `npm run demo`
// starts it, on its own ports, a fresh data directory and a fresh PostgreSQL database each run.
export default defineConfig({
  testDir: 'security',
  outputDir: 'test-results/security',
  timeout: 120_000,
  // One worker: the lockout and live-stream specs measure the server (its sign-in limits, its memory), which a spec
  // running beside them would disturb.
  ...ONE_WORKER_SUITE,
  use: {
    baseURL: SECURITY_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // Sessions per role through the real sign-in form, then the admin connects the emulator and makes it active.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'security', testMatch: /.*\.spec\.ts/, use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node --import tsx security/support/start-stack.ts',
    url: `${SECURITY_BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(SECURITY_PORT),
      EMULATOR_PORT: String(SECURITY_EMULATOR_PORT),
      DATA_DIR: SECURITY_DATA_DIR,
      DATABASE_URL: SECURITY_DATABASE_URL,
      NEXTAUTH_URL: SECURITY_BASE_URL,
      // Empty settings: the setup project configures the connection with the suite's known secrets.
      DEMO_UPSTREAM_URL: '',
      EMULATOR_WEBHOOK_SECRET: WEBHOOK_SECRETS[0],
      // No scheduled sync and no live site (its trucks would send webhooks): nothing reaches the service but what a
      // spec asks for, so upstream calls can be counted.
      SYNC_DISABLED: 'true',
      EMULATOR_LIVE_SITE: '0',
      // No company sign-in provider on this stack.
      DEMO_IDP_PORT: '0',
    },
  },
});
