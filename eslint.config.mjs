import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import slotboard from './lint-rules/no-literal-ui-text.mjs';

// Module boundaries (docs/conventions.md, "Layers"). import/no-restricted-paths resolves every import, the '@/'
// alias included, so a rule holds however a path is spelled; test/lint-boundaries.test.ts shows each failing.

/** Server modules of lib/ (the shared base) by layer: a module imports only modules of its own layer or a lower one. */
export const LAYERS = [
  ['errors', 'contracts', 'env.ts', 'theme.ts', 'i18n', 'time', 'process-state.ts'],
  ['db', 'upstream'],
  ['settings', 'live', 'auth'],
  ['mirror'],
  ['gateway'],
  ['catalog'],
  ['api', 'health', 'downloads'],
];
/** Shared code the browser runs: it sees the ground (lib/contracts, lib/errors, lib/i18n, lib/time, lib/theme.ts). */
export const BROWSER = ['components', 'lib/queries', 'lib/api-client'];

const root = import.meta.dirname;
const lib = (name) => `./lib/${name}`;
const SERVER = LAYERS.slice(1).flat().concat('env.ts').map(lib);
const dirs = (folder) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const libModules = dirs('lib');
/** features/<name>: everything one feature owns; its browser side is all but server/. */
export const FEATURES = dirs('features');
const feature = (name) => `./features/${name}`;
const browserSide = (name) =>
  fs
    .readdirSync(path.join(root, 'features', name))
    .filter((entry) => entry !== 'server')
    .map((entry) => `${feature(name)}/${entry}`);
/** Everything outside lib/ and features/ that may import them: the public entries are for them too. */
const OUTSIDE = [
  './app',
  './components',
  './i18n',
  './scripts',
  './bench',
  './e2e',
  './security',
  './test',
  './load',
  './instrumentation.ts',
  './instrumentation-node.ts',
  './proxy.ts',
];

export const BOUNDARIES = [
  {
    target: './emulator',
    from: ['./app', './lib', './components', './features'],
    message:
      'The emulator stands apart from the dashboard: it imports nothing from app/, lib/, features/ or components/.',
  },
  ...['errors', 'contracts'].map((ground) => ({
    target: lib(ground),
    from: ['./app', './lib', './components', './features'],
    except: [`./${ground}`],
    message: `The ground imports nothing of the app: lib/${ground} is imported by every layer, browser included.`,
  })),
  ...LAYERS.flatMap((layer, level) =>
    layer.map((name) => ({
      target: lib(name),
      from: [
        ...LAYERS.slice(level + 1)
          .flat()
          .map(lib),
        ...BROWSER.map((b) => `./${b}`),
        './app',
        './features',
      ],
      message: `A lower layer never imports a higher one: lib/${name} may import only ${LAYERS.slice(0, level + 1)
        .flat()
        .join(', ')} of lib.`,
    })),
  ),
  {
    target: ['./lib', './components'],
    from: ['./features', './app'],
    message: 'Shared code never imports a feature or a page: imports run lib and components → features → app.',
  },
  {
    target: './features',
    from: './app',
    message: 'A feature never imports a page or a route: app/ composes features, not the other way round.',
  },
  {
    target: [...BROWSER.map((b) => `./${b}`), ...FEATURES.flatMap(browserSide)],
    from: [...SERVER, ...FEATURES.map((name) => `${feature(name)}/server`)],
    message:
      "Browser code never imports server code or the service's wire schemas: it sees lib/contracts, lib/errors, " +
      'lib/i18n, lib/time and lib/theme.ts.',
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
      target: [
        ...OUTSIDE,
        './features',
        ...libModules.filter((other) => other !== name).map(lib),
        './lib/env.ts',
        './lib/theme.ts',
      ],
      from: lib(name),
      except: ['./index.ts'],
      message: `Code outside a lib module enters it only through its public entry: import '@/lib/${name}'.`,
    })),
  ...FEATURES.map((name) => ({
    target: [...OUTSIDE, './lib', ...FEATURES.filter((other) => other !== name).map(feature)],
    from: feature(name),
    except: ['./index.ts', './server/index.ts'],
    message:
      `Code outside a feature enters it only through its entries: import '@/features/${name}' (or '@/features/` +
      `${name}/server' on the server).`,
  })),
];

/** Where the rule against literal words in JSX applies. */
export const I18N_FILES = ['app/**/*.tsx', 'components/**/*.{ts,tsx}', 'features/*/client/**/*.{ts,tsx}'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: BOUNDARIES }], 'import/no-duplicates': 'error' },
  },
  // Words a person reads come from messages/*.json (docs/conventions.md, "Languages").
  {
    files: I18N_FILES,
    plugins: { slotboard },
    rules: { 'slotboard/no-literal-ui-text': 'error' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'lib/db/migrations/**',
    'bench/peer/**',
  ]),
]);
