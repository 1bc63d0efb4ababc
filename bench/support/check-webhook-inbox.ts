// What the webhook-ingest bench checks afterwards: the emulator's reservations its events name, and the inbox rows
// stored for one run's eventIds (none lost, none invented, none stored twice).
import type { Ingest } from './run-webhook-load';

export async function reservationIdsAt(emulatorUrl: string): Promise<string[]> {
  const tokenRes = await fetch(`${emulatorUrl}/v1/demo/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'api', password: 'api-password' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };
  // The demo data: the weeks around today.
  const [from, to] = [
    new Date(Date.now() - 7 * 86_400_000).toISOString(),
    new Date(Date.now() + 21 * 86_400_000).toISOString(),
  ];
  const qs = new URLSearchParams({ $filter: `StartUtc ge ${from} and StartUtc lt ${to}`, $top: '500' });
  const res = await fetch(`${emulatorUrl}/v3/demo/Reservations?${qs.toString().replace(/\+/g, '%20')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`emulator reservations: ${res.status} ${await res.text()}`);
  const ids = ((await res.json()) as { Id: string }[]).map((r) => r.Id);
  if (ids.length === 0) throw new Error('the emulator holds no reservations to name in the events');
  return ids;
}

export interface Stored {
  rows: number;
  distinctIds: number;
  deliveries: number;
  ids: Set<string>;
}

export async function storedIn(
  query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  prefix: string,
): Promise<Stored> {
  const like = `${prefix}%`;
  const [counts] = (
    await query(
      'select count(*)::int as rows, count(distinct event_id)::int as distinct_ids, coalesce(sum(deliveries), ' +
        '0)::int as deliveries from webhook_inbox where event_id like $1',
      [like],
    )
  ).rows;
  const ids = new Set(
    (await query('select event_id from webhook_inbox where event_id like $1', [like])).rows.map((r) =>
      String(r.event_id),
    ),
  );
  return {
    rows: Number(counts!.rows),
    distinctIds: Number(counts!.distinct_ids),
    deliveries: Number(counts!.deliveries),
    ids,
  };
}

/** None lost (every acknowledged id stored), none invented (every stored id was sent), each stored once. */
export function check(database: string, ingest: Ingest, stored: Stored): string[] {
  const problems: string[] = [];
  const lost = [...ingest.acked].filter((id) => !stored.ids.has(id));
  const foreign = [...stored.ids].filter((id) => !ingest.sent.has(id));
  if (lost.length)
    problems.push(
      `${database}: ${lost.length} acknowledged eventIds are not in the inbox (e.g. ${lost.slice(0, 3).join(', ')})`,
    );
  if (foreign.length) problems.push(`${database}: ${foreign.length} stored eventIds were never sent`);
  if (stored.rows !== stored.distinctIds)
    problems.push(`${database}: ${stored.rows} rows for ${stored.distinctIds} distinct eventIds (stored twice)`);
  if (stored.deliveries > ingest.deliveries)
    problems.push(`${database}: ${stored.deliveries} deliveries counted for ${ingest.deliveries} sent`);
  return problems;
}
