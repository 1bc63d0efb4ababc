import { describe, expect, it } from 'vitest';
import { findCycles, readFileGraph, readFolderGraph } from './read-module-graph';

// The folders of lib/, features/ and components/ import each other in one direction, and so do their files: a loop
// means neither side can be read or changed without the other. Reads every import (type-only ones too) of the
// non-test sources.
describe('the import graph', () => {
  const files = readFileGraph();

  it('has no loop between folders', () => {
    const graph = readFolderGraph(files);
    const loops = findCycles(new Map([...graph].map(([k, v]) => [k, v.keys()]))).map((group) =>
      group
        .flatMap((a) => group.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)})`))
        .join('; '),
    );
    expect(loops).toEqual([]);
  });

  it('has no loop between files', () => {
    expect(findCycles(files)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const loop = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(loop)).toEqual([['a', 'b', 'c']]);
  });
});
