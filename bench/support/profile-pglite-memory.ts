// Where an embedded database's memory goes: opens DATA_DIR's PGlite as Slotboard does (creating and
// migrating it when new), then reads every mirror row, and prints after each step the process's resident memory (now
// and peak), V8's heap, memory outside it (WASM memories and compiled code count there), ArrayBuffers, the WASM
// linear memory PostgreSQL runs in (it only grows), the data directory's size on disk and the memory settings
// PostgreSQL runs with. One JSON line, the breakdown, last. Used by bench/sync.bench.ts for its open rows, and by hand:
//
//   node --conditions=react-server --import tsx bench/support/profile-pglite-memory.ts /path/to/data-dir
//
// With PGLITE_SHARED_BUFFERS set, PostgreSQL runs with that many shared buffers (docs/configuration.md).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@/lib/db';

const MiB = 1024 * 1024;

async function sizeOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

function snapshot(client: PGlite | null) {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / MiB);
  return {
    rss: mb(m.rss),
    peakRss: Math.round(process.resourceUsage().maxRSS / 1024),
    heapUsed: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    wasm: client ? mb(client.Module.HEAPU8.buffer.byteLength) : null,
  };
}

async function profilePgliteMemory(dataDir: string) {
  const steps: Record<string, ReturnType<typeof snapshot>> = { start: snapshot(null) };
  const handle = await openDatabase({ dataDir, sharedBuffers: process.env.PGLITE_SHARED_BUFFERS || undefined });
  if (handle.driver !== 'pglite')
    throw new Error('profile-pglite-memory: DATABASE_URL points at PostgreSQL; this profiles PGlite');
  const db = handle.db as typeof handle.db & { $client: PGlite };
  const client = db.$client;
  steps.opened = snapshot(client);
  const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings where name in ('shared_buffers', 'temp_buffers', 'wal_buffers', ` +
      `'work_mem', 'maintenance_work_mem') order by name`,
  );
  // Every mirror row through PostgreSQL's buffers, as a report over the whole mirror would.
  const read = await client.query<{ rows: number; bytes: number }>(
    'select count(*)::int as rows, coalesce(sum(length(record::text)), 0)::float8 as bytes from reservation_mirror',
  );
  const mirror = read.rows[0]!;
  steps.readMirror = snapshot(client);
  await handle.close();
  return {
    mirrorRows: mirror.rows,
    mirrorJsonMiB: Math.round(mirror.bytes / MiB),
    dataDirMiB: Math.round((await sizeOnDisk(path.join(dataDir, 'pglite'))) / MiB),
    settings: Object.fromEntries(settings.rows.map((s) => [s.name, `${s.setting}${s.unit ? ` × ${s.unit}` : ''}`])),
    steps,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

const dir = process.argv[2] ?? process.env.DATA_DIR;
if (!dir) throw new Error('usage: profile-pglite-memory.ts <data dir>');
profilePgliteMemory(path.resolve(dir))
  .then((profile) => console.log(JSON.stringify(profile)))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
