import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { auditChanges, type Locale } from '@/lib/contracts';
import { activityInWords } from '../logic/activity-text';
import czech from '@/messages/cs.json';
import english from '@/messages/en.json';
import { describeActivity, type ActivityRow } from './describe-activity';

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
