// Benchmark (issue 12): the incremental sync of N = 100,000 changed reservations from the emulator into an empty
// mirror, on PGlite and on PostgreSQL, each in its own process: wall time, upstream calls against ceil(N/1000), peak
// resident memory of the process, and a second run with nothing changed. Targets: ≤ 60 s, calls ≤ 1.1 × ceil(N/1000),
// ≤ 400 MB, steady state ≤ 2 calls. Baseline on the same data in the same run: spec §4.2 patterns 2 and 3 as
// written, the `Created or Updated` filter with the window halved while a page comes back full (download only,
// nothing recorded). Reports per database: wall time and calls against the baseline's, peak memory against a
// process that only opens and migrates that database (the floor), and the calls of the run with nothing changed. No
// dashboard: the peak resident memory is the sync process's own. A missed target is 'short'; a scenario or baseline
// that cannot run fails the bench. With BENCH_QUICK=1, N = 5,000 changes spread over 5 s instead of 100 s.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../scripts/tune-server-process';
import { QUICK, reportScenario } from './support/report-scenario';

const PORT = 4117;
const N = Number(process.env.BENCH_SYNC_N ?? (QUICK ? 5_000 : 100_000));
const BENCH = 'sync';
const PAGE = 1000;
const DAY = 86_400_000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
// The memory target is "≤ 400 MB" (decimal, as issues 12 and 29 state it), but the peaks below are measured in MiB
// (maxRSS in KiB / 1024): comparing them with 400 would allow 419 MB. 400 MB = 400e6 / 2^20 ≈ 381.47 MiB.
const MEMORY_TARGET_MB = 400;
const MEMORY_TARGET_MIB = (MEMORY_TARGET_MB * 1e6) / 2 ** 20;
const MEMORY_TARGET = `≤ ${MEMORY_TARGET_MB} MB (${MEMORY_TARGET_MIB.toFixed(1)} MiB)`;

interface Measured {
  first: { ms: number; calls: number; records: number; created: number };
  steady: { ms: number; calls: number; records: number };
  mirrored: number;
  peakRssMb: number;
  memory?: Record<string, Record<string, number | null>>;
  driver: string;
}

