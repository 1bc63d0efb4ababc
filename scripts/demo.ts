// `npm run demo`: build if needed, start the emulator and the dashboard, print where to sign in.
// Not for production: it turns on the demo accounts and allows plain-http loopback upstreams.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, readdirSync, chmodSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4010);
const host = '127.0.0.1';
const appUrl = `http://${host}:${port}`;
const emulatorUrl = `http://${host}:${emulatorPort}`;
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

function newestSourceTime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['app', 'components', 'lib', 'public']) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ['package-lock.json', 'next.config.ts', 'proxy.ts', 'instrumentation.ts', 'tailwind.config.ts', 'postcss.config.mjs']) {
    if (existsSync(path.join(root, file))) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

function buildIfStale() {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceTime()) {
    log('production build is up to date');
    return;
  }
  log('building the dashboard (next build), this takes a minute or two…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error('[demo] next build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
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

const children: ChildProcess[] = [];
function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadSecrets();
  buildIfStale();

  const hasEmulator = existsSync(path.join(root, 'emulator/main.ts'));
  if (hasEmulator) {
    const emulator = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'emulator/main.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, EMULATOR_PORT: String(emulatorPort), EMULATOR_WEBHOOK_URL: process.env.EMULATOR_WEBHOOK_URL ?? `${appUrl}/api/webhooks` },
    });
    children.push(emulator);
    emulator.on('exit', (code) => {
      log(`emulator stopped (code ${code})`);
      stopAll(code ?? 1);
    });
    await waitFor(`${emulatorUrl}/_emulator/health`, 'the emulator', emulator);
    log(`emulator ready at ${emulatorUrl}`);
  } else {
    log('no emulator in this checkout yet: starting the dashboard alone');
  }

  const dashboard = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', host], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
      SLOTBOARD_DEMO: 'true',
      ALLOW_INSECURE_UPSTREAM: 'true',
      // Pre-connects the dashboard to the emulator; an empty DEMO_UPSTREAM_URL leaves the settings empty.
      DEMO_UPSTREAM_URL: process.env.DEMO_UPSTREAM_URL ?? (hasEmulator ? emulatorUrl : ''),
    },
  });
  children.push(dashboard);
  dashboard.on('exit', (code) => {
    log(`dashboard stopped (code ${code})`);
    stopAll(code ?? 1);
  });
  await waitFor(`${appUrl}/api/health`, 'the dashboard', dashboard);

  console.log(`
  Slotboard demo is running.

    Dashboard   ${appUrl}
    Emulator    ${hasEmulator ? `${emulatorUrl}   (API user api / api-password, tenant demo)` : 'not in this checkout yet'}

    Administrator   admin@example.com / demo-admin
    Planner         planner@example.com / demo-planner

  Demo accounts exist only because this is the demo. Press Ctrl+C to stop.
`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
main().catch((error: unknown) => {
  console.error(`[demo] ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
});
