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

export interface LayoutReport {
  problems: string[];
  lines: string[];
}

export function checkLayout(): LayoutReport {
  const problems: string[] = [];
  const lines: string[] = [];
  const say = (ok: boolean, text: string, detail: string[] = []) => {
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
    if (!ok) problems.push(text, ...detail.map((d) => `  ${d}`));
    for (const d of detail.slice(0, 20)) lines.push(`       ${d}`);
    if (detail.length > 20) lines.push(`       … and ${detail.length - 20} more`);
  };

  const features = dirs('features');
  const missing = FEATURES.filter((f) => !features.includes(f));
  const unnamed = features.filter((f) => !FEATURES.includes(f));
  say(missing.length === 0 && unnamed.length === 0, `features/: ${features.length} folders, one per named feature`, [
    ...missing.map((f) => `missing: features/${f}`),
    ...unnamed.map((f) => `not a named feature: features/${f}`),
  ]);
  const noEntry = features.filter((f) => !existsSync(path.join(root, 'features', f, 'index.ts')));
  say(noEntry.length === 0, 'every feature has its index.ts', noEntry);
  const libExtra = dirs('lib').filter((d) => !SHARED_LIB.includes(d));
  say(
    libExtra.length === 0,
    `lib/ holds only the shared base (${SHARED_LIB.length} modules)`,
    libExtra.map((d) => `lib/${d}`),
  );
  const componentsExtra = dirs('components').filter((d) => !SHARED_COMPONENTS.includes(d));
  say(
    componentsExtra.length === 0,
    'components/ holds only shared parts (ui, shell)',
    componentsExtra.map((d) => `components/${d}`),
  );

  const files = readFileGraph();
  const folders = readFolderGraph(files);
  const folderLoops = findCycles(new Map([...folders].map(([k, v]) => [k, v.keys()])));
  say(
    folderLoops.length === 0,
    `folder cycles: ${folderLoops.length}`,
    folderLoops.map((g) => g.join(' ↔ ')),
  );
  const fileLoops = findCycles(files);
  say(
    fileLoops.length === 0,
    `file circles: ${fileLoops.length}`,
    fileLoops.map((g) => g.join(' ↔ ')),
  );

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
    if (/\.tsx$/.test(file) && file !== TABLE_HOME && /<table[\s>]/.test(text) && !/\.test\.tsx$/.test(file))
      tables.push(file);
  }
  say(long.length === 0, `source files over ${MAX_FILE_LINES} lines: ${long.length} of ${sources.length}`, long);
  say(wide.length === 0, `lines over ${MAX_LINE} characters: ${wide.length}`, wide);
  say(tables.length === 0, `tables not built on the shared Table (${TABLE_HOME}): ${tables.length}`, tables);
  return { problems, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, lines } = checkLayout();
  console.log(lines.join('\n'));
  process.exit(problems.length === 0 ? 0 : 1);
}
