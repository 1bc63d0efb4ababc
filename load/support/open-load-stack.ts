// What every load scenario stands on: the emulator (faults off until the load starts) sending its webhooks to the
// suite's balancer, one or two production dashboards behind it (PostgreSQL shared by both, or the embedded database
// of one), and Chromium to sign people in through the real form. An instance can be killed and started again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { spawnEmulator, type SpawnedEmulator } from '../../emulator/testing/spawn-emulator';
import { createBenchDatabase } from '../../bench/support/create-bench-database';
import { signInAs } from '../../bench/support/open-bench-stack';
import { startDashboard, type StartedDashboard } from '../../bench/support/start-dashboard';
import { startProxy, type LoadProxy } from './start-proxy';
import { stopOnSignal } from './stop-on-signal';

export const PORTS = { emulator: 4601, proxy: 3600, instances: [3601, 3602] } as const;
const DATABASE = 'slotboard_load';
const ADMIN = { email: 'admin@example.com', password: 'demo-admin' };

/** Lines of a server's output that are failures whatever the load: crashes and errors nobody handled. */
export const UNHANDLED = [
  /unhandled/i,
  /uncaught/i,
  /\bTypeError\b/,
  /\bReferenceError\b/,
  /\bRangeError\b/,
  /⨯/,
  /FATAL/,
  /heap out of memory/i,
  /\[webhooks\] giving up/,
  /\[webhooks\] processing stopped/,
];

export interface Instance {
  index: number;
  dashboard: StartedDashboard;
  /** Every line any incarnation of this instance printed that matches UNHANDLED. */
  unhandled: string[];
}

export interface LoadStack {
  emulator: SpawnedEmulator;
  proxy: LoadProxy;
  instances: Instance[];
  databaseUrl: string | null;
  /** The embedded database's directory of instance 0 (PGlite), to be read once the instance has stopped. */
  pgliteDir: string | null;
  /** Cookie headers of signed-in sessions: the admin's, then one per planner. */
  signIn(planners: number): Promise<{ admin: string; planners: string[] }>;
  /** A browser context signed in through the real form, left open for the scenario to use (and to close). */
  openSession(
    email: string,
    password: string,
    context?: BrowserContextOptions,
  ): Promise<{ context: BrowserContext; cookie: string }>;
  /** SIGKILL of the instance's whole process group; resolves once it is gone. */
  kill(index: number): Promise<void>;
  /** Starts the instance again on its port, database and secrets; resolves once it answers its health check. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

export interface LoadStackOptions {
  name: string;
  instances: 1 | 2;
  postgres: boolean;
  /** Started just before the emulator and stopped just after it: what its webhooks go through, say. */
  beforeEmulator?: () => Promise<Stoppable>;
  /** Started just after the emulator and stopped just before it: what the dashboards reach it through, say. */
  afterEmulator?: () => Promise<Stoppable>;
  /** Where the emulator sends its webhooks; by default the balancer's /api/webhooks. */
  webhookUrl?: string;
  /** The emulator's delivery settings, in place of the load's (32 at a time, retries from 200 ms). */
  emulatorEnv?: Record<string, string>;
  /** The service's address as the dashboards are told it; by default the emulator's. */
  upstreamUrl?: string;
  /** More environment of every dashboard. */
  dashboardEnv?: Record<string, string>;
}

