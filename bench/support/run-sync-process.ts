// The sync bench's processes: bench/support/run-sync-once.ts and bench/support/profile-pglite-memory.ts, each in a
// process of its own, so that the peak resident memory measured is that process's alone.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../../scripts/tune-server-process';

const root = path.resolve(import.meta.dirname, '../..');

export interface Measured {
  first: { ms: number; calls: number; records: number; created: number };
  steady: { ms: number; calls: number; records: number };
  mirrored: number;
  peakRssMb: number;
  memory?: Record<string, Record<string, number | null>>;
  driver: string;
}

export interface Profile {
  mirrorRows: number;
  dataDirMiB: number;
  settings: Record<string, string>;
  peakRssMb: number;
}

export const describeMemory = (memory: NonNullable<Measured['memory']>) =>
  Object.entries(memory)
    .map(
      ([step, m]) =>
        `${step}: RSS ${m.rss} (peak ${m.peakRss}), V8 heap ${m.heapUsed} used of ${m.heapTotal}, outside V8 ` +
        `${m.external}${m.wasm === null ? '' : ` of which WASM memory ${m.wasm}`}`,
    )
    .join('; ');

/**
 * bench/support/run-sync-once.ts in a process of its own, started as the dashboard's server is
 * (scripts/tune-server-process.ts), or with Node's and glibc's defaults for the comparison row.
 */
export function runSyncProcess(
  env: Record<string, string | undefined>,
  settings: 'shipped' | 'node-defaults' = 'shipped',
): Measured {
  const shipped = settings === 'shipped';
  const child = spawnSync(
    process.execPath,
    [
      ...(shipped ? SERVER_NODE_FLAGS : []),
      '--conditions=react-server',
      '--import',
      'tsx',
      path.join(root, 'bench/support/run-sync-once.ts'),
    ],
    {
      cwd: root,
      // The defaults row drops NODE_OPTIONS too: the shell's could carry --v8-pool-size.
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: shipped ? serverProcessEnv().MALLOC_ARENA_MAX : undefined,
        NODE_OPTIONS: shipped ? process.env.NODE_OPTIONS : undefined,
        NODE_ENV: 'production',
        NEXTAUTH_URL: 'http://127.0.0.1:3999',
        NEXTAUTH_SECRET: randomBytes(24).toString('hex'),
        APP_SECRET: randomBytes(24).toString('hex'),
        ALLOW_INSECURE_UPSTREAM: 'true',
        SYNC_OVERLAP_MS: '0',
        ...env,
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (child.status !== 0) throw new Error(`sync process failed (${child.status}):\n${child.stderr.slice(-4000)}`);
  const line = child.stdout.trim().split('\n').at(-1)!;
  const measured = JSON.parse(line) as Measured;
  if (measured.memory)
    console.log(
      `memory of the ${measured.driver} ${env.BENCH_ONLY_OPEN ? 'open-only' : 'sync'} process, MiB: ` +
        `${JSON.stringify(measured.memory)}`,
    );
  return measured;
}

/** bench/support/profile-pglite-memory.ts in a process of its own: its peak is that of opening this mirror. */
export function profileOpen(dataDir: string, sharedBuffers: string | undefined): Profile {
  const child = spawnSync(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      '--conditions=react-server',
      '--import',
      'tsx',
      path.join(root, 'bench/support/profile-pglite-memory.ts'),
      dataDir,
    ],
    {
      cwd: root,
      env: { ...process.env, ...serverProcessEnv(), PGLITE_SHARED_BUFFERS: sharedBuffers ?? '' },
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`opening the mirror failed (${child.status}):\n${child.stderr.slice(-4000)}`);
  const profile = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Profile;
  console.log(`opened the mirror with shared_buffers ${profile.settings.shared_buffers}: ${JSON.stringify(profile)}`);
  return profile;
}
