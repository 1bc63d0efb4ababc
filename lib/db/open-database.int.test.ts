import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@/test/database-targets';
import { DEFAULT_SHARED_BUFFERS, openDatabase, type DatabaseHandle } from './open-database';

const MIGRATION_COUNT = readdirSync(path.join(process.cwd(), 'lib/db/migrations')).filter((f) =>
  f.endsWith('.sql'),
).length;

describe.each(databaseTargets)('openDatabase on $name', (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ url: env.env.DATABASE_URL, dataDir: env.env.DATA_DIR! });
    opened.push(handle);
    return handle;
  };

  beforeAll(async () => {
    env = await target.create();
  });
  afterAll(async () => {
    for (const handle of opened) await handle.close().catch(() => undefined);
    await env.dispose();
  });

  it('applies the committed migrations to an empty database', async () => {
    const handle = await open();
    expect(handle.driver).toBe(target.name);
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'app_state',
        'audit_log',
        'connection_settings',
        'sign_in_failures',
        'upstream_calls',
        'users',
      ]),
    );
    await handle.close();
    opened.pop();
  });

  it('opens an already migrated database again without re-applying anything', async () => {
    const handle = await open();
    const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]?.n).toBe(MIGRATION_COUNT);
    await handle.close();
    opened.pop();
  });

  it.runIf(target.name === 'pglite')(
    'runs the embedded PostgreSQL with 32MB of shared buffers, or the size asked for',
    async () => {
      const shown = async (handle: DatabaseHandle) =>
        ((await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] })
          .rows[0]?.shared_buffers;
      const handle = await open();
      expect(await shown(handle)).toBe(DEFAULT_SHARED_BUFFERS);
      await handle.close();
      opened.pop();
      const asked = await openDatabase({ dataDir: env.env.DATA_DIR!, sharedBuffers: '16MB' });
      opened.push(asked);
      expect(await shown(asked)).toBe('16MB');
      await asked.close();
      opened.pop();
    },
  );

  it.runIf(target.name === 'postgres')(
    'lets several instances start at once (migrations serialised by an advisory lock)',
    async () => {
      const handles = await Promise.all([open(), open(), open()]);
      for (const handle of handles) {
        const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(MIGRATION_COUNT);
      }
    },
  );
});
