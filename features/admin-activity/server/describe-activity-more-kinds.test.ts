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
  it(
    'says the report settings changed: the tolerance and the opening hours of a branch office, from what to ' + 'what',
    () => {
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
    },
  );
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
      'Uloženo připojení prostředí Emulátor: heslo API (změněno), přidány 2 tajné klíče webhooku, odebráno 5 ' +
        'tajných klíčů webhooku',
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
