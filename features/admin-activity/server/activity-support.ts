import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { ActivityEntry, ActivityQueryInput } from '../contract';
import { activityInWords } from '../logic/activity-text';
import czech from '@/messages/cs.json';
import english from '@/messages/en.json';

// What the activity*.int.test.ts files share: the secrets no answer may hold, the trail made in each file's fresh
// database by the real writers and the older rows inserted beside it, and the reader's words.

const API_PASSWORD = 'api-password-int-9Q';
const WEBHOOK_SECRET = 'webhook-secret-int-7Zk2';
const USER_PASSWORD = 'first-password-4Xr';
const NEW_USER_PASSWORD = 'second-password-8Wp';
export const SECRETS = [API_PASSWORD, WEBHOOK_SECRET, USER_PASSWORD, NEW_USER_PASSWORD, 'legacy-secret-in-row'];

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
export const LEGACY = [
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

export const ENGLISH = {
  t: createTranslator({ locale: 'en', messages: english, namespace: 'activity' }),
  locale: 'en' as const,
};
export const CZECH = {
  t: createTranslator({ locale: 'cs', messages: czech, namespace: 'activity' }),
  locale: 'cs' as const,
};
export const HEADERS = ['When (UTC)', 'Local time', 'Who', 'E-mail', 'Kind', 'What', 'Changes', 'Action', 'Entry'];
/** An entry as an English reader reads it. */
const inEnglish = (entry: ActivityEntry) => ({ ...entry, ...activityInWords(entry, ENGLISH.t, 'en') });

// The module files, not the entry: it exports only what the routes use.
export type ActivityModules = typeof import('./list-activity') &
  typeof import('./export-activity') &
  typeof import('./build-activity-csv');

/** Each file's beforeAll: the trail made and the older rows inserted; answers the modules and the people. */
export async function seedActivity() {
  const audit: ActivityModules = {
    ...(await import('./list-activity')),
    ...(await import('./export-activity')),
    ...(await import('./build-activity-csv')),
  };
  const auth = await import('@/lib/auth');
  const settings = await import('@/lib/settings');
  const sync = await import('@/features/sync/server');
  const db = await import('@/lib/db');

  // Made by Slotboard itself (no actor), then by people.
  const root = await auth.createUser(
    { email: 'root@example.com', name: 'Root', role: 'admin', password: USER_PASSWORD },
    null,
  );
  // A name a spreadsheet would run as a formula.
  const ada = await auth.createUser(
    { email: 'ada@example.com', name: '=1+2 Ada', role: 'admin', password: USER_PASSWORD },
    root.id,
  );
  const pat = await auth.createUser(
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
      sql`insert into audit_log (at, actor_id, action, subject, detail)
        values (${row.at}::timestamptz, null, ${row.action}, ${row.subject}, ${JSON.stringify(row.detail)}::jsonb)`,
    );
  }
  return { audit, root, ada, pat };
}

/** Every entry the filters match, as an English reader reads it. */
export const allActivity = async (audit: ActivityModules, filters: ActivityQueryInput = {}) => {
  const page = await audit.listActivity({ ...filters, pageSize: 200 });
  return { ...page, rows: page.rows.map(inEnglish) };
};
