// One Slotboard process doing what the scheduled sync does, for bench/sync.bench.ts: an incremental run over a
// window that holds N changed reservations into an empty mirror, then a run with nothing changed. Prints one JSON
// line with what it measured; the process's own peak resident memory is part of it. Runs under react-server
// (lib/ is server-only) with DATA_DIR or DATABASE_URL pointing at a fresh database and BENCH_EMULATOR_URL set.

import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import v8 from 'node:v8';

async function main() {
  const emulatorUrl = process.env.BENCH_EMULATOR_URL!;
  const windowFrom = new Date(process.env.BENCH_WINDOW_FROM!);
  const settings = await import('@/lib/settings');
  const db = await import('@/lib/db');
  if (process.env.BENCH_ONLY_OPEN) {
    // The floor: what the process takes with its database open and migrated, before any sync.
    await db.getDb();
    console.log(
      JSON.stringify({
        peakRssMb: process.resourceUsage().maxRSS / 1024,
        driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      }),
    );
    await db.closeDatabase();
    return;
  }
  const sync = await import('@/features/sync/server');
  await settings.saveConnection(
    'emulator',
    {
      baseUrl: emulatorUrl,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      webhookSecrets: { removeIds: [] },
    },
    null,
  );
  await settings.setActiveEnvironment('emulator', null);
  // The first download is done (as if), so the run asked for next is the incremental one over the changes.
  const handle = await db.getDb();
  await handle.insert(db.schema.syncRuns).values({
    environment: 'emulator',
    kind: 'backfill',
    trigger: 'manual',
    status: 'succeeded',
    startedAt: windowFrom,
    finishedAt: windowFrom,
    queuedAt: windowFrom,
  });

  const { count, eq } = await import('drizzle-orm');
  const runOnce = async () => {
    const started = performance.now();
    const { runId } = await sync.requestSync(null);
    await sync.kickSync();
    const ms = performance.now() - started;
    const [run] = await handle.select().from(db.schema.syncRuns).where(eq(db.schema.syncRuns.id, runId));
    if (run?.status !== 'succeeded') throw new Error(`run ${runId} ended ${run?.status}: ${run?.error}`);
    return { ms, calls: run.calls, records: run.records, created: run.created, changed: run.changed };
  };
  // Where the memory is, after the open and after each step (bench/support/profile-pglite-memory.ts says what each is).
  const client = (handle as unknown as { $client: { Module?: { HEAPU8: Uint8Array } } }).$client;
  const memory: Record<string, Record<string, number | null>> = {};
  const mark = (step: string) => {
    const m = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 1048576);
    memory[step] = {
      rss: mb(m.rss),
      peakRss: Math.round(process.resourceUsage().maxRSS / 1024),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      wasm: client.Module ? mb(client.Module.HEAPU8.buffer.byteLength) : null,
    };
  };
  mark('opened');
  const sampler = process.env.BENCH_SYNC_SAMPLE ? sampleMemory(client) : null;
  const profiler = process.env.BENCH_SYNC_HEAP_PROFILE ? await profilePromoted() : null;
  const first = await runOnce();
  const samples = sampler?.stop();
  await profiler?.stop(process.env.BENCH_SYNC_HEAP_PROFILE!);
  mark('synced');
  const m = db.schema.reservationMirror;
  // Counted by the database: 100,000 ids brought into this process would weigh on the peak being measured.
  const [{ mirrored } = { mirrored: 0 }] = await handle.select({ mirrored: count() }).from(m);
  const steady = await runOnce();
  mark('steady');
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      first,
      steady,
      mirrored,
      peakRssMb,
      memory,
      ...(samples ? { samples } : {}),
      driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    }),
  );
  await db.closeDatabase();
}

/**
 * With BENCH_SYNC_HEAP_PROFILE=<file.heapprofile> (diagnostic): V8's sampling heap profile of the first run, keeping
 * what a major collection freed but not what a young one did: what is there was promoted (or is still live).
 */
async function profilePromoted() {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: false,
  });
  return {
    async stop(file: string) {
      const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/**
 * With BENCH_SYNC_SAMPLE=1 (diagnostic): the process sampled every 100 ms through the first run, so a peak can be
 * split into V8's young and old generations, memory outside V8 and PostgreSQL's WASM memory, and placed in time.
 * Returns, in MiB, the sample at the highest resident memory and the highest value each part reached.
 */
function sampleMemory(client: { Module?: { HEAPU8: Uint8Array } }) {
  const started = performance.now();
  const mb = (n: number) => Math.round(n / 1048576);
  const take = () => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s]));
    const space = (name: string) => spaces[name] ?? { space_used_size: 0, space_size: 0 };
    return {
      s: Math.round(performance.now() - started) / 1000,
      rss: mb(m.rss),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      newUsed: mb(space('new_space').space_used_size),
      newSize: mb(space('new_space').space_size),
      oldUsed: mb(space('old_space').space_used_size + space('large_object_space').space_used_size),
      oldSize: mb(space('old_space').space_size + space('large_object_space').space_size),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      wasm: client.Module ? mb(client.Module.HEAPU8.buffer.byteLength) : null,
    };
  };
  const taken = [take()];
  const timer = setInterval(() => taken.push(take()), 100);
  return {
    stop() {
      clearInterval(timer);
      taken.push(take());
      const atPeak = taken.reduce((a, b) => (b.rss > a.rss ? b : a));
      const highest = Object.fromEntries(
        Object.keys(atPeak).map((k) => [
          k,
          Math.max(...taken.map((t) => (t as Record<string, number | null>)[k] ?? 0)),
        ]),
      );
      if (process.env.BENCH_SYNC_SAMPLE_FILE)
        writeFileSync(process.env.BENCH_SYNC_SAMPLE_FILE, taken.map((t) => JSON.stringify(t)).join('\n'));
      return { atPeak, highest };
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
