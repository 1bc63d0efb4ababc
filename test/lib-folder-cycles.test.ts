import { describe, expect, it } from 'vitest';
import { readFolderGraph } from './read-module-graph';

// The folders of lib/ form layers: no two may import each other, directly or round a longer loop, or neither can be
// read or changed without the other. Reads every import (type-only ones too) of lib's non-test sources.

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
