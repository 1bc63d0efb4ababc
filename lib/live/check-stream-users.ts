import 'server-only';
import { inArray } from 'drizzle-orm';
import { hasRole } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';

/**
 * Of the given user ids, those that may still receive live events, with the session version their sessions must
 * carry: the account exists, is enabled and is at least a viewer (what lib/auth's getCurrentUser asks of a session).
 * One query, however many streams are open.
 */
export async function checkStreamUsers(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.users.id,
      role: schema.users.role,
      disabled: schema.users.disabled,
      sessionVersion: schema.users.sessionVersion,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, ids));
  return new Map(rows.filter((r) => !r.disabled && hasRole(r.role, 'viewer')).map((r) => [r.id, r.sessionVersion]));
}
