import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { I18N_PENDING } from '../i18n-pending.mjs';
import slotboard from '../lint-rules/no-literal-ui-text.mjs';

// The rule against words written into components (lint-rules/no-literal-ui-text.mjs), shown failing on a fixture,
// and the list of files still waiting for their translation (i18n-pending.mjs), which may only shrink.
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
    const expected = lines.flatMap((line, i) => (/reported \*\/\}$/.test(line.trim()) && line.trim().startsWith('{/*') ? [i] : /reported( \*\/\})?$/.test(line.trim()) ? [i + 1] : []));
    expect(problems.map((p) => p.line).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(problems.map((p) => p.message).join('\n')).toContain('"Page not found"');
  });

  it('applies to pages and components, not to tests or lib', async () => {
    expect(await literalProblems(fixture, 'app/(dashboard)/example/page.tsx')).not.toHaveLength(0);
    expect(await literalProblems(fixture, 'test/literal-text.tsx')).toHaveLength(0);
  });

  it('skips the files of i18n-pending.mjs, and every one of them still exists and still has words to translate', async () => {
    const missing = I18N_PENDING.filter((file) => !existsSync(path.join(root, file)));
    expect(missing, 'i18n-pending.mjs lists files that do not exist: delete their lines').toEqual([]);
    for (const file of I18N_PENDING) expect((await eslint.calculateConfigForFile(file)).rules?.[RULE], `${file} is listed, so it is skipped`).toBeUndefined();
    // The rule alone, as if nothing were listed (the project's parser, none of its other rules: fast).
    const { languageOptions } = await eslint.calculateConfigForFile('components/ui/alert.tsx');
    const ruleOnly = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions, plugins: { slotboard }, rules: { [RULE]: 'error' } }] });
    const results = await ruleOnly.lintFiles([...I18N_PENDING]);
    const done = results.filter((r) => r.messages.length === 0).map((r) => path.relative(root, r.filePath));
    expect(done, 'nothing left to translate in these: delete their lines from i18n-pending.mjs').toEqual([]);
  });
});