export async function openLoadStack(options: LoadStackOptions): Promise<LoadStack> {
  const dirs: string[] = [];
  const tempDir = (what: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `slotboard-load-${options.name}-${what}-`));
    dirs.push(dir);
    return dir;
  };
  const proxyUrl = `http://127.0.0.1:${PORTS.proxy}`;
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    forget();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  const forget = stopOnSignal(stop);
  const startWith = async (hook: (() => Promise<Stoppable>) | undefined) => {
    if (!hook) return;
    const started = await hook();
    cleanups.push(() => started.stop());
  };
  try {
    await startWith(options.beforeEmulator);
    const emulator = await spawnEmulator({
      port: PORTS.emulator,
      dataDir: tempDir('emu'),
      args: ['--reset'],
      env: {
        EMULATOR_WEBHOOK_URL: options.webhookUrl ?? `${proxyUrl}/api/webhooks`,
        ...(options.emulatorEnv ?? { EMULATOR_WEBHOOK_CONCURRENCY: '32', EMULATOR_WEBHOOK_RETRY_BASE_MS: '200' }),
      },
    });
    cleanups.push(() => emulator.stop());
    await startWith(options.afterEmulator);
    const database = options.postgres ? await createBenchDatabase(DATABASE) : null;
    if (database) cleanups.push(() => database.drop());
    const secrets = { nextauth: randomBytes(32).toString('base64url'), app: randomBytes(32).toString('base64url') };
    const dataDir = tempDir('app');
    const ports = PORTS.instances.slice(0, options.instances);
    const instances: Instance[] = [];
    const start = async (index: number) => {
      const dashboard = await startDashboard({
        port: ports[index]!,
        emulatorUrl: options.upstreamUrl ?? emulator.url,
        dataDir,
        databaseUrl: database?.url,
        secrets,
        // Behind a balancer every instance is told the one public address (origins, sign-in redirects, webhooks).
        env: { NEXTAUTH_URL: proxyUrl, ...options.dashboardEnv },
      });
      const instance = (instances[index] ??= { index, dashboard, unhandled: [] });
      instance.dashboard = dashboard;
      let partial = '';
      const watch = (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines)
          if (UNHANDLED.some((p) => p.test(line))) instance.unhandled.push(`[${ports[index]}] ${line.slice(0, 300)}`);
      };
      dashboard.child.stdout?.on('data', watch);
      dashboard.child.stderr?.on('data', watch);
    };
    cleanups.push(async () => {
      for (const instance of instances) await instance.dashboard.stop();
    });
    // One after the other: the first migrates the database and saves the demo connection (to the upstream address).
    for (let i = 0; i < ports.length; i++) await start(i);
    const proxy = await startProxy(
      PORTS.proxy,
      ports.map((p) => `http://127.0.0.1:${p}`),
    );
    cleanups.push(() => proxy.stop());
    let browser: Browser | undefined;
    cleanups.push(async () => browser?.close());
    const openSession: LoadStack['openSession'] = async (email, password, contextOptions = {}) => {
      browser ??= await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const context = await browser.newContext({ baseURL: proxyUrl, ...contextOptions });
      try {
        await signInAs(await context.newPage(), email, password);
        return { context, cookie: (await context.cookies(proxyUrl)).map((c) => `${c.name}=${c.value}`).join('; ') };
      } catch (error) {
        await context.close();
        throw error;
      }
    };

    return {
      emulator,
      proxy,
      instances,
      databaseUrl: database?.url ?? null,
      pgliteDir: database ? null : path.join(dataDir, 'pglite'),
      openSession,
      async signIn(planners) {
        const session = async (email: string, password: string) => {
          const { context, cookie } = await openSession(email, password);
          await context.close();
          return cookie;
        };
        const admin = await session(ADMIN.email, ADMIN.password);
        const accounts = Array.from({ length: planners }, (_, p) => ({
          email: `load-planner-${p}@example.com`,
          password: `load-planner-password-${p}`,
        }));
        for (const [p, account] of accounts.entries()) {
          const res = await fetch(`${proxyUrl}/api/admin/users`, {
            method: 'POST',
            headers: { cookie: admin, origin: proxyUrl, 'content-type': 'application/json' },
            body: JSON.stringify({ ...account, name: `Load planner ${p}`, role: 'planner' }),
          });
          if (res.status !== 201) throw new Error(`creating ${account.email}: ${res.status} ${await res.text()}`);
        }
        // Two at a time: each sign-in is an argon2 check and a schedule page render on a 2-core machine.
        const cookies: string[] = [];
        for (let p = 0; p < accounts.length; p += 2)
          cookies.push(...(await Promise.all(accounts.slice(p, p + 2).map((a) => session(a.email, a.password)))));
        return { admin, planners: cookies };
      },
      async kill(index) {
        const child = instances[index]!.dashboard.child;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGKILL');
        await gone;
      },
      restart: (index) => start(index),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
