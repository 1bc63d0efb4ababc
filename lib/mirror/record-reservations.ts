import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { diffRecords, type Environment, isOlder, type Reservation } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';
import { markSliceGone, type ReadSlice } from './mark-slice-gone';
import { hashRecord } from './hash-record';
import { remember, rememberedVersion } from './mirror-memo';
import { findPendingAuthors, type PendingAuthor } from './pending-writes';
import { uuidList } from './uuid-list';
import { writeNewer, type MirrorWrite } from './write-newer';

export interface MirrorSource {
  source: 'slotboard' | 'webhook' | 'read';
  actor?: string;
  event?: string;
  /** Per reservation (lower-case id), when one batch records changes announced by different events (webhooks). */
  events?: Map<string, string>;
}

export interface RecordResult {
  /** New to the mirror. */
  created: string[];
  /** Known before and different now. */
  changed: string[];
  /** Changes that a write through Slotboard, still under way, made: credited to its planner and browser tab. */
  authors: Map<string, PendingAuthor>;
}

const t = schema.reservationMirror;
// Small chunks with a pause between: the embedded database runs in this process, and a long statement would hold
// up every request behind it.
const CHUNK = 200;
const YIELD_EVERY = 500;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
// A reservation read again unchanged only refreshes "last confirmed" this often, so a grid refreshing every
// minute does not rewrite thousands of rows each time.
const SEEN_REFRESH_MS = 60_000;

/**
 * Stores what the service said about these reservations and writes a history entry for each change, credited
 * to a Slotboard write under way where there is one. Only what the memo (mirror-memo.ts) cannot vouch for is
 * looked up, in chunks. With `slice`, the reservations of that slice the service no longer lists are marked gone.
 */
export async function recordReservations(
  environment: Environment,
  reservations: Reservation[],
  source: MirrorSource,
  /** `readAt`: when the slice was read; what the mirror learned after that is not marked gone. */
  slice?: ReadSlice,
): Promise<RecordResult> {
  const db = await getDb();
  const now = new Date();
  // The service moves Updated on every change (spec §4.2 pattern 2 finds changes by it): a reservation read again
  // with the Updated this process last stored is known without hashing it. Only the others are hashed and looked up.
  const incoming = new Map<string, { r: Reservation; hash: string }>();
  const stale: string[] = [];
  const unsure: string[] = [];
  for (const [i, r] of reservations.entries()) {
    const id = r.Id.toLowerCase();
    const known = rememberedVersion(environment, id);
    const updated = typeof r.Updated === 'string' ? r.Updated : null;
    const sameVersion =
      source.source === 'read' && known !== undefined && updated !== null && known.updated === updated;
    const hash = sameVersion ? known.hash : hashRecord(r);
    // An id given twice is looked at once, with its last version: one statement must not write a row twice.
    const repeated = incoming.has(id);
    incoming.set(id, { r, hash });
    if (repeated) continue;
    if (source.source !== 'read' || known?.hash !== hash) unsure.push(id);
    else if (now.getTime() - known.seenAt > SEEN_REFRESH_MS) stale.push(id);
    // Thousands of records: let requests waiting on this process go first now and then.
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToRequests();
  }

  const result: RecordResult = { created: [], changed: [], authors: new Map() };
  for (let i = 0; i < unsure.length; i += CHUNK) {
    const ids = unsure.slice(i, i + CHUNK);
    const existing = await db
      .select({ id: t.id, hash: t.hash, deletedAt: t.deletedAt, goneAt: t.goneAt })
      .from(t)
      .where(and(eq(t.environment, environment), sql`${t.id} = any(${uuidList(ids)})`));
    const byId = new Map(existing.map((e) => [e.id, e]));
    const differing = ids.filter((id) => byId.has(id) && byId.get(id)!.hash !== incoming.get(id)!.hash);
    const before = differing.length
      ? new Map(
          (
            await db
              .select({ id: t.id, record: t.record })
              .from(t)
              .where(and(eq(t.environment, environment), sql`${t.id} = any(${uuidList(differing)})`))
          ).map((e) => [e.id, e.record]),
        )
      : new Map<string, Record<string, unknown>>();

    const writes: MirrorWrite[] = [];
    const history: (typeof schema.reservationHistory.$inferInsert)[] = [];
    const confirmOnly: string[] = [];
    const news = new Map<string, 'created' | 'changed'>();
    for (const id of ids) {
      const { r, hash } = incoming.get(id)!;
      const row = byId.get(id);
      const old = before.get(id);
      // Deletion is final (spec §3): a read or a detail taken just before it must not bring the reservation back.
      if (row?.deletedAt) continue;
      if (row && row.hash === hash) {
        // Unchanged, but a reservation listed again is not gone.
        if (row.goneAt) writes.push({ id, r, hash });
        else confirmOnly.push(id);
        continue;
      }
      if (old && isOlder(r, old)) continue;
      writes.push({ id, r, hash });
      const event = source.events?.get(id) ?? source.event;
      const entry = { environment, reservationId: id, at: now, source: source.source, actor: source.actor, event };
      if (!row) {
        news.set(id, 'created');
        // A read only fills the copy; a write or a webhook about a reservation the copy did not hold yet is news.
        if (source.source !== 'read')
          history.push({ ...entry, action: /created/.test(event ?? '') ? 'created' : 'changed', changes: [] });
        continue;
      }
      const changes = old ? diffRecords(old, r) : [];
      // A different hash with no field changed (only Updated, or another shape of the same data) is not news.
      if (changes.length === 0) continue;
      news.set(id, 'changed');
      history.push({ ...entry, action: 'changed', changes });
    }
    // A webhook or a read may see a Slotboard write before the write itself records it: credit its author.
    const authors =
      source.source === 'slotboard' || history.length === 0
        ? new Map<string, PendingAuthor>()
        : await findPendingAuthors(
            environment,
            history.map((h) => h.reservationId),
          );
    for (const h of history) {
      const author = authors.get(h.reservationId);
      if (!author) continue;
      Object.assign(h, { source: 'slotboard', actor: author.actor, event: author.event });
      result.authors.set(h.reservationId, author);
    }
    if (writes.length) {
      // One transaction per chunk (write-newer.ts).
      const landed = await writeNewer(db, environment, now, writes, history);
      for (const [id, kind] of news)
        if (landed.has(id)) (kind === 'created' ? result.created : result.changed).push(id);
      for (const w of writes) if (landed.has(w.id)) remember(environment, w.id, w.hash, w.r, now);
    }
    stale.push(...confirmOnly);
    await yieldToRequests();
  }

  for (let i = 0; i < stale.length; i += CHUNK * 4) {
    const ids = stale.slice(i, i + CHUNK * 4);
    // Listed again, so not gone (another instance may have marked it while this one's memo still knew it).
    await db
      .update(t)
      .set({ seenAt: now, goneAt: null })
      .where(and(eq(t.environment, environment), isNull(t.deletedAt), sql`${t.id} = any(${uuidList(ids)})`));
    for (const id of ids) remember(environment, id, incoming.get(id)!.hash, incoming.get(id)!.r, now);
    await yieldToRequests();
  }

  if (slice) await markSliceGone(db, environment, slice, [...incoming.keys()], now);
  return result;
}
