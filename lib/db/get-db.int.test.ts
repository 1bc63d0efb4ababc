import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyEnv, databaseTargets } from '@/test/database-targets';

// The process-wide database follows the configuration of whoever asks. Code loaded with an older configuration (in
// the tests: a module instance of the block before, whose timer fires late) must neither be handed the current
// database nor leave its own as the current one: the "postgres" blocks once ran on the block before's PGlite.

const [pglite, postgres] = databaseTargets as [(typeof databaseTargets)[0], (typeof databaseTargets)[1]];

describe('getDatabase across configurations', () => {
  const created: { dispose(): Promise<void> }[] = [];
  let embedded: Record<string, string | undefined>, server: Record<string, string | undefined>;

  beforeAll(async () => {
    const a = await pglite.create();
    const b = await postgres.create();
    created.push(a, b);
    embedded = a.env;
    server = b.env;
  });

  afterAll(async () => {
    await (await import('./')).closeDatabase();
    for (const c of created) await c.dispose();
  });

  it('opens the database of the configuration asking, even while one of another configuration is open', async () => {
    applyEnv(embedded);
    vi.resetModules();
    const before = await import('./');
    expect((await before.getDatabase()).driver).toBe('pglite');

    applyEnv(server);
    vi.resetModules();
    const now = await import('./');
    expect((await now.getDatabase()).driver).toBe('postgres');
    // The older module instance, asking late, gets its own database back; the current one is untouched by it.
    expect((await before.getDatabase()).driver).toBe('pglite');
    expect((await now.getDatabase()).driver).toBe('postgres');
  });
});