/** Patterns 2 and 3 as the spec writes them: one `or` filter; a full page means "maybe more", so halve the window. */
async function downloadByHalving(
  base: string,
  from: number,
  to: number,
): Promise<{ calls: number; ids: Set<string>; ms: number }> {
  const token = (
    (await (
      await fetch(`${base}/v1/demo/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'api', password: 'api-password' }),
      })
    ).json()) as { token: string }
  ).token;
  let calls = 1;
  const ids = new Set<string>();
  const started = performance.now();
  const fetchRange = async (a: number, b: number): Promise<void> => {
    const [f, t] = [new Date(a).toISOString(), new Date(b).toISOString()];
    const qs = new URLSearchParams({
      $filter: `(Created ge ${f} and Created lt ${t}) or (Updated ge ${f} and Updated lt ${t})`,
      $orderby: 'Id asc',
      $top: String(PAGE),
    });
    calls += 1;
    const res = await fetch(`${base}/v3/demo/Reservations?${qs.toString().replace(/\+/g, '%20')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`baseline: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { Id: string }[];
    if (rows.length < PAGE) {
      for (const r of rows) ids.add(r.Id.toLowerCase());
      return;
    }
    if (b - a <= 1)
      throw new Error(`baseline: ${PAGE}+ reservations changed at ${f}; halving cannot split one instant`);
    const mid = a + Math.floor((b - a) / 2);
    await fetchRange(a, mid);
    await fetchRange(mid, b);
  };
  await fetchRange(from, to);
  return { calls, ids, ms: performance.now() - started };
}

interface Profile {
  mirrorRows: number;
  dataDirMiB: number;
  settings: Record<string, string>;
  peakRssMb: number;
}

const describeMemory = (memory: NonNullable<Measured['memory']>) =>
  Object.entries(memory)
    .map(
      ([step, m]) =>
        `${step}: RSS ${m.rss} (peak ${m.peakRss}), V8 heap ${m.heapUsed} used of ${m.heapTotal}, outside V8 ${m.external}${m.wasm === null ? '' : ` of which WASM memory ${m.wasm}`}`,
    )
    .join('; ');

/**
 * bench/support/run-sync-once.ts in a process of its own, started as the dashboard's server is
 * (scripts/tune-server-process.ts), or with Node's and glibc's defaults for the comparison row.
 */
function runSyncProcess(
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
      `memory of the ${measured.driver} ${env.BENCH_ONLY_OPEN ? 'open-only' : 'sync'} process, MiB: ${JSON.stringify(measured.memory)}`,
    );
  return measured;
}

/** bench/support/profile-pglite-memory.ts in a process of its own: its peak is that of opening this mirror. */
function profileOpen(dataDir: string, sharedBuffers: string | undefined): Profile {
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

async function main() {
  const { spawnEmulator } = await import('../emulator/testing/spawn-emulator');
  const emulatorDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-sync-'));
  const emulator = await spawnEmulator({
    port: PORT,
    dataDir: emulatorDir,
    args: ['--reset'],
    env: { EMULATOR_WEBHOOK_URL: '' },
  });
  const databases: (() => Promise<void>)[] = [];
  try {
    // N changes spread over the next N ms (after the demo data the reset stamped a minute back; about one per
    // millisecond, a very busy site), on slots far from the demo's. Every run below reads the window from now to
    // when it starts, which then holds exactly these N.
    const windowFrom = Date.now();
    const SPREAD_MS = N;
    const created = { from: new Date(windowFrom).toISOString(), to: new Date(windowFrom + SPREAD_MS).toISOString() };
    const today = Math.floor(Date.now() / DAY) * DAY;
    const genStarted = performance.now();
    const gen = await fetch(`${emulator.url}/_emulator/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        count: N,
        seed: 7,
        ramps: 60,
        from: new Date(today + 40 * DAY).toISOString(),
        to: new Date(today + 400 * DAY).toISOString(),
        created,
      }),
    });
    const { added } = (await gen.json()) as { added: number };
    if (added !== N) throw new Error(`the emulator placed ${added} of ${N}`);
    console.log(
      `generated ${added} changed reservations in ${((performance.now() - genStarted) / 1000).toFixed(1)} s; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );

    // Two databases per driver: one for the sync, one for the floor (a process that only opens and migrates it).
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    databases.push(() => admin.end());
    const postgresDatabase = async () => {
      const name = `slotboard_bench_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${name}`);
      databases.push(() => admin.query(`drop database if exists ${name} with (force)`).then(() => undefined));
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const tempDir = async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-sync-db-'));
      databases.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    };
    // The floors measure memory, not time: they run while the window of changes is still filling.
    const floor = runSyncProcess({ BENCH_ONLY_OPEN: '1', DATA_DIR: await tempDir(), DATABASE_URL: undefined });
    const floorOnPostgres = runSyncProcess({
      BENCH_ONLY_OPEN: '1',
      DATA_DIR: await tempDir(),
      DATABASE_URL: await postgresDatabase(),
    });

    while (Date.now() < windowFrom + SPREAD_MS) await new Promise((r) => setTimeout(r, 200));
    const baseline = await downloadByHalving(emulator.url, windowFrom, Date.now());
    if (baseline.ids.size < N) throw new Error(`baseline found ${baseline.ids.size} of ${N}`);

    const pgliteDir = await tempDir();
    const onPglite = runSyncProcess({
      BENCH_EMULATOR_URL: emulator.url,
      BENCH_WINDOW_FROM: new Date(windowFrom).toISOString(),
      DATA_DIR: pgliteDir,
      DATABASE_URL: undefined,
    });
    // The mirror the sync left, opened by a fresh process that reads every row of it (issue 29): with Slotboard's
    // settings, and with PGlite's stock ones (PostgreSQL's 128 MB of shared buffers), one after the other.

    const opened = profileOpen(pgliteDir, undefined);
    const openedStock = profileOpen(pgliteDir, '128MB');
    // The same sync again into a mirror of its own, in a process with Node's and glibc's defaults: what the shipped
    // settings (one V8 background thread, two malloc arenas) save.
    const onPgliteDefaults = runSyncProcess(
      {
        BENCH_EMULATOR_URL: emulator.url,
        BENCH_WINDOW_FROM: new Date(windowFrom).toISOString(),
        DATA_DIR: await tempDir(),
        DATABASE_URL: undefined,
      },
      'node-defaults',
    );
    const onPostgres = runSyncProcess({
      BENCH_EMULATOR_URL: emulator.url,
      BENCH_WINDOW_FROM: new Date(windowFrom).toISOString(),
      DATA_DIR: await tempDir(),
      DATABASE_URL: await postgresDatabase(),
    });

    const target = Math.ceil(N / PAGE);
    const row = (cells: (string | number)[]) =>
      cells.map((c, i) => String(c).padEnd([40, 10, 12, 12, 12, 12][i] ?? 12)).join('');
    console.log(
      `\nincremental sync of ${N.toLocaleString()} changed reservations into an empty mirror (targets: ≤ 60 s, calls ≤ ${(1.1 * target).toFixed(0)}, peak ${MEMORY_TARGET}; nothing changed: ≤ 2 calls)`,
    );
    console.log(row(['', 'time s', 'calls', 'mirrored', 'peak MiB', 'steady calls']));
    for (const m of [onPglite, onPostgres]) {
      console.log(
        row([
          `Slotboard sync on ${m.driver}`,
          (m.first.ms / 1000).toFixed(1),
          m.first.calls,
          m.mirrored,
          m.peakRssMb.toFixed(0),
          `${m.steady.calls} (${m.steady.ms.toFixed(0)} ms)`,
        ]),
      );
    }
    console.log(
      row([
        'baseline: patterns 2+3, download only',
        (baseline.ms / 1000).toFixed(1),
        baseline.calls,
        baseline.ids.size,
        '',
        '',
      ]),
    );
    console.log(
      `a process that only opens and migrates the database: peak ${floor.peakRssMb.toFixed(0)} MiB on PGlite, ${floorOnPostgres.peakRssMb.toFixed(0)} MiB on PostgreSQL`,
    );
    if (opened.mirrorRows < N) throw new Error(`the opened mirror holds ${opened.mirrorRows} of ${N}`);
    console.log(
      `a process that opens the mirror of ${opened.mirrorRows.toLocaleString('en-US')} (${opened.dataDirMiB} MiB on disk) and reads every row: peak ${opened.peakRssMb.toFixed(0)} MiB; with PGlite's stock settings ${openedStock.peakRssMb.toFixed(0)} MiB`,
    );
    reportScenario({
      bench: BENCH,
      peakRssMiB: opened.peakRssMb,
      scenario: `PGlite with a mirror of ${N.toLocaleString('en-US')} reservations (${opened.dataDirMiB} MiB on disk): peak memory of a process that opens it and reads every row`,
      unit: 'MiB',
      ours: opened.peakRssMb,
      baseline: openedStock.peakRssMb,
      baselineLabel: "the same mirror opened with PGlite's stock settings (shared_buffers 128MB)",
      target: MEMORY_TARGET,
      met: opened.peakRssMb <= MEMORY_TARGET_MIB,
    });
    if (onPgliteDefaults.mirrored < N)
      throw new Error(`pglite with Node's defaults: the mirror holds ${onPgliteDefaults.mirrored} of ${N}`);
    console.log(
      `pglite, Node's and glibc's defaults: ${(onPgliteDefaults.first.ms / 1000).toFixed(1)} s, peak ${onPgliteDefaults.peakRssMb.toFixed(0)} MiB (as shipped: ${(onPglite.first.ms / 1000).toFixed(1)} s, ${onPglite.peakRssMb.toFixed(0)} MiB)`,
    );
    reportScenario({
      bench: BENCH,
      peakRssMiB: onPglite.peakRssMb,
      scenario: `Sync of ${N.toLocaleString('en-US')} changed reservations, PGlite: peak memory of the sync process as shipped (${SERVER_NODE_FLAGS.join(' ')}, MALLOC_ARENA_MAX=${serverProcessEnv().MALLOC_ARENA_MAX}) vs Node's defaults`,
      unit: 'MiB',
      ours: onPglite.peakRssMb,
      baseline: onPgliteDefaults.peakRssMb,
      baselineLabel: "the same sync in a process with Node's and glibc's defaults",
      target: 'none (what the settings save; the peak rows below hold the target)',
      met: true,
      informational: true,
      note: `wall time ${(onPglite.first.ms / 1000).toFixed(1)} s as shipped against ${(onPgliteDefaults.first.ms / 1000).toFixed(1)} s with the defaults${onPgliteDefaults.memory ? `; defaults' profile (MiB): ${describeMemory(onPgliteDefaults.memory)}` : ''}`,
    });
    for (const [m, open] of [
      [onPglite, floor],
      [onPostgres, floorOnPostgres],
    ] as const) {
      const met =
        m.first.ms <= 60_000 &&
        m.first.calls <= 1.1 * target &&
        m.peakRssMb <= MEMORY_TARGET_MIB &&
        m.steady.calls <= 2;
      console.log(
        `${m.driver}: calls ${m.first.calls} / ceil(N/1000) ${target} = ${(m.first.calls / target).toFixed(2)}; baseline ${baseline.calls} (${(baseline.calls / target).toFixed(2)}); download and recording took ${(m.first.ms / baseline.ms).toFixed(1)}× the baseline's download alone; ${met ? 'targets met' : 'SHORT of a target'}`,
      );
      if (m.mirrored < N) throw new Error(`${m.driver}: the mirror holds ${m.mirrored} of ${N}`);
      const db = m.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const changes = N.toLocaleString('en-US');
      const common = { bench: BENCH, peakRssMiB: m.peakRssMb };
      const halving = 'halving (spec §4.2 patterns 2+3), download only';
      reportScenario({
        ...common,
        scenario: `Sync of ${changes} changed reservations into an empty mirror, ${db}: wall time (peak RSS: the sync process)`,
        unit: 's',
        ours: m.first.ms / 1000,
        baseline: baseline.ms / 1000,
        baselineLabel: halving,
        target: '≤ 60 s',
        met: m.first.ms <= 60_000,
      });
      reportScenario({
        ...common,
        scenario: `Sync of ${changes} changed reservations, ${db}: upstream calls`,
        unit: 'calls',
        ours: m.first.calls,
        baseline: baseline.calls,
        baselineLabel: halving,
        target: `≤ 1.1 × ceil(N/1000) = ${(1.1 * target).toFixed(0)}`,
        met: m.first.calls <= 1.1 * target,
        ...(QUICK
          ? {
              note: `with --quick N is ${N.toLocaleString('en-US')}: the few calls every run makes besides the pages weigh more against the target than at 100,000`,
            }
          : {}),
      });
      reportScenario({
        ...common,
        scenario: `Sync of ${changes} changed reservations, ${db}: peak memory of the sync process`,
        unit: 'MiB',
        ours: m.peakRssMb,
        baseline: open.peakRssMb,
        baselineLabel: 'a process that only opens the database',
        target: MEMORY_TARGET,
        met: m.peakRssMb <= MEMORY_TARGET_MIB,
        // Where it went, for a row short of its target: the process after the open and after the sync, in MiB.
        ...(m.peakRssMb > MEMORY_TARGET_MIB && m.memory ? { note: `profile (MiB): ${describeMemory(m.memory)}` } : {}),
      });
      reportScenario({
        ...common,
        scenario: `Sync with nothing changed, ${db}: upstream calls`,
        unit: 'calls',
        ours: m.steady.calls,
        baseline: null,
        baselineLabel: 'absolute target',
        target: '≤ 2 calls',
        met: m.steady.calls <= 2,
      });
    }
  } finally {
    for (const dispose of databases.reverse()) await dispose().catch(() => undefined);
    await emulator.stop();
    await rm(emulatorDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
