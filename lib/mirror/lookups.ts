import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Environment } from '@/lib/contracts';

const t = schema.lookupMirror;

/** Keeps the last good copy of a lookup list (ramps, vehicle types, units). */
export async function saveLookup(environment: Environment, kind: string, body: unknown): Promise<void> {
  const db = await getDb();
  const fetchedAt = new Date();
  await db
    .insert(t)
    .values({ environment, kind, body, fetchedAt })
    .onConflictDoUpdate({ target: [t.environment, t.kind], set: { body, fetchedAt } });
}

export async function readLookup<T>(
  environment: Environment,
  kind: string,
): Promise<{ body: T; fetchedAt: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.kind, kind)));
  return row ? { body: row.body as T, fetchedAt: row.fetchedAt.toISOString() } : null;
}
