import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import slotboard from './lint-rules/no-literal-ui-text.mjs';

// Module boundaries (docs/conventions.md, "Layers"). import/no-restricted-paths resolves every import, the '@/'
// alias included, so a rule holds however a path is spelled; test/lint-boundaries.test.ts shows each failing.

/** Server modules of lib/ by layer: a module imports only modules of its own layer or a lower one. */
export const LAYERS = [
  ['errors', 'contracts', 'env.ts', 'theme.ts', 'i18n'],
  ['db', 'upstream'],
  ['settings', 'live', 'auth'],
  ['mirror'],
  ['gateway'],
  ['catalog'],
  ['reservations', 'orders', 'webhooks', 'sync', 'deleted', 'audit', 'search', 'reports'],
  ['print'],
  ['api', 'health'],
  ['startup'],
];
/** Code the browser runs: it sees the ground (lib/contracts, lib/errors, lib/i18n, lib/theme.ts), never a server module. */
export const BROWSER = ['components', 'lib/queries', 'lib/schedule', 'lib/api-client'];

const root = import.meta.dirname;
const lib = (name) => `./lib/${name}`;
const SERVER = LAYERS.slice(1).flat().concat('env.ts').map(lib);
/** Everything outside lib/ that may import lib: the public entries are for them too. */
const OUTSIDE_LIB = ['./app', './components', './i18n', './scripts', './bench', './e2e', './security', './test', './instrumentation.ts', './proxy.ts'];
const libModules = fs
  .readdirSync(path.join(root, 'lib'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export const BOUNDARIES = [
  {
    target: './emulator',
    from: ['./app', './lib', './components'],
    message: 'The emulator stands apart from the dashboard: it imports nothing from app/, lib/ or components/.',
  },
  ...['errors', 'contracts'].map((ground) => ({
    target: lib(ground),
    from: ['./app', './lib', './components'],
    except: [`./${ground}`],
    message: `The ground imports nothing of the app: lib/${ground} is imported by every layer, browser included.`,
  })),
  ...LAYERS.flatMap((layer, level) =>
    layer.map((name) => ({
      target: lib(name),
      from: [...LAYERS.slice(level + 1).flat().map(lib), ...BROWSER.map((b) => `./${b}`), './app'],
      message: `A lower layer never imports a higher one: lib/${name} may import only ${LAYERS.slice(0, level + 1).flat().join(', ')} of lib.`,
    })),
  ),
  {
    target: BROWSER.map((b) => `./${b}`),
    from: SERVER,
    message: "Browser code never imports server code or the service's wire schemas: it sees lib/contracts, lib/errors, lib/i18n and lib/theme.ts.",
  },
  {
    target: './lib/db',
    from: ['./lib/auth', './lib/contracts', './lib/settings', './lib/upstream'],
    message: 'lib/db knows no users, roles, settings or wire shapes: the enums it needs are its own.',
  },
  {
    target: './lib/mirror',
    from: ['./lib/upstream'],
    message: 'lib/mirror never calls the service: it keeps what a domain module hands it, typed by lib/contracts.',
  },
  ...libModules
    .filter((name) => fs.existsSync(path.join(root, 'lib', name, 'index.ts')))
    .map((name) => ({
      target: [...OUTSIDE_LIB, ...libModules.filter((other) => other !== name).map(lib), './lib/env.ts', './lib/theme.ts'],
      from: lib(name),
      except: ['./index.ts'],
      message: `Code outside a lib module enters it only through its public entry: import '@/lib/${name}'.`,
    })),
];

/** Where the rule against literal words in JSX applies. */
export const I18N_FILES = ['app/**/*.tsx', 'components/**/*.{ts,tsx}'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: BOUNDARIES }] },
  },
  // Words a person reads come from messages/*.json (docs/conventions.md, "Languages").
  {
    files: I18N_FILES,
    plugins: { slotboard },
    rules: { 'slotboard/no-literal-ui-text': 'error' },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'bench/peer/**']),
]);
