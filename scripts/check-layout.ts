// Prints the layout's figures and fails when one is off: each feature in app/ plus its own features/<name>/, no
// loop between folders or files, no source file over 250 lines, no line over 120 characters, every table the
// shared Table. Usage: npm run check:layout
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findCycles, readFileGraph, readFolderGraph } from '../test/read-module-graph';

const root = path.resolve(import.meta.dirname, '..');
export const MAX_FILE_LINES = 250;
export const MAX_LINE = 120;

/** The features the issue names, each after what its users call it. */
export const FEATURES = [
  'schedule',
  'reservations',
  'gate',
  'search',
  'orders',
  'reports',
  'deleted',
  'print',
  'sync',
  'webhooks',
  'admin-activity',
  'admin-api-calls',
  'admin-connection',
  'admin-sign-in',
  'admin-users',
  'sign-in',
];
/** What stays shared: lib/'s modules and components/'s folders. */
export const SHARED_LIB = [
  'api',
  'api-client',
  'auth',
  'catalog',
  'contracts',
  'db',
  'downloads',
  'errors',
  'gateway',
  'health',
  'i18n',
  'live',
  'mirror',
  'queries',
  'settings',
  'time',
  'upstream',
];
export const SHARED_COMPONENTS = ['ui', 'shell'];

/** Generated or data-like sources that are allowed their length. */
const EXEMPT = [/^lib\/db\/migrations\//, /(^|\/)fixtures?\//, /-fixtures\.ts$/, /^bench\/peer\//, /^next-env\.d\.ts$/];
/** The one place a <table> element may be written. */
const TABLE_HOME = 'components/ui/table.tsx';

function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs|js|css)$/.test(f) && existsSync(path.join(root, f)))
    .filter((f) => !EXEMPT.some((re) => re.test(f)));
}

function dirs(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

export interface LayoutFigures {
  features: { missing: string[]; unnamed: string[]; noEntry: string[] };
  libExtra: string[];
  componentsExtra: string[];
  folderLoops: string[][];
  fileLoops: string[][];
  sources: number;
  long: string[];
  wide: string[];
  tables: string[];
}

/** Reads the tree once and returns every figure the layout is judged by. */
export function measureLayout(): LayoutFigures {
  const features = dirs('features');
  const files = readFileGraph();
  const folders = readFolderGraph(files);
  const sources = sourceFiles();
  const long: string[] = [];
  const wide: string[] = [];
  const tables: string[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const rows = text.split('\n');
    const count = text.endsWith('\n') ? rows.length - 1 : rows.length;
    if (count > MAX_FILE_LINES) long.push(`${file}: ${count} lines`);
    rows.forEach((row, i) => {
      if (row.length > MAX_LINE) wide.push(`${file}:${i + 1}: ${row.length} characters`);
    });
    const isTest = /\.test\.tsx$/.test(file);
    if (/\.tsx$/.test(file) && file !== TABLE_HOME && !isTest && /<table[\s>]/.test(text)) tables.push(file);
  }
  return {
    features: {
      missing: FEATURES.filter((f) => !features.includes(f)),
      unnamed: features.filter((f) => !FEATURES.includes(f)),
      noEntry: features.filter((f) => !existsSync(path.join(root, 'features', f, 'index.ts'))),
    },
    libExtra: dirs('lib').filter((d) => !SHARED_LIB.includes(d)),
    componentsExtra: dirs('components').filter((d) => !SHARED_COMPONENTS.includes(d)),
    folderLoops: findCycles(new Map([...folders].map(([k, v]) => [k, v.keys()]))),
    fileLoops: findCycles(files),
    sources: sources.length,
    long,
    wide,
    tables,
  };
}

export interface LayoutReport {
  problems: string[];
  lines: string[];
}

export function checkLayout(m: LayoutFigures = measureLayout()): LayoutReport {
  const problems: string[] = [];
  const lines: string[] = [];
  const say = (ok: boolean, text: string, detail: string[] = []) => {
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
    if (!ok) problems.push(text, ...detail.map((d) => `  ${d}`));
    for (const d of detail.slice(0, 20)) lines.push(`       ${d}`);
    if (detail.length > 20) lines.push(`       … and ${detail.length - 20} more`);
  };

  const { missing, unnamed, noEntry } = m.features;
  say(missing.length === 0 && unnamed.length === 0, `features/: one folder per named feature (${FEATURES.length})`, [
    ...missing.map((f) => `missing: features/${f}`),
    ...unnamed.map((f) => `not a named feature: features/${f}`),
  ]);
  say(noEntry.length === 0, 'every feature has its index.ts', noEntry);
  say(m.libExtra.length === 0, `lib/ holds only the shared base (${SHARED_LIB.length} modules)`, m.libExtra);
  say(m.componentsExtra.length === 0, 'components/ holds only shared parts (ui, shell)', m.componentsExtra);
  say(
    m.folderLoops.length === 0,
    `folder cycles: ${m.folderLoops.length}`,
    m.folderLoops.map((g) => g.join(' ↔ ')),
  );
  say(
    m.fileLoops.length === 0,
    `file circles: ${m.fileLoops.length}`,
    m.fileLoops.map((g) => g.join(' ↔ ')),
  );
  say(m.long.length === 0, `source files over ${MAX_FILE_LINES} lines: ${m.long.length} of ${m.sources}`, m.long);
  say(m.wide.length === 0, `lines over ${MAX_LINE} characters: ${m.wide.length}`, m.wide);
  say(m.tables.length === 0, `tables not built on the shared Table (${TABLE_HOME}): ${m.tables.length}`, m.tables);
  return { problems, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, lines } = checkLayout();
  console.log(lines.join('\n'));
  process.exit(problems.length === 0 ? 0 : 1);
}
