// Benchmark: the incremental sync of N = 100,000 changed reservations from the emulator into an empty
// mirror, on PGlite and on PostgreSQL, each in its own process: wall time, upstream calls against ceil(N/1000), peak
// resident memory of the process, and a second run with nothing changed. Targets: ≤ 60 s, calls ≤ 1.1 × ceil(N/1000),
// ≤ 400 MB, steady state ≤ 2 calls. Baseline on the same data in the same run: spec §4.2 patterns 2 and 3 as
// written, the `Created or Updated` filter with the window halved while a page comes back full (download only,
// nothing recorded). Reports per database: wall time and calls against the baseline's, peak memory against a
// process that only opens and migrates that database (the floor), and the calls of the run with nothing changed. No
// dashboard: the peak resident memory is the sync process's own. A missed target is 'short'; a scenario or baseline
// that cannot run fails the bench. With BENCH_QUICK=1, N = 5,000 changes spread over 5 s instead of 100 s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../scripts/tune-server-process';
import { downloadByHalving } from './support/download-by-halving';
import { QUICK, reportScenario } from './support/report-scenario';
import { MEMORY_TARGET, MEMORY_TARGET_MIB, reportSyncOnDrivers } from './support/report-sync';
import { describeMemory, profileOpen, runSyncProcess } from './support/run-sync-process';

const PORT = 4117;
const N = Number(process.env.BENCH_SYNC_N ?? (QUICK ? 5_000 : 100_000));
const BENCH = 'sync';
const PAGE = 1000;
const DAY = 86_400_000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
    // The mirror the sync left, opened by a fresh process that reads every row of it: with Slotboard's
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
      `\nincremental sync of ${N.toLocaleString()} changed reservations into an empty mirror (targets: ≤ 60 s, ` +
        `calls ≤ ${(1.1 * target).toFixed(0)}, peak ${MEMORY_TARGET}; nothing changed: ≤ 2 calls)`,
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
      `a process that only opens and migrates the database: peak ${floor.peakRssMb.toFixed(0)} MiB on PGlite, ` +
        `${floorOnPostgres.peakRssMb.toFixed(0)} MiB on PostgreSQL`,
    );
    if (opened.mirrorRows < N) throw new Error(`the opened mirror holds ${opened.mirrorRows} of ${N}`);
    console.log(
      `a process that opens the mirror of ${opened.mirrorRows.toLocaleString('en-US')} (${opened.dataDirMiB} MiB ` +
        `on disk) and reads every row: peak ${opened.peakRssMb.toFixed(0)} MiB; with PGlite's stock settings ` +
        `${openedStock.peakRssMb.toFixed(0)} MiB`,
    );
    reportScenario({
      bench: BENCH,
      peakRssMiB: opened.peakRssMb,
      scenario:
        `PGlite with a mirror of ${N.toLocaleString('en-US')} reservations (${opened.dataDirMiB} MiB on disk): ` +
        `peak memory of a process that opens it and reads every row`,
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
      `pglite, Node's and glibc's defaults: ${(onPgliteDefaults.first.ms / 1000).toFixed(1)} s, peak ` +
        `${onPgliteDefaults.peakRssMb.toFixed(0)} MiB (as shipped: ${(onPglite.first.ms / 1000).toFixed(1)} s, ` +
        `${onPglite.peakRssMb.toFixed(0)} MiB)`,
    );
    reportScenario({
      bench: BENCH,
      peakRssMiB: onPglite.peakRssMb,
      scenario:
        `Sync of ${N.toLocaleString('en-US')} changed reservations, PGlite: peak memory of the sync process as ` +
        `shipped (${SERVER_NODE_FLAGS.join(' ')}, MALLOC_ARENA_MAX=${serverProcessEnv().MALLOC_ARENA_MAX}) vs ` +
        `Node's defaults`,
      unit: 'MiB',
      ours: onPglite.peakRssMb,
      baseline: onPgliteDefaults.peakRssMb,
      baselineLabel: "the same sync in a process with Node's and glibc's defaults",
      target: 'none (what the settings save; the peak rows below hold the target)',
      met: true,
      informational: true,
      note:
        `wall time ${(onPglite.first.ms / 1000).toFixed(1)} s as shipped against ` +
        `${(onPgliteDefaults.first.ms / 1000).toFixed(1)} s with the defaults` +
        `${onPgliteDefaults.memory ? `; defaults' profile (MiB): ${describeMemory(onPgliteDefaults.memory)}` : ''}`,
    });
    reportSyncOnDrivers(
      [
        [onPglite, floor],
        [onPostgres, floorOnPostgres],
      ],
      baseline,
      N,
    );
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
