import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every page checks the user (and role) itself, first thing: on a client navigation Next.js renders only the
// segments that changed, so a layout's check is not a page's (an RSC request with a forged router state tree).
const root = path.resolve(import.meta.dirname, '..');
/** Pages anyone may open, and the root, which only redirects to /schedule. */
const PUBLIC = ['app/(auth)/login/page.tsx', 'app/(auth)/login/refused/page.tsx', 'app/page.tsx'];
/** Where a page needs a role beyond being signed in. */
const ROLE_AREAS: [RegExp, string][] = [[/^app\/\(dashboard\)\/admin\//, 'admin']];

function pages(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(path.join(dir, e.name)) : e.name === 'page.tsx' ? [path.join(dir, e.name)] : [],
  );
}

/** What is wrong with a page's own check, or null: its default export's first statement must make it. */
export function pageCheckProblem(file: string, text: string): string | null {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const page = source.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
  );
  const first = page?.body?.statements[0]?.getText(source) ?? '';
  const role = ROLE_AREAS.find(([area]) => area.test(file))?.[1];
  if (role) {
    return first.includes(`requirePageRole('${role}')`)
      ? null
      : `${file}: does not start with requirePageRole('${role}')`;
  }
  return /\brequirePage(User|Role)\(/.test(first) ? null : `${file}: does not start with requirePageUser()`;
}

describe('every page checks its user itself', () => {
  it('holds for every page outside the public ones', () => {
    const found = pages('app').filter((p) => !PUBLIC.includes(p));
    expect(found.length).toBeGreaterThan(15);
    expect(found.map((p) => pageCheckProblem(p, readFileSync(path.join(root, p), 'utf8'))).filter(Boolean)).toEqual([]);
  });

  it('finds a page that trusts its layout', () => {
    const page = 'export default async function P() {\n  const plan = await loadDayPlan();\n  return plan;\n}\n';
    expect(pageCheckProblem('app/(print)/x/page.tsx', page)).toMatch(/does not start with requirePageUser/);
    const admin = 'export default async function P() {\n  const me = await requirePageUser();\n  return me;\n}\n';
    expect(pageCheckProblem('app/(dashboard)/admin/x/page.tsx', admin)).toMatch(/requirePageRole\('admin'\)/);
  });
});
