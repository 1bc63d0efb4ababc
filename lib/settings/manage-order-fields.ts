// The order cart's field mapping per connection (Admin → Service connection) and the query options the service
// refused. Saving a mapping is a new settings version: every instance's client is replaced and reads $metadata
// again with it. Refusals are remembered without a new version (a client learning one must not retire itself).
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { auditChanges, ZOrderFieldOverrides, type Environment, type OrderFieldOverrides } from '@/lib/contracts';

const table = schema.connectionSettings;

async function currentRow(environment: Environment) {
  const [row] = await (await getDb()).select().from(table).where(eq(table.environment, environment));
  if (!row)
    throw new AppError(
      'validation_failed',
      `environment: ${environment} is not configured yet; save its connection first`,
      [{ field: 'environment', message: 'not configured yet' }],
    );
  return row;
}

/** Replaces the admin's mapping (fields not named follow the metadata), audited as a change of the connection. */
export async function saveOrderFieldOverrides(
  environment: Environment,
  input: OrderFieldOverrides,
  actorId: string | null,
): Promise<OrderFieldOverrides> {
  const orderFields = ZOrderFieldOverrides.parse(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.environment, environment)).for('update');
    if (!current)
      throw new AppError(
        'validation_failed',
        `environment: ${environment} is not configured yet; save its connection first`,
        [{ field: 'environment', message: 'not configured yet' }],
      );
    await tx
      .update(table)
      .set({ orderFields, updatedAt: new Date(), updatedBy: actorId })
      .where(eq(table.environment, environment));
    await tx.insert(schema.auditLog).values({
      actorId,
      action: 'connection.saved',
      subject: environment,
      detail: { changes: auditChanges({ orderFields: current.orderFields }, { orderFields }) },
    });
    return orderFields;
  });
}

/**
 * Reads the metadata again everywhere (a new settings version) and forgets the refusals, for a service that was
 * upgraded: the next read asks with every option and learns again what it refuses.
 */
export async function refreshOrderShape(environment: Environment, actorId: string | null): Promise<void> {
  await currentRow(environment);
  await (
    await getDb()
  )
    .update(table)
    .set({ orderRefusals: [], updatedAt: new Date(), updatedBy: actorId })
    .where(eq(table.environment, environment));
}

/** Adds options the service refused to what the connection remembers (a set: concurrent learners do not clash). */
export async function rememberOrderRefusals(environment: Environment, options: readonly string[]): Promise<void> {
  if (options.length === 0) return;
  await (
    await getDb()
  )
    .update(table)
    .set({
      orderRefusals: sql`(select coalesce(jsonb_agg(distinct o), '[]'::jsonb)
                          from jsonb_array_elements_text(${table.orderRefusals} || ${JSON.stringify(options)}::jsonb)
                          as o)`,
    })
    .where(eq(table.environment, environment));
}
