import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityKind, ActivityQueryInput } from '../contract';
import type { PublicUser } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { allActivity, LEGACY, SECRETS, seedActivity, type ActivityModules } from './activity-support';

// Admin → Activity on both databases: entries made by the real writers (users, the connection, the active
// environment, the sync schedule) and older shapes inserted as databases still hold them, read back filtered and
// paged; no secret ever comes out. The CSV: activity-export.int.test.ts.

describe.each(databaseTargets)('Admin → Activity on $name', (target) => {
  let audit: ActivityModules;
  let root: PublicUser;
  let ada: PublicUser;
  let pat: PublicUser;

  useFreshDatabase(target);

  beforeAll(async () => {
    ({ audit, root, ada, pat } = await seedActivity());
  });

  const all = (filters?: ActivityQueryInput) => allActivity(audit, filters);

  it('lists every entry newest first, with who did it and what, the people named', async () => {
    const page = await all();
    expect(page.total).toBe(9 + LEGACY.length);
    expect(page.rows).toHaveLength(page.total);
    const order = page.rows.map((r) => [r.at, r.id] as const);
    expect(order).toEqual([...order].sort(([a, x], [b, y]) => (a === b ? y - x : b.localeCompare(a))));

    const newest = page.rows[0]!;
    expect(newest).toMatchObject({
      action: 'sync.settings',
      kind: 'sync',
      actor: { id: ada.id, name: '=1+2 Ada', email: 'ada@example.com', known: true },
    });
    expect(newest.changes).toContainEqual({ field: 'Run every (minutes)', from: '15', to: '5' });

    const renamed = page.rows.find((r) => r.action === 'user.updated' && r.summary.startsWith('Renamed'));
    expect(renamed).toMatchObject({
      summary: 'Renamed Pat Planner (pat@example.com)',
      actor: { name: 'Root' },
      changes: [{ field: 'Name', from: 'Pat', to: 'Pat Planner' }],
    });
    const reset = page.rows.find((r) => r.action === 'user.updated' && r.actor?.id === ada.id)!;
    expect(reset.summary).toBe('Reset the password of Pat Planner (pat@example.com)');
    const created = page.rows.find((r) => r.action === 'user.created' && r.actor === null)!;
    expect(created.summary).toBe('Added Root (root@example.com) as admin');
    const activated = page.rows.find((r) => r.action === 'connection.activated' && r.actor?.id === root.id)!;
    expect(activated).toMatchObject({ kind: 'environment', summary: 'Made Emulator the active environment' });
    const legacyUser = page.rows.find((r) => r.action === 'user.updated' && r.at.startsWith('2020'))!;
    expect(legacyUser).toMatchObject({
      summary: 'Reset the password of an unknown user',
      changes: [{ field: 'Password', from: '', to: 'changed' }],
    });
  });

  it('never answers a secret, whatever the row holds', async () => {
    const text = JSON.stringify(await all());
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('filters by person, and "system" for what Slotboard did itself', async () => {
    const byAda = await all({ actor: ada.id });
    expect(byAda.rows.map((r) => r.action).sort()).toEqual(['connection.saved', 'sync.settings', 'user.updated']);
    expect(byAda.total).toBe(3);
    const system = await all({ actor: 'system' });
    expect(system.rows.every((r) => r.actor === null)).toBe(true);
    expect(system.total).toBe(1 + LEGACY.length);
    expect((await all({ actor: pat.id })).total).toBe(0);
  });

  it('filters by kind; a connection save that changed a secret is of kind secrets too', async () => {
    const kinds = async (kind: ActivityKind) => (await all({ kind })).rows;
    expect((await kinds('users')).map((r) => r.action).sort()).toEqual([
      'user.created',
      'user.created',
      'user.created',
      'user.updated',
      'user.updated',
      'user.updated',
    ]);
    expect((await kinds('connection')).map((r) => r.actor?.id ?? null)).toEqual([ada.id, root.id, null]);
    // The first save set the password and a webhook secret; the legacy one changed the password; Ada's changed neither.
    const secrets = await kinds('secrets');
    expect(secrets.map((r) => r.actor?.id ?? null)).toEqual([root.id, null]);
    expect(secrets[0]!.summary).toMatch(/API password changed.*1 webhook secret added/);
    expect((await kinds('environment')).length).toBe(8);
    expect((await kinds('sync')).map((r) => r.action)).toEqual(['sync.settings', 'sync.settings', 'sync.requested']);
    expect((await kinds('webhooks')).map((r) => r.summary)).toEqual(['Replayed 2 dead webhook events']);
  });

  it('filters by days on the given clock, both days whole, or by instants', async () => {
    const days = async (from: string, to: string, timeZone: string) =>
      (await all({ from, to, timeZone })).rows.map((r) => r.action);
    // Prague's 2020-03-29 (23 hours long) runs from 2020-03-28T23:00Z to 2020-03-29T22:00Z.
    expect(await days('2020-03-29', '2020-03-29', 'Europe/Prague')).toEqual(['connection.saved', 'sync.requested']);
    expect(await days('2020-03-29', '2020-03-29', 'UTC')).toEqual(['user.updated', 'connection.saved']);
    expect(await days('2020-03-28', '2020-03-30', 'UTC')).toHaveLength(5);
    expect((await all({ from: '2019-06-01T10:00:00.123Z', to: '2019-06-01T10:00:00.124Z' })).total).toBe(7);
    // Everything the writers made is after 2021; nothing of it before.
    expect((await all({ from: '2021-01-01' })).total).toBe(9);
    expect((await all({ to: '2020-12-31', kind: 'users' })).total).toBe(1);
  });

  it('pages without repeating or skipping an entry, at every page size', async () => {
    const whole = (await all()).rows.map((r) => r.id);
    for (let size = 1; size <= whole.length + 1; size++) {
      const seen: number[] = [];
      for (let page = 0; ; page++) {
        const answer = await audit.listActivity({ page, pageSize: size });
        expect(answer.total).toBe(whole.length);
        if (answer.rows.length === 0) break;
        expect(answer.rows.length).toBeLessThanOrEqual(size);
        seen.push(...answer.rows.map((r) => r.id));
      }
      expect(seen).toEqual(whole);
    }
    const past = await audit.listActivity({ page: 50, pageSize: 25 });
    expect(past).toMatchObject({ rows: [], total: whole.length, page: 50, pageSize: 25 });
  });

  it(
    'reads in batches from the exact stored time, so ties within a millisecond neither repeat nor ' + 'vanish',
    async () => {
      const whole = (await all()).rows.map((r) => r.id);
      for (const size of [1, 2, 3, 4, 7]) {
        const seen: number[] = [];
        for await (const batch of audit.readActivityBatches({ timeZone: 'UTC' }, size))
          seen.push(...batch.map((r: ActivityEntry) => r.id));
        expect(seen).toEqual(whole);
      }
    },
  );
});
