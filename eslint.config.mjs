import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Layer boundaries (docs/conventions.md, "Layers"). import/no-restricted-paths resolves every import, the '@/' alias
// included, so a rule holds however a path is spelled; test/lint-boundaries.test.ts proves each one fails on a fixture.
export const BOUNDARIES = [
  {
    target: './emulator',
    from: ['./app', './lib', './components'],
    message: 'The emulator stands apart from the dashboard: it imports nothing from app/, lib/ or components/.',
  },
  {
    target: './lib/errors',
    from: ['./app', './lib', './components'],
    except: ['./errors'],
    message: 'lib/errors is the ground floor: it imports nothing of the app.',
  },
  {
    target: ['./lib/upstream', './lib/db', './lib/settings'],
    from: './lib/api',
    message: 'A lower layer never imports the route wrapper: AppError and the error table live in lib/errors.',
  },
  {
    target: './lib/db',
    from: ['./lib/auth', './lib/schemas', './lib/settings', './lib/upstream'],
    message: 'lib/db knows no users, roles, settings or wire shapes: the enums it needs are its own.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: BOUNDARIES }] },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'bench/peer/**']),
]);
