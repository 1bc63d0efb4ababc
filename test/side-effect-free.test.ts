import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readFileGraph, root } from './read-module-graph';

// package.json declares the sources free of side effects (CSS aside), so the bundler leaves out what a page does not
// use from a feature's index (docs/decisions/0003). That holds while no module runs a statement when it is loaded.
function statementsRunOnLoad(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements
    .filter((s) => ts.isExpressionStatement(s) && !ts.isStringLiteral(s.expression))
    .map((s) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(s.getStart(source)).line + 1}`);
}

describe('the sources are free of side effects', () => {
  it('is what package.json declares', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown };
    expect(pkg.sideEffects).toEqual(['*.css']);
  });

  it('has no module that runs a statement when loaded', () => {
    expect([...readFileGraph().keys()].flatMap((file) => statementsRunOnLoad(file))).toEqual([]);
  });

  it('finds such a statement when there is one', () => {
    const text = "'use client';\nimport { z } from 'zod';\nz.config({});\nexport const a = 1;\n";
    expect(statementsRunOnLoad(path.join(root, 'lib/x.ts'), text)).toEqual(['lib/x.ts:3']);
  });
});
