// The security suite's webServer: a fresh PostgreSQL database, then `scripts/demo.ts` as the e2e suite runs it, with
// everything the dashboard and the emulator print copied into DATA_DIR/server.log for the secrets spec to read.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SECURITY_DATA_DIR, SECURITY_DATABASE_NAME, SECURITY_POSTGRES_ADMIN_URL, SECURITY_SERVER_LOG } from './stack';

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: SECURITY_POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    // FORCE: a previous run killed mid-way may still hold connections to it.
    await client.query(`DROP DATABASE IF EXISTS "${SECURITY_DATABASE_NAME}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${SECURITY_DATABASE_NAME}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  mkdirSync(SECURITY_DATA_DIR, { recursive: true });
  await recreateDatabase();
  const log = createWriteStream(SECURITY_SERVER_LOG, { flags: 'a' });
  const demo = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/demo.ts')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  demo.stdout.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
  demo.stderr.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stderr.write(chunk);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => demo.kill(signal));
  demo.on('exit', (code) => log.end(() => process.exit(code ?? 1)));
}

main().catch((error: unknown) => {
  console.error(`[security stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
