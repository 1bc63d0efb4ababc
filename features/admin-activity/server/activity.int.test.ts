import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityExportQueryInput, ActivityKind, ActivityQueryInput } from '../contract';
import type { PublicUser } from '@/lib/contracts';
import { activityInWords } from '../logic/activity-text';
import czech from '@/messages/cs.json';
import english from '@/messages/en.json';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// Admin → Activity on both databases: entries made by the real writers (users, the connection, the active
// environment, the sync schedule) and older shapes inserted as databases still hold them, read back filtered, paged
// and as CSV; no secret ever comes out.

const API_PASSWORD = 'api-password-int-9Q';
const WEBHOOK_SECRET = 'webhook-secret-int-7Zk2';
const USER_PASSWORD = 'first-password-4Xr';
const NEW_USER_PASSWORD = 'second-password-8Wp';
const SECRETS = [API_PASSWORD, WEBHOOK_SECRET, USER_PASSWORD, NEW_USER_PASSWORD, 'legacy-secret-in-row'];

const CONNECTION = {
  baseUrl: 'http://127.0.0.1:4010/',
  tenant: 'demo',
  authMethod: 'bearer' as const,
  username: 'api',
  password: API_PASSWORD,
  webhookSecrets: { add: WEBHOOK_SECRET, removeIds: [] },
  units: [{ id: '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11', name: 'Pallet' }],
  branchTimeZones: {},
};

/** Older rows at fixed times around the night Prague's clocks went forward (2020-03-29), and seven that tie. */
const LEGACY = [
  {
    at: '2020-03-28 22:59:59.999999+00',
    action: 'webhooks.replay',
    subject: 'webhook_inbox',
    detail: { eventIds: ['e1', 'e2'], skipped: [] },
  },
  { at: '2020-03-28 23:00:00+00', action: 'sync.requested', subject: 'emulator', detail: { runId: 4 } },
  {
    at: '2020-03-29 21:59:59.5+00',
    action: 'connection.saved',
    subject: 'emulator',
    detail: {
      baseUrl: 'http://127.0.0.1:4010',
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      passwordChanged: true,
      webhookSecretsAdded: 0,
      webhookSecretsRemoved: 0,
      apiToken: 'legacy-secret-in-row',
    },
  },
  {
    at: '2020-03-29 22:00:00+00',
    action: 'user.updated',
    subject: '00000000-0000-4000-8000-000000000000',
    detail: { password: 'legacy-secret-in-row' },
  },
  {
    at: '2020-03-30 09:00:00+00',
    action: 'sync.settings',
    subject: 'emulator',
    detail: { before: { intervalMinutes: 15 }, after: { intervalMinutes: 5 } },
  },
  // Within one millisecond, so only the stored microseconds order them: a batch edge between them must hold.
  ...Array.from({ length: 7 }, (_, i) => ({
    at: `2019-06-01 10:00:00.12345${i}+00`,
    action: 'connection.activated',
    subject: 'emulator',
    detail: { from: 'sandbox', to: 'emulator' },
  })),
];

const ENGLISH = {
  t: createTranslator({ locale: 'en', messages: english, namespace: 'activity' }),
  locale: 'en' as const,
};
const CZECH = { t: createTranslator({ locale: 'cs', messages: czech, namespace: 'activity' }), locale: 'cs' as const };
const HEADERS = ['When (UTC)', 'Local time', 'Who', 'E-mail', 'Kind', 'What', 'Changes', 'Action', 'Entry'];
/** An entry as an English reader reads it. */
const inEnglish = (entry: ActivityEntry) => ({ ...entry, ...activityInWords(entry, ENGLISH.t, 'en') });

