import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The import graph of the dashboard's sources (type-only imports too, tests left out), between files and between
// folders: what test/folder-cycles.test.ts checks for loops and docs/modules.md draws.
export const root = path.resolve(import.meta.dirname, '..');
/** Where the folders live: each child folder of these is a node (lib's root files too, by name). */
export const FOLDER_ROOTS = ['lib', 'features', 'components'] as const;
/** `import … from 'x'` or `export … from 'x'`, `import('x')`, and a bare `import 'x'`. */
const IMPORT = new RegExp(
  [
    /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]/.source,
    /import\(\s*['"]([^'"]+)['"]\s*\)/.source,
    /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/.source,
  ].join('|'),
  'g',
);

/** Test code, left out of the graph: tests, the helpers and data they share, and `testing/` folders. */
const TEST_CODE = /\.test\.tsx?$|-(support|fixtures)\.ts$|\/testing\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !TEST_CODE.test(full) ? [full] : [];
  });
}

/** The folder node a path lies in ('lib/mirror', 'features/orders', 'components/ui', 'lib/env'), or null. */
export function folderOf(file: string): string | null {
  const rel = path.relative(root, file).split(path.sep);
  if (rel.length < 2 || !(FOLDER_ROOTS as readonly string[]).includes(rel[0]!)) return null;
  return `${rel[0]}/${rel[1]!.replace(/\.tsx?$/, '')}`;
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each source file (relative to the root) → the source files it imports. */
export function readFileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = FOLDER_ROOTS.flatMap((folder) => sources(path.join(root, folder)));
  for (const file of files) {
    const edges = new Set<string>();
    graph.set(path.relative(root, file), edges);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3]!);
      if (target) edges.add(path.relative(root, target));
    }
  }
  return graph;
}

/** Each folder → the other folders it imports, with one file that shows it. */
export function readFolderGraph(files = readFileGraph()): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, targets] of files) {
    const from = folderOf(path.join(root, file))!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = folderOf(path.join(root, target));
      if (to && to !== from && !edges.has(to)) edges.set(to, file);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted. */
export function findCycles(graph: Map<string, Iterable<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

const nodeId = (name: string) => name.replace(/[/.-]/g, '_');

/** The folder graph as a Mermaid flowchart, one line per edge in name order, so a change shows as a one-line diff. */
export function drawFolderGraph(graph: Map<string, Map<string, string>>): string {
  const lines = [...graph.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([from, edges]) =>
      [...edges.keys()].sort().map((to) => `  ${nodeId(from)}[${from}] --> ${nodeId(to)}[${to}]`),
    );
  return ['```mermaid', 'flowchart LR', ...lines, '```'].join('\n');
}
