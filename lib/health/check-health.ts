import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db';

export interface Health {
  status: 'ok' | 'degraded';
  db: { status: 'ok' | 'error'; driver?: 'pglite' | 'postgres'; latencyMs?: number; message?: string };
  upstream: { status: 'not_configured' };
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
  // The service connection is configured by admins (settings); until one is active there is nothing to check.
  const upstream: Health['upstream'] = { status: 'not_configured' };
  return { status: db.status === 'ok' ? 'ok' : 'degraded', db, upstream };
}
