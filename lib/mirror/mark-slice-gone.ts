import 'server-only';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import type { Environment } from '@/lib/contracts';
import { forgetMirrored } from './mirror-memo';
import { uuidList } from './uuid-list';

const t = schema.reservationMirror;

/** A time slice as read whole from the service; `readAt`: what the mirror learned after that is not marked gone. */
export interface ReadSlice {
  from: Date;
  to: Date;
  resourceIds?: string[];
  readAt?: Date;
}

/** Marks the reservations of a slice the service no longer lists as gone (moved away or deleted). */
export async function markSliceGone(
  db: Db,
  environment: Environment,
  slice: ReadSlice,
  listed: string[],
  now: Date,
): Promise<void> {
  const gone = await db
    .update(t)
    .set({ goneAt: now })
    .where(
      and(
        eq(t.environment, environment),
        gte(t.startUtc, slice.from),
        lt(t.startUtc, slice.to),
        isNull(t.goneAt),
        isNull(t.deletedAt),
        lt(t.seenAt, slice.readAt ?? now),
        listed.length ? sql`not (${t.id} = any(${uuidList(listed)}))` : undefined,
        slice.resourceIds ? sql`${t.resourceId} = any(${uuidList(slice.resourceIds)})` : undefined,
      ),
    )
    .returning({ id: t.id });
  // The memo would otherwise skip these when they are listed again unchanged, and they would stay hidden.
  for (const { id } of gone) forgetMirrored(environment, id);
}
