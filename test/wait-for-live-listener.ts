import pg from 'pg';

/** Resolves once lib/live's LISTEN connection is up (PostgreSQL only): a NOTIFY sent now reaches it. */
export async function waitForLiveListener(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN ` +
          `slotboard_live'`,
      );
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('lib/live did not start listening');
  } finally {
    await client.end();
  }
}
