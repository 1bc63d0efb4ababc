import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { INTEGRATION_WORKERS } from './test/integration-global-setup';

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'test/server-only-stub.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,features,emulator,components,app,scripts,bench,test,load}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.{ts,tsx}', '**/*.security.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        // The in-process half of `npm run test:security`: what the dashboard's own stack cannot stage (a DNS answer
        // that turns private between two calls, a service on loopback without ALLOW_INSECURE_UPSTREAM).
        test: {
          name: 'security',
          include: ['{lib,features,security}/**/*.security.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{lib,features,emulator,app,scripts,test}/**/*.int.test.ts'],
          globalSetup: ['test/integration-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker with its own shared emulator (test/shared-emulator-url.ts) and each file
          // with its own databases; the suites' own emulators and receivers have ports no other file uses.
          maxWorkers: INTEGRATION_WORKERS,
          // Its own group: vitest runs projects with different maxWorkers one after the other.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
