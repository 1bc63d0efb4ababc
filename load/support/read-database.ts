// The inbox and the mirror as the dashboards left them, read straight from the database: PostgreSQL while the
// instances run, the embedded database (PGlite) only once its one instance has stopped.
import pg from 'pg';
import type { InboxRow, MirrorRow } from './check-run';

// Where an event's time went: from the service's occurredAt to its arrival, and from its arrival to processed.
const INBOX =
  'select event_id, processed_at is not null as processed, processed_count, dead_at is not null as dead, last_error, ' +
  'extract(epoch from received_at - occurred_at) * 1000 as delivered_ms, extract(epoch from processed_at - ' +
  'received_at) * 1000 as processed_ms from webhook_inbox';
const MIRROR =
  'select id::text as id, record, (gone_at is null and deleted_at is null) as shown from reservation_mirror ' +
  "where environment = 'emulator'";

type Raw = { rows: Record<string, unknown>[] };

export async function readDatabase(
  source: { databaseUrl: string } | { pgliteDir: string },
): Promise<{ inbox: InboxRow[]; mirror: MirrorRow[] }> {
  let query: (sql: string) => Promise<Raw>;
  let close: () => Promise<void>;
  if ('databaseUrl' in source) {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    query = (sql) => client.query(sql);
    close = () => client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(source.pgliteDir);
    query = (sql) => db.query(sql) as Promise<Raw>;
    close = () => db.close();
  }
  try {
    const ms = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const inbox = (await query(INBOX)).rows.map((r) => ({
      eventId: String(r.event_id),
      processed: Boolean(r.processed),
      processedCount: Number(r.processed_count),
      dead: Boolean(r.dead),
      error: r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
      deliveredMs: ms(r.delivered_ms),
      processedMs: ms(r.processed_ms),
    }));
    const mirror = (await query(MIRROR)).rows.map((r) => ({
      id: String(r.id),
      record: r.record as Record<string, unknown>,
      shown: Boolean(r.shown),
    }));
    return { inbox, mirror };
  } finally {
    await close();
  }
}
