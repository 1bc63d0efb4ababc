// Each database test runs once on embedded PGlite and once on the PostgreSQL server, each time on a fresh database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, vi } from 'vitest';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Creates a fresh, empty database and returns the environment that points the app at it. */
  create(): Promise<{ env: Record<string, string | undefined>; dispose(): Promise<void> }>;
}

export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    async create() {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-db-test-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        dispose: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'postgres',
    async create() {
      const name = `slotboard_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(POSTGRES_TEST_URL);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-db-test-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        async dispose() {
          const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
          await client.connect();
          // pg's Pool.end() resolves before its sockets are closed; forcing the drop while they close would
          // make the closing clients fail. Wait for the sessions to go, force only as a last resort.
          for (let i = 0; i < 50; i++) {
            const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
              name,
            ]);
            if (rows[0].n === 0) break;
            await new Promise((r) => setTimeout(r, 100));
          }
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

/** The environment the app needs besides the database. */
export const BASE_TEST_ENV = {
  NEXTAUTH_URL: 'http://127.0.0.1:3999',
  NEXTAUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  APP_SECRET: 'test-app-secret-test-app-secret-test-0123',
  APP_SECRET_PREVIOUS: undefined,
  ALLOW_INSECURE_UPSTREAM: 'true',
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  SLOTBOARD_DEMO: undefined,
  DEMO_UPSTREAM_URL: undefined,
  DEMO_BRANCH_TIME_ZONES: undefined,
  DEMO_OIDC_ISSUER: undefined,
  DEMO_OIDC_CLIENT_SECRET: undefined,
  // Suites call processInbox() right after receiving; the settle delay has its own test.
  WEBHOOK_SETTLE_MS: '0',
};

/** Points process.env at the target and re-imports modules, so the app's own env parsing and singletons run fresh. */
export function applyEnv(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries({ ...BASE_TEST_ENV, ...env })) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/**
 * Inside a describe: a fresh database on the target for the whole block, the app's environment pointed at it,
 * and modules re-imported so env parsing and the database singleton start over. Import app modules in a
 * beforeAll registered after this call; the database is closed and dropped afterwards.
 */
export function useFreshDatabase(target: DatabaseTarget, extraEnv: Record<string, string | undefined> = {}) {
  const context = { env: {} as Record<string, string | undefined> };
  let created: Awaited<ReturnType<DatabaseTarget['create']>>;
  beforeAll(async () => {
    created = await target.create();
    context.env = created.env;
    applyEnv({ ...created.env, ...extraEnv });
    vi.resetModules();
  });
  afterAll(async () => {
    // An upstream call's log row waits 100 ms to be stored with others: it must land in this database before it
    // closes, or the write opens it again while its directory is being removed (ENOTEMPTY, seen in CI).
    await (await import('@/lib/gateway')).flushUpstreamCallLog();
    await (await import('@/lib/db')).closeDatabase();
    await created.dispose();
  });
  return context;
}
