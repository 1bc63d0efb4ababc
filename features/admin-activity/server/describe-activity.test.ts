import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { auditChanges, type Locale, SECRET_CHANGED } from '@/lib/contracts';
import { activityInWords } from '../logic/activity-text';
import czech from '@/messages/cs.json';
import english from '@/messages/en.json';
import { describeActivity, maskText, type ActivityRow } from './describe-activity';

const MESSAGES = { en: english, cs: czech };
/** A row as a reader of `locale` reads it: the description put in words, as the page and the CSV export put it. */
function read(activityRow: ActivityRow, locale: Locale = 'en') {
  const described = describeActivity(activityRow);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'activity' });
  return { kind: described.kind, ...activityInWords(described, t, locale) };
}

const ANN = { name: 'Ann Planner', email: 'ann@example.com' };
const row = (
  action: string,
  detail: Record<string, unknown> | null,
  extra: Partial<ActivityRow> = {},
): ActivityRow => ({ action, subject: 'emulator', detail, subjectUser: null, ...extra });
const userRow = (action: string, detail: Record<string, unknown>) =>
  row(action, detail, { subject: '4f7c2a9e-2a4b-4c1b-9a51-0d3f4d2c1b10', subjectUser: ANN });

/** Everything a description holds and prints, in both languages, as one text. */
const printed = (r: ActivityRow) => JSON.stringify([describeActivity(r), read(r), read(r, 'cs')]);

describe('describeActivity: users', () => {
  it('reads a created user in the older flat shape and the changes shape', () => {
    const old = read(userRow('user.created', { email: 'ann@example.com', role: 'planner' }));
    expect(old).toEqual({
      kind: 'users',
      kindLabel: 'Users',
      summary: 'Added Ann Planner (ann@example.com) as planner',
      changes: [
        { field: 'E-mail', from: '', to: 'ann@example.com' },
        { field: 'Role', from: '', to: 'planner' },
      ],
    });
    const current = read(
      userRow('user.created', {
        changes: auditChanges(null, { email: 'ann@example.com', name: 'Ann Planner', role: 'planner' }),
      }),
    );
    expect(current.summary).toBe('Added Ann Planner (ann@example.com) as planner');
    expect(current.changes).toEqual([
      { field: 'E-mail', from: '—', to: 'ann@example.com' },
      { field: 'Name', from: '—', to: 'Ann Planner' },
      { field: 'Role', from: '—', to: 'planner' },
    ]);
  });

  it('names the user from the entry when the subject names no user', () => {
    expect(read(row('user.created', { email: 'gone@example.com', role: 'viewer' }, { subject: 'x' })).summary).toBe(
      'Added gone@example.com as viewer',
    );
    expect(read(row('user.updated', { name: 'X' }, { subject: 'x' })).summary).toBe('Renamed an unknown user');
  });

  it('says what an update did, from what to what', () => {
    const renamed = read(userRow('user.updated', { changes: { name: { from: 'Ann', to: 'Ann Planner' } } }));
    expect(renamed.summary).toBe('Renamed Ann Planner (ann@example.com)');
    expect(renamed.changes).toEqual([{ field: 'Name', from: 'Ann', to: 'Ann Planner' }]);

    const promoted = read(userRow('user.updated', { changes: { role: { from: 'planner', to: 'admin' } } }));
    expect(promoted).toMatchObject({
      summary: 'Made Ann Planner (ann@example.com) admin',
      changes: [{ field: 'Role', from: 'planner', to: 'admin' }],
    });

    const disabled = read(userRow('user.updated', { changes: { disabled: { from: false, to: true } } }));
    expect(disabled).toMatchObject({
      summary: 'Disabled Ann Planner (ann@example.com)',
      changes: [{ field: 'Status', from: 'active', to: 'disabled' }],
    });
    expect(read(userRow('user.updated', { disabled: false })).summary).toBe('Enabled Ann Planner (ann@example.com)');

    const several = read(
      userRow('user.updated', {
        changes: {
          name: { from: 'A', to: 'B' },
          role: { from: 'viewer', to: 'planner' },
          disabled: { from: true, to: false },
        },
      }),
    );
    expect(several.summary).toBe('Changed the name, role and status of Ann Planner (ann@example.com)');
  });

  it('keeps the reason of a change Slotboard made by itself', () => {
    const entry = read(userRow('user.updated', { disabled: true, reason: 'demo account outside the demo' }));
    expect(entry.summary).toBe('Disabled Ann Planner (ann@example.com) (demo account outside the demo)');
    expect(entry.changes).toEqual([{ field: 'Status', from: '', to: 'disabled' }]);
  });

  it('shows a password reset only as changed, in both shapes', () => {
    const old = read(userRow('user.updated', { password: 'changed' }));
    expect(old).toMatchObject({
      summary: 'Reset the password of Ann Planner (ann@example.com)',
      changes: [{ field: 'Password', from: '', to: 'changed' }],
    });
    const current = read(
      userRow('user.updated', {
        changes: auditChanges({ password: 'x' }, { password: 'n3w-s3cret-pass' }, ['password']),
      }),
    );
    expect(current.changes).toEqual([{ field: 'Password', from: 'set', to: 'changed' }]);
  });
});

