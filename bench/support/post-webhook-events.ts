// The webhook-processing bench's traffic: the emulator's reservations listed, one signed webhook posted for each by
// SENDERS senders, and the inbox watched until every one is processed.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { signDelivery } from '../../security/support/sign-webhook';
import { postJson } from './start-dashboard';

export const SENDERS = 32;
// What the demo bootstrap (lib/settings/bootstrap-demo-connection.ts) configures on the emulator environment.
const WEBHOOK_SECRET = 'demo-webhook-secret';
const HOUR = 3_600_000;

/** Runs `work` over `items`, `limit` at a time; resolves with each item's duration in ms. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const started = performance.now();
      await work(item);
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return durations;
}

export async function emulatorToken(emulatorUrl: string): Promise<string> {
  return (
    await postJson<{ token: string }>(`${emulatorUrl}/v1/demo/Token`, { username: 'api', password: 'api-password' })
  ).token;
}

/** Every reservation the emulator holds in [from, to), listed six hours at a time (one page each). */
export async function idsIn(emulatorUrl: string, token: string, from: number, to: number): Promise<string[]> {
  const ids: string[] = [];
  for (let at = from; at < to; at += 6 * HOUR) {
    const filter =
      `StartUtc ge ${new Date(at).toISOString()} and StartUtc lt ` +
      `${new Date(Math.min(to, at + 6 * HOUR)).toISOString()}`;
    const qs = new URLSearchParams({ $filter: filter, $top: '1000' }).toString().replace(/\+/g, '%20');
    const res = await fetch(`${emulatorUrl}/v3/demo/Reservations?${qs}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`emulator reservations: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { Id: string }[];
    if (page.length >= 1000) throw new Error('more than 1,000 reservations in six hours: the listing would miss some');
    ids.push(...page.map((r) => r.Id));
  }
  return ids;
}

/** One signed delivery per reservation, SENDERS at a time; every one must be acknowledged. */
export async function postEvents(appUrl: string, ids: string[], event: string, prefix: string): Promise<void> {
  let refused = 0;
  await pool(ids, SENDERS, async (id) => {
    const json = JSON.stringify({
      schemaVersion: '1.0',
      eventId: `${prefix}${randomUUID()}`,
      event,
      tenantId: 'demo',
      occurredAt: new Date().toISOString(),
      data: { id },
    });
    const delivery = signDelivery(WEBHOOK_SECRET, json);
    const res = await fetch(`${appUrl}/api/webhooks`, {
      method: 'POST',
      body: new Uint8Array(delivery.body),
      headers: delivery.headers,
    });
    if (!res.ok) refused += 1;
    await res.arrayBuffer();
  });
  if (refused > 0) throw new Error(`${refused} of ${ids.length} webhooks were not acknowledged`);
}

interface Progress {
  processed: number;
  failed: number;
}

async function progress(db: pg.Client, prefix: string): Promise<Progress> {
  const { rows } = await db.query<{ processed: number; failed: number }>(
    'select count(*) filter (where processed_at is not null)::int as processed, count(*) filter (where ' +
      'last_error is not null or dead_at is not null)::int as failed from webhook_inbox where event_id like $1',
    [`${prefix}%`],
  );
  return rows[0]!;
}

/** Resolves when every event of `prefix` is processed; throws on a failure or when nothing moves for 60 s. */
export async function waitProcessed(db: pg.Client, prefix: string, count: number): Promise<void> {
  let last = -1;
  let movedAt = Date.now();
  for (;;) {
    const now = await progress(db, prefix);
    if (now.failed > 0) throw new Error(`${now.failed} events failed to process`);
    if (now.processed >= count) return;
    if (now.processed !== last) [last, movedAt] = [now.processed, Date.now()];
    if (Date.now() - movedAt > 60_000) throw new Error(`processing stalled at ${now.processed} of ${count}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
