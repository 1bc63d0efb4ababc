import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
  /**
   * PGlite only: PostgreSQL's shared_buffers, e.g. '32MB' (PGLITE_SHARED_BUFFERS; DEFAULT_SHARED_BUFFERS when absent).
   */
  sharedBuffers?: string;
}

// PGlite starts PostgreSQL with PostgreSQL's own default of 128 MB of shared buffers, and they live in this
// process's memory (the WASM heap, which never gives memory back). 32 MB holds the pages a sync, a week's grid or a
// report at 200,000 mirrored reservations keep going back to; the rest is read again from the operating system's
// page cache. Measured in docs/deployment.md ("Memory of the embedded database").
export const DEFAULT_SHARED_BUFFERS = '32MB';

// Resolved from the working directory: `next start`, the demo and the tests all run from the project root,
// and a bundled server file has no stable import.meta.dirname.
const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');
// Any constant works; it only has to be the same on every instance so concurrent starts migrate one at a time.
const MIGRATION_LOCK_ID = 734_211_905;

/** Opens the database and applies every committed migration before returning. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url)
    : openPglite(path.join(options.dataDir, 'pglite'), options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS);
}

async function openPglite(dir: string, sharedBuffers: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteCluster(dir);
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dir, {
    // pg_trgm backs the reservation search's index (migration 0009); PGlite loads an extension only when told.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    // Bytes go to a bytea parameter as they are, in binary form (the stock serializer writes them out as hex text, a
    // string of twice their size in V8's heap): the mirror writes its rows this way (lib/mirror/write-newer.ts). Bytes
    // that fill their own buffer are handed over as that buffer, which PGlite takes without copying it first.
    serializers: {
      [types.BYTEA]: (x: unknown) =>
        (x instanceof Uint8Array ? wholeBuffer(x) : types.serializers[types.BYTEA]!(x)) as string,
    },
  });
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

function wholeBuffer(bytes: Uint8Array): Uint8Array | ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : bytes;
}

/**
 * Runs initdb for a new embedded database in a child process that exits when done. In this process PGlite would run
 * it beside the database it opens, with a second PostgreSQL and initdb's own WASM instance, and the process would keep
 * the 800 MiB that takes as its peak (WASM memory is never given back): more than the process needs afterwards.
 */
async function createPgliteCluster(dir: string): Promise<void> {
  // Resolved where the migrations are: from the project root, where node_modules holds PGlite unbundled.
  const pglite = createRequire(path.join(process.cwd(), 'package.json')).resolve('@electric-sql/pglite');
  const script =
    'require(process.argv[1]).PGlite.create(process.argv[2]).then((pg) => pg.close())' +
    '.catch((e) => { console.error(e); process.exit(1); });';
  const child = spawn(process.execPath, ['-e', script, pglite, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) =>
    child.once('error', reject).once('close', resolve),
  );
  if (code !== 0) throw new Error(`PGlite could not create its database in ${dir} (exit ${code}): ${stderr.trim()}`);
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