describe('describeActivity: the connection and the environment', () => {
  const OLD_SAVE = {
    baseUrl: 'http://127.0.0.1:4010',
    tenant: 'demo',
    authMethod: 'bearer',
    username: 'api',
    passwordChanged: true,
    webhookSecretsAdded: 1,
    webhookSecretsRemoved: 2,
  };

  it('reads an older connection save: new values, the secrets only as changed and counted', () => {
    const entry = read(row('connection.saved', OLD_SAVE));
    expect(entry).toEqual({
      kind: 'connection',
      kindLabel: 'Connection',
      summary: 'Saved the Emulator connection: API password changed, 1 webhook secret added, 2 webhook secrets removed',
      changes: [
        { field: 'Address', from: '', to: 'http://127.0.0.1:4010' },
        { field: 'Tenant', from: '', to: 'demo' },
        { field: 'Sign-in method', from: '', to: 'Bearer token' },
        { field: 'API user', from: '', to: 'api' },
        { field: 'API password', from: '', to: 'changed' },
        { field: 'Webhook secrets', from: '', to: 'changed' },
      ],
    });
    const plain = { ...OLD_SAVE, passwordChanged: false, webhookSecretsAdded: 0, webhookSecretsRemoved: 0 };
    expect(read(row('connection.saved', plain)).summary).toBe('Saved the Emulator connection');
  });

  it('reads a connection save with changes, from what to what', () => {
    const before = {
      baseUrl: 'http://old:4010',
      tenant: 'demo',
      units: [{ id: 'u1', name: 'Pallet' }],
      branchTimeZones: {},
    };
    const after = {
      baseUrl: 'http://new:4010',
      tenant: 'demo',
      units: [
        { id: 'u1', name: 'Pallet' },
        { id: 'u2', name: 'Truck' },
      ],
      branchTimeZones: { b1: 'Europe/Prague' },
      password: 'pw',
      webhookSecrets: 'added',
    };
    const entry = read(
      row(
        'connection.saved',
        { changes: auditChanges(before, after, ['password', 'webhookSecrets']) },
        { subject: 'sandbox' },
      ),
    );
    expect(entry.summary).toBe('Saved the Sandbox connection: API password changed, webhook secrets changed');
    expect(entry.changes).toEqual([
      { field: 'Address', from: 'http://old:4010', to: 'http://new:4010' },
      { field: 'Units', from: 'Pallet', to: 'Pallet, Truck' },
      { field: 'Branch time zones', from: '—', to: 'b1: Europe/Prague' },
      { field: 'API password', from: 'set', to: 'changed' },
      { field: 'Webhook secrets', from: 'set', to: 'changed' },
    ]);
    expect(read(row('connection.saved', { changes: {} })).summary).toBe(
      'Saved the Emulator connection without changes',
    );
  });

  it('reads a change of the order field mapping (Admin → Service connection) by its own name', () => {
    const entry = read(
      row(
        'connection.saved',
        { changes: auditChanges({ orderFields: {} }, { orderFields: { 'Order.DeliveryDate': null } }) },
        { subject: 'sandbox' },
      ),
    );
    expect(entry.summary).toBe('Saved the Sandbox connection');
    expect(entry.changes.map((c) => c.field)).toEqual(['Order field mapping']);
  });

  it('reads a save as the writer makes it: changes, and the webhook secrets counted beside them', () => {
    const before = { baseUrl: 'http://127.0.0.1:4010', tenant: 'demo', webhookSecrets: 1 };
    // A rotation: one secret added, one removed, as many as before.
    const rotated = {
      changes: auditChanges(before, { ...before, password: 'pw-new-value' }, ['password']),
      webhookSecretsAdded: 1,
      webhookSecretsRemoved: 1,
    };
    expect(read(row('connection.saved', rotated))).toMatchObject({
      summary: 'Saved the Emulator connection: API password changed, 1 webhook secret added, 1 webhook secret removed',
      changes: [
        { field: 'API password', from: 'set', to: 'changed' },
        { field: 'Webhook secrets', from: '', to: 'changed' },
      ],
    });
    const added = {
      changes: auditChanges(before, { ...before, webhookSecrets: 2 }, ['password']),
      webhookSecretsAdded: 1,
      webhookSecretsRemoved: 0,
    };
    expect(read(row('connection.saved', added))).toMatchObject({
      summary: 'Saved the Emulator connection: 1 webhook secret added',
      changes: [{ field: 'Webhook secrets', from: 'set', to: 'changed' }],
    });
    const plain = {
      changes: auditChanges(before, { ...before, tenant: 'other' }, ['password']),
      webhookSecretsAdded: 0,
      webhookSecretsRemoved: 0,
    };
    expect(read(row('connection.saved', plain))).toMatchObject({
      summary: 'Saved the Emulator connection',
      changes: [{ field: 'Tenant', from: 'demo', to: 'other' }],
    });
  });

  it('reads a switch of the active environment', () => {
    expect(read(row('connection.activated', { from: 'sandbox', to: 'emulator' }))).toEqual({
      kind: 'environment',
      kindLabel: 'Environment',
      summary: 'Switched the active environment from Sandbox to Emulator',
      changes: [{ field: 'Active environment', from: 'Sandbox', to: 'Emulator' }],
    });
    expect(read(row('connection.activated', { from: null, to: 'emulator' })).summary).toBe(
      'Made Emulator the active environment',
    );
  });
});

