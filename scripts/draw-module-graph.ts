// Redraws the module graph in docs/modules.md from the imports of lib/ (test/module-graph-doc.test.ts fails
// while the drawing is stale). Usage: npm run docs:modules
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawFolderGraph, readFolderGraph, root } from '../test/read-module-graph';

const file = path.join(root, 'docs/modules.md');
const text = readFileSync(file, 'utf8');
const next = text.replace(/```mermaid\n[\s\S]*?\n```/, drawFolderGraph(readFolderGraph()));
writeFileSync(file, next);
console.log(next === text ? 'docs/modules.md: the graph was current' : 'docs/modules.md: graph redrawn');
