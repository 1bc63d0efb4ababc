import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the suites that own a stack of their own share (security, company sign-in): one worker, since their specs
 * change or measure the whole server, no retries, and a plain list report.
 */
export const ONE_WORKER_SUITE = {
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;
