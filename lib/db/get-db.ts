import 'server-only';
import { env } from '@/lib/env';
import { processState } from '@/lib/process-state';
import { openDatabase, type DatabaseHandle } from './open-database';

// One database per process and configuration: PGlite must never be opened twice on one directory. Keyed by where it
// points, so that code still holding an older configuration (the tests re-import modules with a fresh database per
// block, while a timer of the block before may still fire) gets its own database, never the current one's, and never
// hands its own to the others.
const open = processState('db.open', () => new Map<string, Promise<DatabaseHandle>>());

export function getDatabase(): Promise<DatabaseHandle> {
  const e = env();
  const key = e.DATABASE_URL ?? `pglite:${e.dataDir}`;
  let pending = open.get(key);
  if (!pending) {
    const opening: Promise<DatabaseHandle> = openDatabase({
      url: e.DATABASE_URL,
      dataDir: e.dataDir,
      sharedBuffers: e.PGLITE_SHARED_BUFFERS,
    }).catch((error: unknown) => {
      // Only this attempt: a later one for the same key (after closeDatabase) stays.
      if (open.get(key) === opening) open.delete(key);
      throw error;
    });
    pending = opening;
    open.set(key, pending);
  }
  return pending;
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** Closes every database this process opened (one, outside the tests). */
export async function closeDatabase(): Promise<void> {
  const pending = [...open.values()];
  open.clear();
  await Promise.all(pending.map(async (p) => (await p.catch(() => null))?.close()));
}