describe('describeActivity: sync and webhooks', () => {
  it('reads a requested run', () => {
    expect(read(row('sync.requested', { runId: 7 }))).toEqual({
      kind: 'sync',
      kindLabel: 'Sync',
      summary: 'Asked for a sync of the Emulator connection now (run 7)',
      changes: [],
    });
  });

  it('reads schedule changes from before and after, and from changes', () => {
    const before = { intervalMinutes: 15, backfillDaysBack: 30, backfillDaysAhead: 90 };
    const entry = read(row('sync.settings', { before, after: { ...before, intervalMinutes: 5 } }));
    expect(entry).toMatchObject({
      summary: 'Changed the sync schedule of the Emulator connection',
      changes: [{ field: 'Run every (minutes)', from: '15', to: '5' }],
    });
    expect(read(row('sync.settings', { before, after: before })).summary).toBe(
      'Saved the sync schedule of the Emulator connection without changes',
    );
    const current = read(
      row('sync.settings', { changes: auditChanges(before, { ...before, backfillDaysAhead: 120 }) }),
    );
    expect(current.changes).toEqual([{ field: 'First download: days ahead', from: '90', to: '120' }]);
  });

  it('reads a webhook replay with its skipped events', () => {
    const entry = read(
      row(
        'webhooks.replay',
        {
          eventIds: ['e1', 'e2'],
          skipped: [
            { eventId: 'e3', reason: 'not_dead' },
            { eventId: 'e4', reason: 'not_found' },
          ],
        },
        { subject: 'webhook_inbox' },
      ),
    );
    expect(entry).toEqual({
      kind: 'webhooks',
      kindLabel: 'Webhooks',
      summary: 'Replayed 2 dead webhook events (2 skipped)',
      changes: [
        { field: 'Events replayed', from: '', to: 'e1, e2' },
        { field: 'Skipped', from: '', to: 'e3 (not dead), e4 (not found)' },
      ],
    });
  });

  it('reads an action it does not know as it stands, and a row without detail', () => {
    expect(read(row('orders.purged', { count: 3 }, { subject: 'orders' }))).toEqual({
      kind: null,
      kindLabel: 'Other',
      summary: 'orders.purged on orders',
      changes: [{ field: 'Count', from: '', to: '3' }],
    });
    expect(read(row('sync.requested', null)).summary).toBe('Asked for a sync of the Emulator connection now');
  });
});

