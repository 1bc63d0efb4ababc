import 'server-only';
import { env } from '@/lib/env';
import { openDatabase, type DatabaseHandle } from './open-database';

// One database per process, kept on globalThis: Next.js may load this module in several bundles,
// and PGlite must never be opened twice on one directory.
const holder = globalThis as typeof globalThis & { __slotboardDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__slotboardDb) {
    const e = env();
    holder.__slotboardDb = openDatabase({ url: e.DATABASE_URL, dataDir: e.dataDir }).catch((error: unknown) => {
      holder.__slotboardDb = undefined;
      throw error;
    });
  }
  return holder.__slotboardDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__slotboardDb;
  holder.__slotboardDb = undefined;
  if (pending) await (await pending).close();
}
