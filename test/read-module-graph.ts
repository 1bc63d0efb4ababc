import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The import graph between lib's folders, read from the sources (type-only imports too, tests left out): what
// test/lib-folder-cycles.test.ts checks for loops and docs/modules.md draws.
export const root = path.resolve(import.meta.dirname, '..');
const lib = path.join(root, 'lib');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** lib's folder (or root file, by name) that a path lies in, or null outside lib/. */
function folderOf(file: string): string | null {
  const rel = path.relative(lib, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0]!.replace(/\.tsx?$/, '');
}

/** Each lib folder → the other lib folders it imports, with one file that shows it. */
export function readFolderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(lib)) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      const target = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
      const to = target ? folderOf(target) : null;
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(root, file));
    }
  }
  return graph;
}

/** The graph as a Mermaid flowchart, one line per edge in name order, so a change shows as a one-line diff. */
export function drawFolderGraph(graph: Map<string, Map<string, string>>): string {
  const lines = [...graph.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([from, edges]) => [...edges.keys()].sort().map((to) => `  ${from.replace('-', '_')}[${from}] --> ${to.replace('-', '_')}[${to}]`));
  return ['```mermaid', 'flowchart TD', ...lines, '```'].join('\n');
}