describe('describeActivity never prints a secret', () => {
  const SECRET = 'hunter2-very-secret-value';
  const cases: [string, Record<string, unknown>][] = [
    ['user.updated', { password: SECRET }],
    ['user.updated', { changes: { password: { from: SECRET, to: SECRET } } }],
    ['user.created', { email: 'a@example.com', role: 'viewer', apiToken: SECRET }],
    [
      'connection.saved',
      { baseUrl: 'http://127.0.0.1:4010', passwordChanged: SECRET, webhookSecretsAdded: SECRET, webhookSecret: SECRET },
    ],
    [
      'connection.saved',
      {
        changes: {
          password: { from: null, to: SECRET },
          webhookSecrets: { from: [SECRET], to: [{ id: 'x', secretEnc: SECRET }] },
        },
      },
    ],
    [
      'connection.saved',
      { changes: { settings: { from: null, to: { nested: { clientSecret: SECRET }, list: [{ token: SECRET }] } } } },
    ],
    ['connection.saved', { baseUrl: `https://api:${SECRET}@slots.example.com/?access_token=${SECRET}&tenant=demo` }],
    ['sync.settings', { before: { refreshToken: SECRET }, after: { refreshToken: `${SECRET}-2` } }],
    ['webhooks.replay', { changes: { signingSecret: { from: SECRET, to: SECRET } } }],
    ['something.else', { PASSWORD: SECRET, deep: { Token: SECRET } }],
  ];

  it.each(cases)('%s %j', (action, detail) => {
    const described = printed(row(action, detail));
    expect(described).not.toContain(SECRET);
    expect(described).not.toContain('hunter2');
  });

  it('shows a secret field as set, changed or removed only', () => {
    const entry = read(
      row('connection.saved', {
        changes: { password: { from: SECRET_CHANGED, to: SECRET_CHANGED }, webhookSecrets: { from: 'x', to: null } },
      }),
    );
    expect(entry.changes).toEqual([
      { field: 'API password', from: 'set', to: 'changed' },
      { field: 'Webhook secrets', from: 'set', to: 'removed' },
    ]);
  });

  it('masks credentials in an address and keeps the rest', () => {
    expect(maskText('https://user:pw@host.example/path?token=abc&tenant=demo')).toBe(
      'https://***@host.example/path?token=***&tenant=demo',
    );
    expect(maskText('http://127.0.0.1:4010/odata')).toBe('http://127.0.0.1:4010/odata');
  });
});

