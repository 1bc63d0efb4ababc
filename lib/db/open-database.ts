import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, an embedded PGlite database under dataDir. */
  url?: string;
  dataDir: string;
}

// Resolved from the working directory: `next start`, the demo and the tests all run from the project root,
// and a bundled server file has no stable import.meta.dirname.
const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');
// Any constant works; it only has to be the same on every instance so concurrent starts migrate one at a time.
const MIGRATION_LOCK_ID = 734_211_905;

/** Opens the database and applies every committed migration before returning. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm backs the reservation search's index (migration 0009); PGlite loads an extension only when told.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection can be dropped by the server (restart, failover); without a listener that would
  // crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`[db] an idle PostgreSQL connection was lost: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    lock.release();
    await pool.end();
    throw error;
  }
  await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  lock.release();
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}
