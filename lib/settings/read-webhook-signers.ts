import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db';
import { ENVIRONMENTS, type Environment } from '@/lib/contracts';
import { resolveConnection } from './resolve-connection';
import { forgetWebhookSigners, signersCache as cache, type WebhookSigners } from './webhook-signers-cache';

export type { WebhookSigners };

// The webhook receiver's view of the settings: which environment is active and each environment's webhook
// secrets, decrypted once per settings version and kept in memory, so that a delivery costs no settings read and
// no decryption. A version is the environments' updated_at plus the active environment.
//
// Invalidation:
// - On this instance, saving a connection or switching the active environment drops the cache at once
//   (forgetWebhookSigners, called by manage-connections.ts), whichever bundle did it (the cache is process state).
// - Across instances (PostgreSQL), the version is checked against the database once the cache is RECHECK_MS old:
//   in the background while it is younger than STALE_MS (a request under steady traffic does not wait for it),
//   before answering once it is older (after a quiet spell the first delivery is not checked against secrets read
//   long ago). So a delivery is checked against the settings as they were at most STALE_MS before it: a secret
//   removed on another instance is refused here within STALE_MS. A secret added there is picked up sooner, because a
//   signature that matches no cached secret re-checks the version first (at most every MISMATCH_RECHECK_MS, so a
//   flood of badly signed requests costs at most one cheap query per interval, never one per request).
const RECHECK_MS = 5_000;
const STALE_MS = 2 * RECHECK_MS;
const MISMATCH_RECHECK_MS = 1_000;

/**
 * The signers of webhooks as of the last settings version seen. Warm: answered from memory (a background
 * re-check once RECHECK_MS old). Cold, dropped or older than STALE_MS: read (and decrypted if changed) now.
 * `recheck`: a signature matched none of the cached secrets; the version is read again (if not read within
 * MISMATCH_RECHECK_MS) before answering.
 */
export async function getWebhookSigners(options: { recheck?: boolean } = {}): Promise<WebhookSigners> {
  const handle = await getDatabase();
  if (cache.database !== handle) forgetWebhookSigners();
  cache.database = handle;
  // A clock stepped back (NTP) makes the age negative: taken as stale, so the 10 s bound holds whatever the clock does.
  const age = Date.now() - cache.checkedAt;
  if (age < 0) return refresh();
  if (!cache.value) return refresh();
  if (options.recheck && age >= MISMATCH_RECHECK_MS) return refresh();
  if (age >= STALE_MS) return refresh();
  if (age >= RECHECK_MS) void refresh().catch(() => undefined);
  return cache.value;
}

function refresh(): Promise<WebhookSigners> {
  if (cache.loading) return cache.loading;
  const loading: Promise<WebhookSigners> = load(() => cache.loading === loading).finally(() => {
    if (cache.loading === loading) cache.loading = undefined;
  });
  cache.loading = loading;
  return loading;
}

/**
 * Reads the settings' version, and the secrets when it moved; keeps them only while `current()` (not dropped since).
 */
async function load(current: () => boolean): Promise<WebhookSigners> {
  const { db } = await getDatabase();
  const startedAt = Date.now();
  // One cheap query for the version; the rows and their secrets are read and decrypted only when it moved.
  const { rows } = (await db.execute(
    sql`select (select value from app_state where key = 'active_environment') as active,
          coalesce(string_agg(environment::text || '@' || (extract(epoch from updated_at) * 1000)::bigint::text, ','
                              order by environment), '') as stamps
        from connection_settings`,
  )) as unknown as { rows: { active: string | null; stamps: string }[] };
  const active = ENVIRONMENTS.find((e) => e === rows[0]?.active) ?? null;
  const version = `${active ?? ''}|${rows[0]?.stamps ?? ''}`;
  if (cache.value && cache.version === version) {
    if (current()) cache.checkedAt = startedAt;
    return cache.value;
  }
  const order = active ? [active, ...ENVIRONMENTS.filter((e) => e !== active)] : [...ENVIRONMENTS];
  const secrets = new Map<Environment, string[] | Error>();
  for (const environment of ENVIRONMENTS) {
    try {
      const connection = await resolveConnection(environment);
      if (connection) secrets.set(environment, connection.webhookSecrets);
    } catch (error) {
      secrets.set(environment, error as Error);
    }
  }
  const value: WebhookSigners = { order, secrets };
  // A save that happened while this read ran dropped the cache (and a newer read may have started since); what was
  // read may predate it, so it answers this request but is not kept.
  if (current()) {
    cache.value = value;
    cache.version = version;
    cache.checkedAt = startedAt;
  }
  return value;
}
