import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folders of lib/ form layers: no two may import each other, directly or round a longer loop, or neither can be
// read or changed without the other. Reads every import (type-only ones too) of lib's non-test sources.
const root = path.resolve(import.meta.dirname, '..');
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
function readFolderGraph(): Map<string, Map<string, string>> {
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

/** Strongly connected groups of more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
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

describe('lib folders', () => {
  it('import each other in one direction only', () => {
    const graph = readFolderGraph();
    const loops = cycles(graph).map((group) =>
      group.flatMap((a) => group.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)})`)).join('; '),
    );
    expect(loops).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const loop = new Map([
      ['a', new Map([['b', 'lib/a/x.ts']])],
      ['b', new Map([['c', 'lib/b/y.ts']])],
      ['c', new Map([['a', 'lib/c/z.ts']])],
      ['d', new Map([['a', 'lib/d/w.ts']])],
    ]);
    expect(cycles(loop)).toEqual([['a', 'b', 'c']]);
  });
});
