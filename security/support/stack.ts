import os from 'node:os';
import path from 'node:path';

// Where the security suite's own stack listens and keeps its data: ports apart from the demo (3000/4010) and the e2e
// suite (3100/4120), so the two suites never share a server. SECURITY_PORT / SECURITY_EMULATOR_PORT move them.
// The config and every worker import this module; the run id (inherited by the workers through the environment)
// keeps them all pointing at the same data directory, database and secrets.
process.env.SECURITY_RUN_ID ??= `${process.pid}-${Date.now()}`;
const runId = process.env.SECURITY_RUN_ID;

export const SECURITY_PORT = Number(process.env.SECURITY_PORT ?? 3300);
export const SECURITY_EMULATOR_PORT = Number(process.env.SECURITY_EMULATOR_PORT ?? 4330);
export const SECURITY_BASE_URL = `http://127.0.0.1:${SECURITY_PORT}`;
export const SECURITY_EMULATOR_URL = `http://127.0.0.1:${SECURITY_EMULATOR_PORT}`;

/** A fresh directory per run: the emulator's state, the demo's generated secrets, and the dashboard's log. */
export const SECURITY_DATA_DIR = path.join(os.tmpdir(), `slotboard-security-${runId}`);
/**
 * Everything the dashboard and the emulator print, as the webServer wrapper (security/support/start-stack.ts) tees it.
 */
export const SECURITY_SERVER_LOG = path.join(SECURITY_DATA_DIR, 'server.log');

// PostgreSQL rather than the embedded PGlite: PGlite admits one opener at a time, and the secrets spec reads every
// column while the dashboard runs. The database is dropped and created again by each run's stack.
const adminUrl = new URL(process.env.SECURITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
export const SECURITY_POSTGRES_ADMIN_URL = adminUrl.toString();
export const SECURITY_DATABASE_NAME = process.env.SECURITY_DATABASE_NAME ?? `slotboard_security_${SECURITY_PORT}`;
export const SECURITY_DATABASE_URL = Object.assign(new URL(adminUrl), {
  pathname: `/${SECURITY_DATABASE_NAME}`,
}).toString();

// Known strings the secrets spec hunts for. The emulator accepts only its own API user; the webhook secrets are
// unique per run (the emulator signs with the first, the second is configured beside it).
export const UPSTREAM_USERNAME = 'api';
export const UPSTREAM_PASSWORD = 'api-password';
export const WEBHOOK_SECRETS = [`sec-webhook-primary-${runId}`, `sec-webhook-second-${runId}`] as const;
