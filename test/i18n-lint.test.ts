import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule against words written into components (lint-rules/no-literal-ui-text.mjs), shown failing on a fixture,
// on every page and component.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'slotboard/no-literal-ui-text';

async function literalProblems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === RULE);
}

// The first lint of a run loads the project's whole configuration (typescript-eslint and the plugins): seconds on a
// busy machine, more than Vitest's default 5 s.
describe('slotboard/no-literal-ui-text', { timeout: 60_000 }, () => {
  const fixture = readFileSync(path.join(root, 'test/fixtures/i18n/literal-text.fixture.tsx'), 'utf8');

  it('reports every literal a person would read in a component, and nothing else', async () => {
    const problems = await literalProblems(fixture, 'components/ui/literal-text.tsx');
    const lines = fixture.split('\n');
    // A reported line ends in "reported"; a JSX comment "…above: reported" names the line before it.
    const expected = lines.flatMap((line, i) =>
      /reported \*\/\}$/.test(line.trim()) && line.trim().startsWith('{/*')
        ? [i]
        : /reported( \*\/\})?$/.test(line.trim())
          ? [i + 1]
          : [],
    );
    expect(problems.map((p) => p.line).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(problems.map((p) => p.message).join('\n')).toContain('"Page not found"');
  });

  it('applies to pages and components, not to tests or lib', async () => {
    expect(await literalProblems(fixture, 'app/(dashboard)/example/page.tsx')).not.toHaveLength(0);
    expect(await literalProblems(fixture, 'test/literal-text.tsx')).toHaveLength(0);
  });
});
