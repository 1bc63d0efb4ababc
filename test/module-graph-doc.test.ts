import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawFolderGraph, readFolderGraph, root } from './read-module-graph';

// docs/modules.md draws the real import graph of lib/, so it cannot drift from the code unnoticed.
describe('docs/modules.md', () => {
  it('draws the module graph the imports make (redraw: npm run docs:modules)', () => {
    const doc = readFileSync(path.join(root, 'docs/modules.md'), 'utf8');
    expect(doc.match(/```mermaid\n[\s\S]*?\n```/)?.[0]).toBe(drawFolderGraph(readFolderGraph()));
  });
});