describe.each(databaseTargets)('Admin → Activity on $name', (target) => {
  // The module files, not the entry: it exports only what the routes use.
  let audit: typeof import('./list-activity') &
    typeof import('./export-activity') &
    typeof import('./build-activity-csv');
  let auth: typeof import('@/lib/auth');
  let settings: typeof import('@/lib/settings');
  let sync: typeof import('@/features/sync/server');
  let db: typeof import('@/lib/db');
  let root: PublicUser;
  let ada: PublicUser;
  let pat: PublicUser;

  useFreshDatabase(target);

  beforeAll(async () => {
    audit = {
      ...(await import('./list-activity')),
      ...(await import('./export-activity')),
      ...(await import('./build-activity-csv')),
    };
    auth = await import('@/lib/auth');
    settings = await import('@/lib/settings');
    sync = await import('@/features/sync/server');
    db = await import('@/lib/db');

    // Made by Slotboard itself (no actor), then by people.
    root = await auth.createUser(
      { email: 'root@example.com', name: 'Root', role: 'admin', password: USER_PASSWORD },
      null,
    );
    // A name a spreadsheet would run as a formula.
    ada = await auth.createUser(
      { email: 'ada@example.com', name: '=1+2 Ada', role: 'admin', password: USER_PASSWORD },
      root.id,
    );
    pat = await auth.createUser(
      { email: 'pat@example.com', name: 'Pat', role: 'planner', password: USER_PASSWORD },
      root.id,
    );
    await auth.updateUser(pat.id, { name: 'Pat Planner' }, root.id);
    await auth.updateUser(pat.id, { password: NEW_USER_PASSWORD }, ada.id);
    await settings.saveConnection('emulator', CONNECTION, root.id);
    await settings.saveConnection(
      'emulator',
      { ...CONNECTION, password: undefined, webhookSecrets: { removeIds: [] }, tenant: 'demo-2' },
      ada.id,
    );
    await settings.setActiveEnvironment('emulator', root.id);
    await sync.saveSyncSettings({ intervalMinutes: 5 }, ada.id);

    const handle = await db.getDb();
    for (const row of LEGACY) {
      await handle.execute(
        sql`insert into audit_log (at, actor_id, action, subject, detail) values (${row.at}::timestamptz, null, ${row.action}, ${row.subject}, ${JSON.stringify(row.detail)}::jsonb)`,
      );
    }
  });

  const all = async (filters: ActivityQueryInput = {}) => {
    const page = await audit.listActivity({ ...filters, pageSize: 200 });
    return { ...page, rows: page.rows.map(inEnglish) };
  };

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

  it('exports the filtered trail as CSV, streamed, formulas defused, no secret', async () => {
    const read = async (filters: ActivityExportQueryInput, batch?: number) => {
      const file = await audit.exportActivity(filters, ENGLISH, batch);
      expect(file.filename).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      // Keeping the byte order mark, which Response.text() would drop.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(file.stream).arrayBuffer());
    };
    const text = await read({ timeZone: 'Europe/Prague' }, 4);
    expect(text.startsWith('\uFEFF')).toBe(true);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(9 + LEGACY.length);
    expect(rows.map((r) => Number(r[8]))).toEqual((await all()).rows.map((r) => r.id));

    const cell = (row: string[], name: string) => row[header!.indexOf(name)]!;
    const adas = rows.filter((r) => cell(r, 'E-mail') === 'ada@example.com');
    expect(adas).toHaveLength(3);
    // Ada's name starts with "=": a spreadsheet gets it as text.
    expect(adas.map((r) => cell(r, 'Who'))).toEqual(["'=1+2 Ada", "'=1+2 Ada", "'=1+2 Ada"]);
    const tie = rows.find((r) => cell(r, 'When (UTC)') === '2019-06-01T10:00:00.123Z')!;
    expect(cell(tie, 'Local time')).toBe('2019-06-01 12:00:00 +02:00');
    expect(cell(tie, 'Who')).toBe('System');
    const renamed = rows.find((r) => cell(r, 'What').startsWith('Renamed'))!;
    expect(cell(renamed, 'Changes')).toBe('Name: Pat → Pat Planner');
    expect(cell(renamed, 'Kind')).toBe('Users');

    // The same filters as the page.
    const secretsOnly = Papa.parse<string[]>((await read({ kind: 'secrets' })).slice(1), { skipEmptyLines: true }).data;
    expect(secretsOnly).toHaveLength(3);
    const none = Papa.parse<string[]>((await read({ actor: pat.id })).slice(1), { skipEmptyLines: true }).data;
    expect(none).toEqual([HEADERS]);
  });

  it('writes the CSV in the language it is asked for: headers, kinds, sentences and changes', async () => {
    const file = await audit.exportActivity({ kind: 'users' }, CZECH);
    const [header, ...rows] = Papa.parse<string[]>((await new Response(file.stream).text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(['Kdy (UTC)', 'Místní čas', 'Kdo', 'E-mail', 'Druh', 'Co', 'Změny', 'Akce', 'Záznam']);
    const renamed = rows.find((r) => r[7] === 'user.updated' && r[5]!.startsWith('Přejmenován'))!;
    expect(renamed.slice(4, 7)).toEqual([
      'Uživatelé',
      'Přejmenován uživatel Pat Planner (pat@example.com)',
      'Jméno: Pat → Pat Planner',
    ]);
    expect(rows.find((r) => r[2] === 'Systém')?.[5]).toBe('Přidán uživatel Root (root@example.com) s rolí správce');
  });

  it('refuses a filter it cannot use, naming the field', async () => {
    await expect(audit.listActivity({ kind: 'orders' as never })).rejects.toMatchObject({
      code: 'invalid_request',
      details: [{ field: 'kind' }],
    });
    await expect(audit.exportActivity({ from: '2026-11-24', to: '2026-11-23' }, ENGLISH)).rejects.toMatchObject({
      code: 'invalid_request',
      details: [{ field: 'to' }],
    });
    await expect(audit.listActivity({ actor: 'someone' })).rejects.toMatchObject({ details: [{ field: 'actor' }] });
  });
});
