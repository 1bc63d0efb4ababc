import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';

// One holder at a time across instances, through a row in the shared database: taking it is one statement, so two
// instances asking at once cannot both win. A holder renews well before expiry; one that crashed stops renewing,
// and the lease is free for another once its time is up. Times come from the caller, so tests need no clock.

export interface Lease {
  name: string;
  holder: string;
  acquiredAt: Date;
  expiresAt: Date;
}

/** Takes the lease when it is free, expired or already this holder's (then extended); null while another holds it. */
export async function acquireLease(
  name: string,
  holder: string,
  ttlMs: number,
  now = new Date(),
): Promise<Lease | null> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const t = schema.leases;
  const [row] = await db
    .insert(t)
    .values({ name, holder, acquiredAt: now, expiresAt })
    .onConflictDoUpdate({
      target: t.name,
      // A holder taking its own lease again keeps when it first took it.
      set: {
        holder,
        expiresAt,
        acquiredAt: sql`case when ${t.holder} = ${holder} then ${t.acquiredAt}
          else ${now.toISOString()}::timestamptz end`,
      },
      setWhere: sql`${t.expiresAt} <= ${now.toISOString()}::timestamptz or ${t.holder} = ${holder}`,
    })
    .returning();
  return row ?? null;
}

/** Extends the lease while this holder still has it; false when it expired and another took it meanwhile. */
export async function renewLease(name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const t = schema.leases;
  const rows = await db
    .update(t)
    .set({ expiresAt: new Date(now.getTime() + ttlMs) })
    .where(and(eq(t.name, name), eq(t.holder, holder), gt(t.expiresAt, now)))
    .returning({ name: t.name });
  return rows.length === 1;
}

/** Gives the lease up at once (a clean shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(name: string, holder: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.leases).where(and(eq(schema.leases.name, name), eq(schema.leases.holder, holder)));
}

/** Who holds the lease now, if anyone (the admin's sync page shows it). */
export async function readLease(name: string, now = new Date()): Promise<Lease | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.leases)
    .where(and(eq(schema.leases.name, name), gt(schema.leases.expiresAt, now)));
  return row ?? null;
}
