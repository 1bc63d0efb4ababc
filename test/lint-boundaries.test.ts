import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES } from '../eslint.config.mjs';

// Each layer rule of eslint.config.mjs, shown failing on a file that breaks it and passing on one that keeps it.
// The whole tree passing is `npm run lint`, the first step of `npm test`.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Per rule (by its message): a file in the guarded folder that imports across the line, and one that does not. */
const FIXTURES: { rule: string; file: string; violating: string[]; allowed: string }[] = [
  {
    rule: 'The emulator stands apart',
    file: 'emulator/boundary-fixture.ts',
    violating: ["import { env } from '@/lib/env';", "import { env } from '../lib/env';", "import { GridCanvas } from '../components/schedule-grid/grid-canvas';"],
    allowed: "import { createPrng } from './lib/create-prng';",
  },
  {
    rule: 'lib/errors is the ground floor',
    file: 'lib/errors/boundary-fixture.ts',
    violating: ["import { getDb } from '@/lib/db';", "import { route } from '../api/route';"],
    allowed: "import { AppError } from './app-error';",
  },
  {
    rule: 'A lower layer never imports the route wrapper',
    file: 'lib/upstream/boundary-fixture.ts',
    violating: ["import { route } from '@/lib/api/route';", "import { checkOrigin } from '../api/check-origin';"],
    allowed: "import { AppError } from '@/lib/errors';",
  },
  {
    rule: 'lib/db knows no users',
    file: 'lib/db/boundary-fixture.ts',
    violating: ["import { getCurrentUser } from '../auth/get-current-user';", "import { ROLES } from '@/lib/schemas/roles';"],
    allowed: "import { sql } from 'drizzle-orm';",
  },
];

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [${code.match(/import \{ (\w+) \}/)![1]}];\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('layer boundaries in eslint.config.mjs', () => {
  it('has a fixture for every rule', () => {
    expect(BOUNDARIES.map((b) => FIXTURES.filter((f) => b.message.startsWith(f.rule)).length)).toEqual(BOUNDARIES.map(() => 1));
  });

  for (const fixture of FIXTURES) {
    it(`${fixture.rule}: lint fails across the line, passes within it`, { timeout: 30_000 }, async () => {
      for (const code of fixture.violating) {
        const errors = await boundaryErrors(code, fixture.file);
        expect(errors, code).toHaveLength(1);
        expect(errors[0], code).toContain(fixture.rule);
      }
      expect(await boundaryErrors(fixture.allowed, fixture.file)).toEqual([]);
    });
  }
});
