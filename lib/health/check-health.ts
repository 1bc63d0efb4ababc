import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db';
import type { Environment } from '@/lib/contracts';
import { readActiveEnvironment } from '@/lib/settings';

/** The whole answer, for a signed-in admin; anyone else is told only `status`. */
export interface Health {
  status: 'ok' | 'down';
  db: { status: 'ok' | 'error'; driver?: 'pglite' | 'postgres'; latencyMs?: number; message?: string };
  upstream: { status: 'not_configured' } | { status: 'configured'; environment: Environment };
}

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  let db: Health['db'];
  try {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    db = { status: 'ok', driver: handle.driver, latencyMs: Math.round(performance.now() - started) };
  } catch {
    db = { status: 'error', message: 'The database is not answering.' };
  }
  // Which service is in use, without calling it: a health probe every few seconds must not load the service.
  const environment = db.status === 'ok' ? await readActiveEnvironment().catch(() => null) : null;
  const upstream: Health['upstream'] = environment
    ? { status: 'configured', environment }
    : { status: 'not_configured' };
  return { status: db.status === 'ok' ? 'ok' : 'down', db, upstream };
}
