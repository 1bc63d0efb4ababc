// Starts the emulator as its own OS process, so tests cross the same HTTP boundary the real service has.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SpawnedEmulator {
  url: string;
  stop(): Promise<void>;
}

export interface SpawnEmulatorOptions {
  port: number;
  dataDir: string;
  /** Extra environment (EMULATOR_TOKEN_TTL_S, EMULATOR_WEBHOOK_URL, …). */
  env?: Record<string, string>;
  /** Extra CLI arguments, e.g. ['--reset']. */
  args?: string[];
  readyTimeoutMs?: number;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function spawnEmulator(opts: SpawnEmulatorOptions): Promise<SpawnedEmulator> {
  const url = `http://127.0.0.1:${opts.port}`;
  const { child, output } = spawnScript(
    'emulator/main.ts',
    { EMULATOR_PORT: String(opts.port), DATA_DIR: opts.dataDir, ...opts.env },
    opts.args,
  );
  await waitUntilReady(url, child, opts.readyTimeoutMs ?? 60_000, output);
  return { url, stop: () => stopProcess(child) };
}

/** Runs one of the repository's TypeScript entry points as its own process, keeping the tail of what it prints. */
export function spawnScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`emulator exited with code ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/_emulator/health`);
      // Another emulator already on the port would answer too; only our own child counts as ready.
      if (res.ok && ((await res.json()) as { pid?: number }).pid === child.pid) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`emulator at ${url} not ready after ${timeoutMs} ms:\n${output()}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