describe('describeActivity: reports', () => {
  it('says the report settings changed: the tolerance and the opening hours of a branch office, from what to what', () => {
    const detail = {
      changes: auditChanges(
        { toleranceMinutes: 15, 'openingHours.7c570089-3a34-4d83-841a-abe1f6f21057': '00:00–24:00' },
        { toleranceMinutes: 30, 'openingHours.7c570089-3a34-4d83-841a-abe1f6f21057': '06:00–22:00' },
      ),
    };
    expect(read(row('reports.settings', detail, { subject: 'reports' }))).toEqual({
      kind: 'reports',
      kindLabel: 'Reports',
      summary: 'Changed the report settings',
      changes: [
        { field: 'On time within (minutes)', from: '15', to: '30' },
        { field: 'Opening hours, branch 7c570089', from: '00:00–24:00', to: '06:00–22:00' },
      ],
    });
  });
});

describe('describeActivity: site settings', () => {
  it('says the site language changed, from what to what', () => {
    const detail = { changes: auditChanges({ locale: 'en' }, { locale: 'cs' }) };
    expect(read(row('settings.site_locale', detail, { subject: 'site' }))).toEqual({
      kind: null,
      kindLabel: 'Other',
      summary: 'Changed the site language',
      changes: [{ field: 'Language', from: 'en', to: 'cs' }],
    });
  });
});

describe('describeActivity in Czech', () => {
  it('puts the same entries in Czech words: roles, environments, counts with their plural forms', () => {
    expect(read(userRow('user.created', { email: 'ann@example.com', role: 'planner' }), 'cs')).toMatchObject({
      kindLabel: 'Uživatelé',
      summary: 'Přidán uživatel Ann Planner (ann@example.com) s rolí plánovač',
      changes: [
        { field: 'E-mail', from: '', to: 'ann@example.com' },
        { field: 'Role', from: '', to: 'plánovač' },
      ],
    });
    expect(read(row('user.updated', { password: 'x' }, { subject: 'x' }), 'cs').summary).toBe(
      'Obnoveno heslo neznámého uživatele',
    );
    const several = {
      changes: {
        name: { from: 'A', to: 'B' },
        role: { from: 'viewer', to: 'planner' },
        disabled: { from: true, to: false },
      },
    };
    expect(read(userRow('user.updated', several), 'cs')).toMatchObject({
      summary: 'Změněno u uživatele Ann Planner (ann@example.com): jméno, role a\u00a0stav',
      changes: [
        { field: 'Jméno', from: 'A', to: 'B' },
        { field: 'Role', from: 'čtenář', to: 'plánovač' },
        { field: 'Stav', from: 'deaktivován', to: 'aktivní' },
      ],
    });
    const saved = {
      baseUrl: 'http://127.0.0.1:4010',
      passwordChanged: true,
      webhookSecretsAdded: 2,
      webhookSecretsRemoved: 5,
    };
    expect(read(row('connection.saved', saved), 'cs').summary).toBe(
      'Uloženo připojení prostředí Emulátor: heslo API (změněno), přidány 2 tajné klíče webhooku, odebráno 5 tajných klíčů webhooku',
    );
    expect(read(row('connection.activated', { from: 'sandbox', to: 'emulator' }), 'cs')).toMatchObject({
      kindLabel: 'Prostředí',
      summary: 'Aktivní prostředí přepnuto: Sandbox → Emulátor',
      changes: [{ field: 'Aktivní prostředí', from: 'Sandbox', to: 'Emulátor' }],
    });
    expect(
      read(row('webhooks.replay', { eventIds: ['e1'], skipped: [{ eventId: 'e3', reason: 'not_found' }] }), 'cs')
        .summary,
    ).toBe('Znovu zpracována 1 vzdaná událost webhooku (1 přeskočena)');
    expect(
      read(row('settings.site_locale', { changes: auditChanges({ locale: 'en' }, { locale: 'cs' }) }), 'cs').changes,
    ).toEqual([{ field: 'Jazyk', from: 'angličtina', to: 'čeština' }]);
  });
});
