import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES, BROWSER, FEATURES, LAYERS } from '../eslint.config.mjs';

// Each boundary rule of eslint.config.mjs, shown failing on a file that breaks it and passing on one that keeps it.
// The whole tree passing is `npm run lint`, the first step of `npm test`.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/**
 * The hand-written rules (by message): a file in the guarded folder that imports across the line, and one that does
 * not.
 */
const FIXTURES: { rule: string; file: string; violating: string[]; allowed: string }[] = [
  {
    rule: 'The emulator stands apart',
    file: 'emulator/boundary-fixture.ts',
    violating: [
      "import { env } from '@/lib/env';",
      "import { env } from '../lib/env';",
      "import { GridCanvas } from '../features/schedule/client/grid-canvas';",
    ],
    allowed: "import { createPrng } from './lib/create-prng';",
  },
  {
    rule: 'The ground imports nothing of the app: lib/errors',
    file: 'lib/errors/boundary-fixture.ts',
    violating: ["import { getDb } from '@/lib/db';", "import { route } from '../api';"],
    allowed: "import { AppError } from './app-error';",
  },
  {
    rule: 'The ground imports nothing of the app: lib/contracts',
    file: 'lib/contracts/boundary-fixture.ts',
    violating: ["import { AppError } from '@/lib/errors';", "import { upstream } from '../gateway';"],
    allowed: "import { zGuid } from './primitives';",
  },
  {
    rule: "Browser code never imports server code or the service's wire schemas",
    file: 'features/schedule/client/boundary-fixture.ts',
    violating: [
      "import { ReservationSchema } from '@/lib/upstream';",
      "import { env } from '@/lib/env';",
      "import { getCurrentUser } from '../../../lib/auth';",
      "import { listReservations } from '@/features/reservations/server';",
    ],
    allowed: "import { ZReservation } from '@/lib/contracts';",
  },
  {
    rule: 'lib/db knows no users',
    file: 'lib/db/boundary-fixture.ts',
    violating: ["import { getCurrentUser } from '../auth';", "import { ROLES } from '@/lib/contracts';"],
    allowed: "import { sql } from 'drizzle-orm';",
  },
  {
    rule: 'lib/mirror never calls the service',
    file: 'lib/mirror/boundary-fixture.ts',
    violating: ["import { createUpstreamClient } from '@/lib/upstream';"],
    allowed: "import type { Reservation } from '@/lib/contracts';",
  },
  {
    rule: 'Shared code never imports a feature or a page',
    file: 'lib/mirror/boundary-fixture.ts',
    violating: [
      "import { ScheduleBoard } from '@/features/schedule';",
      "import { GET } from '../../app/api/health/route';",
    ],
    allowed: "import { getDb } from '@/lib/db';",
  },
  {
    rule: 'A feature never imports a page or a route',
    file: 'features/orders/server/boundary-fixture.ts',
    violating: ["import { GET } from '@/app/api/orders/route';"],
    allowed: "import { listReservations } from '@/features/reservations/server';",
  },
];

/** The generated rules get a case each, built from the rule itself, so a new module or layer is covered at once. */
function generatedCase(zone: (typeof BOUNDARIES)[number]): (typeof FIXTURES)[number] | null {
  const target = [zone.target].flat()[0]!.replace(/^\.\//, '');
  // A lib module resolves to a file (its index), which is what the rule checks.
  const from = ([zone.from].flat().find((f) => f.startsWith('./lib/')) ?? '').replace(/^\.\//, '');
  if (zone.message.startsWith('A lower layer')) {
    const file = target.endsWith('.ts') ? target : `${target}/boundary-fixture.ts`;
    return {
      rule: zone.message,
      file,
      violating: [`import { x } from '@/${from}';`],
      allowed: "import { z } from 'zod';",
    };
  }
  if (zone.message.startsWith('Code outside a lib module')) {
    const inner = fs.readdirSync(path.join(root, from)).find((f) => /^[a-z-]+\.tsx?$/.test(f) && f !== 'index.ts')!;
    return {
      rule: zone.message,
      file: 'app/boundary-fixture.ts',
      violating: [`import { x } from '@/${from}/${inner.replace(/\.tsx?$/, '')}';`],
      allowed: `import { x } from '@/${from}';`,
    };
  }
  if (zone.message.startsWith('Code outside a feature')) {
    const name = [zone.from].flat()[0]!.replace('./features/', '');
    const inner = fs.readdirSync(path.join(root, 'features', name, 'client')).find((f) => /^[a-z-]+\.tsx?$/.test(f))!;
    return {
      rule: zone.message,
      file: 'app/boundary-fixture.ts',
      violating: [`import { x } from '@/features/${name}/client/${inner.replace(/\.tsx?$/, '')}';`],
      allowed: `import { x } from '@/features/${name}';`,
    };
  }
  return null;
}

const CASES = [...FIXTURES, ...BOUNDARIES.map(generatedCase).filter((c) => c !== null)];

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `${code}\nexport const used = [${code.match(/import (?:type )?\{ (\w+) \}/)![1]}];\n`,
    { filePath: path.join(root, file) },
  );
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('layer boundaries in eslint.config.mjs', () => {
  it('has a case for every rule', () => {
    expect(BOUNDARIES.filter((b) => !CASES.some((c) => b.message.startsWith(c.rule))).map((b) => b.message)).toEqual(
      [],
    );
  });

  it('knows every feature folder', () => {
    expect(FEATURES.length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(root, 'features')).sort()).toEqual([...FEATURES].sort());
  });

  it('places every lib module in a layer or in the browser', () => {
    const placed = new Set([...LAYERS.flat(), ...BROWSER.filter((b) => b.startsWith('lib/')).map((b) => b.slice(4))]);
    expect(fs.readdirSync(path.join(root, 'lib')).filter((name) => !placed.has(name))).toEqual([]);
  });

  for (const fixture of CASES) {
    it(
      `${fixture.rule.split(':')[0]} (${fixture.file}): lint fails across the line, passes within it`,
      { timeout: 30_000 },
      async () => {
        for (const code of fixture.violating) {
          const errors = await boundaryErrors(code, fixture.file);
          expect(
            errors.filter((e) => e.includes(fixture.rule)),
            code,
          ).toHaveLength(1);
        }
        expect(await boundaryErrors(fixture.allowed, fixture.file)).toEqual([]);
      },
    );
  }
});
