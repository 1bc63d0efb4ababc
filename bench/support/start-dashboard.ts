// What the benchmarks share: a week of their own, a JSON POST to the emulator's control API, and the
// production dashboard started against an emulator in its own process group.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../../scripts/tune-server-process';
import { readPeakRssMiB } from './read-peak-rss';

export const DAY = 86_400_000;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * A Monday 00:00 UTC at least 22 days ahead: past the demo data (21 days ahead), so the week holds only generated ones.
 */
export function benchWeek(): { from: number; to: number } {
  let from = Math.floor(Date.now() / DAY) * DAY + 22 * DAY;
  while (new Date(from).getUTCDay() !== 1) from += DAY;
  return { from, to: from + 7 * DAY };
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface StartedDashboard {
  url: string;
  /** The last 8,000 characters the dashboard printed. */
  output(): string;
  child: ChildProcess;
  /** Starts a scenario's memory reading afresh: the server's peak resident memory from now on. */
  resetPeakRss(): void;
  /** The server's peak resident memory since start or the last resetPeakRss(), MiB (/proc VmHWM). */
  peakRssMiB(): number;
  /**
   * CPU time the server has used since it started (user + system), ms: subtract two readings for a scenario's share.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * `next start` of the production build (run `npm run build` first) against the emulator, demo accounts on, the emulator
 * pre-connected, the embedded database in dataDir (or PostgreSQL at `databaseUrl`). Its own process group, so stopping
 * it also stops anything it starts.
 */
export async function startDashboard(options: {
  emulatorUrl: string;
  dataDir: string;
  port: number;
  timeoutMs?: number;
  databaseUrl?: string;
  /**
   * Instances of one deployment share these (stored credentials are encrypted with APP_SECRET); drawn afresh when
   * absent.
   */
  secrets?: { nextauth: string; app: string };
  /** Set last, over the defaults above (e.g. NEXTAUTH_URL of the load balancer in front of several instances). */
  env?: Record<string, string>;
}): Promise<StartedDashboard> {
  const url = `http://127.0.0.1:${options.port}`;
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") reaches only the server: Node refuses those in
  // NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...nodeArgs,
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(options.port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...serverProcessEnv(),
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: options.dataDir,
        // The embedded database in DATA_DIR unless a bench asks for PostgreSQL, whatever the shell has.
        DATABASE_URL: options.databaseUrl ?? '',
        NEXTAUTH_URL: url,
        NEXTAUTH_SECRET: options.secrets?.nextauth ?? randomBytes(32).toString('base64url'),
        APP_SECRET: options.secrets?.app ?? randomBytes(32).toString('base64url'),
        SLOTBOARD_DEMO: 'true',
        ALLOW_INSECURE_UPSTREAM: 'true',
        DEMO_UPSTREAM_URL: options.emulatorUrl,
        // No branch time zones: the grid's week is local to the browser's zone, which the bench chooses.
        DEMO_BRANCH_TIME_ZONES: '',
        ...options.env,
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    if (process.env.BENCH_DEBUG) process.stderr.write(`[dashboard ${options.port}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const serverPid = () => pidListeningOn(options.port) ?? child.pid!;
  const started = {
    url,
    child,
    output: () => output,
    // Writing 5 to clear_refs resets the kernel's high-water mark of the process's resident set (proc(5)).
    resetPeakRss: () => writeFileSync(`/proc/${serverPid()}/clear_refs`, '5'),
    peakRssMiB: () => readPeakRssMiB(serverPid()),
    cpuMs: () => processCpuMs(serverPid()),
    stop: () => stopGroup(child),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dashboard exited with code ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return started;
    await new Promise((r) => setTimeout(r, 250));
  }
  await started.stop();
  throw new Error(`the dashboard did not answer within ${(options.timeoutMs ?? 90_000) / 1000} s:\n${output}`);
}

/**
 * utime + stime of a process (proc(5) stat fields 14 and 15, after the parenthesised name), ms. In clock ticks of
 * 1/100 s: USER_HZ is 100 on Linux whatever the kernel's own tick.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The pid listening on `port` (ss, iproute2), or null when ss names none: `next start` may serve from a child. */
function pidListeningOn(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

export function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal('SIGTERM');
  });
}
