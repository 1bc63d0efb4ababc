// `npm run demo`: build if needed, start the emulator and the dashboard, print where to sign in.
// Not for production: it turns on the demo accounts and allows plain-http loopback upstreams.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { spawnIdp } from '../emulator/testing/spawn-idp';
import { buildIfStale } from './build-if-stale';
import { SERVER_NODE_FLAGS, serverProcessEnv } from './tune-server-process';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4010);
const host = '127.0.0.1';
const appUrl = `http://${host}:${port}`;
const emulatorUrl = `http://${host}:${emulatorPort}`;
// The local identity provider for "Sign in with Demo IdP" (emulator/idp); DEMO_IDP_PORT=0 leaves it out.
const idpPort = Number(process.env.DEMO_IDP_PORT ?? 4020);
/** The demo provider's client secret: published like the demo passwords, the provider takes any password anyway. */
const IDP_CLIENT_SECRET = 'demo-idp-client-secret';
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

function log(message: string) {
  console.log(`[demo] ${message}`);
}

/** Secrets the demo needs, generated once into DATA_DIR (mode 0600) unless given in the environment. */
function loadSecrets(): { NEXTAUTH_SECRET: string; APP_SECRET: string } {
  const file = path.join(dataDir, 'demo-secrets.json');
  let stored: Partial<Record<'NEXTAUTH_SECRET' | 'APP_SECRET', string>> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || stored.NEXTAUTH_SECRET || randomBytes(32).toString('base64url'),
    APP_SECRET: process.env.APP_SECRET || stored.APP_SECRET || randomBytes(32).toString('base64url'),
  };
  if (secrets.NEXTAUTH_SECRET !== stored.NEXTAUTH_SECRET || secrets.APP_SECRET !== stored.APP_SECRET) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secrets;
}

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The emulator's branch offices and their time zones, read through its API as the demo user, so the dashboard shows
 * each dock's local time out of the box (an admin sets them under Admin → Service connection on a real site).
 */
async function emulatorTimeZones(): Promise<Record<string, string>> {
  const tokenAnswer = await fetch(`${emulatorUrl}/v1/demo/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'api', password: 'api-password' }),
  });
  if (!tokenAnswer.ok) throw new Error(`the emulator refused the demo API user (${tokenAnswer.status})`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const answer = await fetch(`${emulatorUrl}/odata/v1/demo/BranchOffice?$select=Id,TimeZone`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`the emulator's branch offices could not be read (${answer.status})`);
  const { value } = (await answer.json()) as { value: { Id: string; TimeZone: string }[] };
  return Object.fromEntries(value.map((b) => [b.Id, b.TimeZone]));
}

const children: ChildProcess[] = [];
const stoppers: (() => Promise<void>)[] = [];
function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const stop of stoppers) void stop();
  setTimeout(() => process.exit(code), 3000).unref();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadSecrets();
  buildIfStale(log);

  const hasEmulator = existsSync(path.join(root, 'emulator/main.ts'));
  let timeZones: Record<string, string> = {};
  if (hasEmulator) {
    const emulator = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'emulator/main.ts')], {
      cwd: root,
      stdio: 'inherit',
      // The demo moves by itself (trucks arrive, are processed and leave on the clock) unless EMULATOR_LIVE_SITE=0.
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        EMULATOR_PORT: String(emulatorPort),
        EMULATOR_WEBHOOK_URL: process.env.EMULATOR_WEBHOOK_URL ?? `${appUrl}/api/webhooks`,
        EMULATOR_LIVE_SITE: process.env.EMULATOR_LIVE_SITE ?? '1',
      },
    });
    children.push(emulator);
    emulator.on('exit', (code) => {
      log(`emulator stopped (code ${code})`);
      stopAll(code ?? 1);
    });
    await waitFor(`${emulatorUrl}/_emulator/health`, 'the emulator', emulator);
    log(`emulator ready at ${emulatorUrl}`);
    timeZones = await emulatorTimeZones();
  } else {
    log('no emulator in this checkout yet: starting the dashboard alone');
  }

  let idpIssuer = '';
  if (idpPort > 0) {
    const idp = await spawnIdp({
      port: idpPort,
      clientSecret: IDP_CLIENT_SECRET,
      redirectUris: [`${process.env.NEXTAUTH_URL ?? appUrl}/api/auth/callback/oidc`],
    });
    stoppers.push(idp.stop);
    idpIssuer = idp.issuer;
    log(`identity provider ready at ${idpIssuer}`);
  }

  const dashboard = spawn(process.execPath, [...SERVER_NODE_FLAGS, nextBin, 'start', '-p', String(port), '-H', host], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...serverProcessEnv(),
      ...secrets,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
      SLOTBOARD_DEMO: 'true',
      ALLOW_INSECURE_UPSTREAM: 'true',
      // Pre-connects the dashboard to the emulator; an empty DEMO_UPSTREAM_URL leaves the settings empty.
      DEMO_UPSTREAM_URL: process.env.DEMO_UPSTREAM_URL ?? (hasEmulator ? emulatorUrl : ''),
      DEMO_BRANCH_TIME_ZONES: JSON.stringify(timeZones),
      // Sets up "Sign in with Demo IdP" on a fresh data directory.
      DEMO_OIDC_ISSUER: idpIssuer,
      DEMO_OIDC_CLIENT_SECRET: idpIssuer ? IDP_CLIENT_SECRET : '',
    },
  });
  children.push(dashboard);
  dashboard.on('exit', (code) => {
    log(`dashboard stopped (code ${code})`);
    stopAll(code ?? 1);
  });
  await waitFor(`${appUrl}/api/health`, 'the dashboard', dashboard);

  const emulatorLine = hasEmulator
    ? `${emulatorUrl}   (API user api / api-password, tenant demo)`
    : 'not in this checkout yet';
  console.log(`
  Slotboard demo is running.

    Dashboard   ${appUrl}
    Emulator    ${emulatorLine}

    Administrator   admin@example.com / demo-admin
    Planner         planner@example.com / demo-planner
${
  idpIssuer
    ? `
    Identity provider   ${idpIssuer}   ("Sign in with Demo IdP": any password)
    SSO planner     sso-planner        SSO viewer   sso-viewer
    SSO admin       sso-admin          no access    sso-nobody
`
    : ''
}
  Demo accounts exist only because this is the demo. Press Ctrl+C to stop.
`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
main().catch((error: unknown) => {
  console.error(`[demo] ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
});
