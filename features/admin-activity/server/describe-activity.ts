import { type ActivityChange, type ActivityKind, type ActivityText } from '../contract';
import { ENVIRONMENTS, personLabel } from '@/lib/contracts';
import type { ActivityCode } from '../logic/activity-text';

// An audit_log row as a person reads it: its kind, one sentence, and each field from what to what. It reads every
// shape the writers have used: `detail.changes` ({ field: { from, to } }, lib/contracts/audit-changes.ts) and the
// older ones still in databases (flat fields holding the new value; sync.settings { before, after };
// connection.activated { from, to }; webhooks.replay { eventIds, skipped }). The words are not English here: each
// sentence is a message of messages' `activity` namespace with its arguments (ActivityText), put in the reader's
// language by the page and the CSV export (lib/i18n: activityText).
//
// Defence in depth: a field whose name looks like a secret (password, secret, token) shows only "set", "changed" or
// "removed", whatever the row holds, at any depth; a URL's user info and secret-named query parameters are masked.

/** An audit_log row with the people it names, as features/admin-activity/server/list-activity.ts selects it. */
export interface ActivityRow {
  action: string;
  subject: string;
  detail: Record<string, unknown> | null;
  /** The user the subject names, for user.* actions; null when it names no (known) user. */
  subjectUser: { name: string; email: string } | null;
}

export interface ActivityDescription {
  kind: ActivityKind | null;
  summary: ActivityText;
  changes: ActivityChange[];
}

const SECRET_KEY = /password|secret|token/i;
/** What a change shows for a value the row does not have: the old flat shapes kept only the new value. */
const NOT_RECORDED = '';
const NOTHING = '—';

const words = (code: ActivityCode, values?: Record<string, ActivityText | number>): ActivityText =>
  values ? { code, values } : { code };
const isWords = (text: ActivityText, code: ActivityCode) =>
  typeof text === 'object' && 'code' in text && text.code === code;
const SET = words('values.set');
const CHANGED = words('values.changed');

/** The fields this version has a name for (messages: activity.fields and activity.fieldsInSentence). */
const FIELDS = [
  'email',
  'name',
  'role',
  'disabled',
  'password',
  'baseUrl',
  'tenant',
  'authMethod',
  'username',
  'units',
  'branchTimeZones',
  'orderFields',
  'webhookSecrets',
  'environment',
  'intervalMinutes',
  'backfillDaysBack',
  'backfillDaysAhead',
  'toleranceMinutes',
  'locale',
] as const;
type NamedField = (typeof FIELDS)[number] | 'apiPassword';

/** The name of a field in messages, or null for one this version has no name for. The connection's password is the API's. */
function nameOf(field: string, action: string): NamedField | null {
  if (action.startsWith('connection.') && (field === 'password' || field === 'passwordChanged')) return 'apiPassword';
  return (FIELDS as readonly string[]).includes(field) ? (field as NamedField) : null;
}

/** "lastSignedInAt" → "Last signed in at", for a field this version has no name for. */
function humanize(field: string): string {
  const words = field
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

function labelOf(field: string, action: string): ActivityText {
  // One per branch office, keyed by its id (a GUID): named by its start, as a branch without ramps is.
  if (action.startsWith('reports.') && field.startsWith('openingHours.'))
    return words('fields.openingHours', { branch: field.slice('openingHours.'.length, 'openingHours.'.length + 8) });
  const name = nameOf(field, action);
  return name ? words(`fields.${name}`) : humanize(field);
}

/** A field's name inside a sentence: "webhook secrets", "API password". */
function inSentence(field: string, action: string): ActivityText {
  const name = nameOf(field, action);
  if (name) return words(`fieldsInSentence.${name}`);
  const label = humanize(field);
  return /^[A-Z]{2}/.test(label) ? label : label[0]!.toLowerCase() + label.slice(1);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const hasValue = (v: unknown) =>
  v !== null && v !== undefined && v !== false && v !== 0 && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A URL's user info and secret-named query parameters replaced, so a credential pasted into an address never shows. */
export function maskText(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/gi, '$1***@')
    .replace(/([?&;][^=&#\s]*(?:password|secret|token)[^=&#\s]*=)[^&#\s]*/gi, '$1***');
}

/** Any value as text; keys that look like secrets say only "set" at any depth. */
function plainText(value: unknown): ActivityText {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'boolean') return words(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? NOTHING : { list: value.map(plainText) };
  if (isRecord(value)) {
    // A unit ({ id, name }) or a similar named thing reads as its name.
    if (typeof value.name === 'string' && value.name !== '') return maskText(value.name);
    const entries = Object.entries(value);
    if (entries.length === 0) return NOTHING;
    return {
      list: entries.map(([k, v]) =>
        words('pair', { key: maskText(k), value: SECRET_KEY.test(k) ? (hasValue(v) ? SET : NOTHING) : plainText(v) }),
      ),
    };
  }
  return NOTHING;
}

function valueText(field: string, value: unknown): ActivityText {
  if (field === 'disabled' && typeof value === 'boolean') return words(value ? 'values.disabled' : 'values.active');
  if (field === 'authMethod' && value === 'bearer') return words('values.bearer');
  if (field === 'authMethod' && value === 'basic') return words('values.basic');
  if (field === 'environment' && typeof value === 'string') return environmentName(value);
  if (field === 'role' && typeof value === 'string' && value) return words('role', { role: maskText(value) });
  if (field === 'locale' && typeof value === 'string' && value) return words('language', { locale: maskText(value) });
  return plainText(value);
}

/** A change of a field that looks like a secret: only whether it was there and that it changed. */
function secretChange(label: ActivityText, from: unknown, to: unknown, recorded: boolean): ActivityChange {
  return {
    field: label,
    from: recorded ? (hasValue(from) ? SET : NOTHING) : NOT_RECORDED,
    to: hasValue(to) ? CHANGED : recorded && hasValue(from) ? words('values.removed') : NOTHING,
  };
}

function change(action: string, field: string, from: unknown, to: unknown, recorded: boolean): ActivityChange {
  const label = labelOf(field, action);
  if (SECRET_KEY.test(field)) return secretChange(label, from, to, recorded);
  return { field: label, from: recorded ? valueText(field, from) : NOT_RECORDED, to: valueText(field, to) };
}

/** The `changes` of the new shape, or null when the row is of an older one. */
function changesOf(detail: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> | null {
  if (!isRecord(detail.changes)) return null;
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, c] of Object.entries(detail.changes))
    out[field] = isRecord(c) ? { from: c.from, to: c.to } : { from: undefined, to: c };
  return out;
}

const sameText = (a: ActivityText, b: ActivityText) => JSON.stringify(a) === JSON.stringify(b);

/** Every field of the row as a change: from `changes` when it has them, else the flat fields with only their new value. */
function fieldChanges(action: string, detail: Record<string, unknown>, skip: readonly string[] = []): ActivityChange[] {
  const changes = changesOf(detail);
  if (changes) {
    return (
      Object.entries(changes)
        .map(([field, c]) => change(action, field, c.from, c.to, true))
        // Null before and '' after (a new user without a name) read the same: no change worth a line.
        .filter((c) => !sameText(c.from, c.to) || isWords(c.to, 'values.changed'))
    );
  }
  return Object.entries(detail)
    .filter(([field]) => !skip.includes(field))
    .map(([field, value]) => change(action, field, undefined, value, false));
}

/** An environment by its name ("no" for none); one this version does not know, as recorded. */
function environmentName(value: unknown): ActivityText {
  if (typeof value !== 'string' || value === '') return words('environment', { environment: 'none' });
  return (ENVIRONMENTS as readonly string[]).includes(value)
    ? words('environment', { environment: value })
    : maskText(value);
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** A sentence with the reason Slotboard gave for a change it made by itself, if any. */
function withReason(summary: ActivityText, detail: Record<string, unknown>): ActivityText {
  return typeof detail.reason === 'string' && detail.reason.trim()
    ? words('withReason', { summary, reason: maskText(detail.reason.trim()) })
    : summary;
}

/** The user an entry is about, as the `users.*` messages take it: their label, and "no" when it names nobody known. */
function userOf(row: ActivityRow, detail: Record<string, unknown>): { who: string; known: 'yes' | 'no' } {
  const user = row.subjectUser;
  if (user) return { who: personLabel(user), known: 'yes' };
  const changes = changesOf(detail);
  const email = changes?.email?.to ?? detail.email;
  return typeof email === 'string' && email ? { who: maskText(email), known: 'yes' } : { who: '', known: 'no' };
}

function describeUser(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const user = userOf(row, detail);
  const changes = fieldChanges(row.action, detail, ['reason']);
  const base = { kind: 'users' as const, changes };
  if (row.action === 'user.created') {
    const role = changesOf(detail)?.role?.to ?? detail.role;
    return {
      ...base,
      summary: words('users.added', { ...user, role: typeof role === 'string' && role ? maskText(role) : 'none' }),
    };
  }
  if (row.action !== 'user.updated')
    return {
      ...base,
      summary: withReason(
        words('users.other', { ...user, action: humanize(row.action.slice('user.'.length)) || 'Changed' }),
        detail,
      ),
    };

  const fields = Object.keys(changesOf(detail) ?? detail).filter((f) => f !== 'reason');
  const valueOf = (field: string) => {
    const changes = changesOf(detail);
    return changes ? changes[field]?.to : detail[field];
  };
  const only = fields.length === 1 ? fields[0]! : null;
  const summary = (code: ActivityCode, values: Record<string, ActivityText> = {}) => ({
    ...base,
    summary: withReason(words(code, { ...user, ...values }), detail),
  });
  if (only && SECRET_KEY.test(only)) return summary('users.passwordReset');
  if (only === 'disabled') return summary(valueOf('disabled') === true ? 'users.disabled' : 'users.enabled');
  if (only === 'name') return summary('users.renamed');
  if (only === 'role' && typeof valueOf('role') === 'string')
    return summary('users.roleChanged', { role: maskText(String(valueOf('role'))) });
  if (fields.length === 0) return summary('users.unchanged');
  return summary('users.changed', { fields: { and: fields.map((f) => inSentence(f, row.action)) } });
}

/**
 * What a connection save did to secrets, in words: "API password changed, 1 webhook secret added". The current shape
 * keeps the counts of added and removed webhook secrets beside its `changes` (a rotation leaves their number as it
 * was), the older one a flag for the password besides.
 */
function secretWords(detail: Record<string, unknown>): ActivityText[] {
  const added = count(detail.webhookSecretsAdded);
  const removed = count(detail.webhookSecretsRemoved);
  const changes = changesOf(detail);
  const said = changes
    ? Object.keys(changes)
        .filter((f) => SECRET_KEY.test(f) && !(/webhook/i.test(f) && (added || removed)))
        .map((f) => words('connection.secretChanged', { field: inSentence(f, 'connection.saved') }))
    : detail.passwordChanged === true
      ? [words('connection.secretChanged', { field: words('fieldsInSentence.apiPassword') })]
      : [];
  if (added) said.push(words('connection.secretsAdded', { count: added }));
  if (removed) said.push(words('connection.secretsRemoved', { count: removed }));
  return said;
}

function describeConnection(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  if (row.action === 'connection.activated') {
    const from = detail.from;
    const to = environmentName(detail.to ?? row.subject);
    return {
      kind: 'environment',
      summary: hasValue(from)
        ? words('connection.switched', { from: environmentName(from), to })
        : words('connection.activated', { to }),
      changes: [
        { field: words('fields.activeEnvironment'), from: hasValue(from) ? environmentName(from) : NOTHING, to },
      ],
    };
  }
  const environment = environmentName(row.subject);
  const changes = changesOf(detail)
    ? fieldChanges(row.action, detail, ['reason'])
    : Object.entries(detail).flatMap(([field, value]): ActivityChange[] => {
        // The old shape's password is a flag, never a value.
        if (field === 'passwordChanged')
          return value === true ? [secretChange(labelOf(field, row.action), undefined, true, false)] : [];
        if (field === 'webhookSecretsAdded' || field === 'webhookSecretsRemoved') return [];
        return [change(row.action, field, undefined, value, false)];
      });
  // Webhook secrets added or removed (both shapes count them) and not already a change of their own.
  if (
    (count(detail.webhookSecretsAdded) || count(detail.webhookSecretsRemoved)) &&
    !changes.some((c) => isWords(c.field, 'fields.webhookSecrets'))
  ) {
    changes.push(secretChange(words('fields.webhookSecrets'), undefined, true, false));
  }
  const secrets = secretWords(detail);
  const summary =
    row.action !== 'connection.saved'
      ? words('connection.other', { action: humanize(row.action.slice('connection.'.length)), environment })
      : secrets.length
        ? words('connection.savedSecrets', { environment, secrets: { list: secrets } })
        : changesOf(detail) && changes.length === 0
          ? words('connection.unchanged', { environment })
          : words('connection.saved', { environment });
  return { kind: 'connection', summary, changes };
}

function describeSync(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const environment = environmentName(row.subject);
  const kind = 'sync' as const;
  if (row.action === 'sync.requested') {
    const summary =
      typeof detail.runId === 'number'
        ? words('sync.requestedRun', { environment, run: String(detail.runId) })
        : words('sync.requested', { environment });
    return { kind, summary, changes: [] };
  }
  if (row.action === 'sync.settings') {
    let changes: ActivityChange[];
    if (!changesOf(detail) && (isRecord(detail.before) || isRecord(detail.after))) {
      const before = isRecord(detail.before) ? detail.before : {};
      const after = isRecord(detail.after) ? detail.after : {};
      changes = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
        .map((f) => change(row.action, f, before[f], after[f], true));
    } else {
      changes = fieldChanges(row.action, detail);
    }
    return {
      kind,
      summary: words(changes.length ? 'sync.scheduleChanged' : 'sync.scheduleUnchanged', { environment }),
      changes,
    };
  }
  return {
    kind,
    summary: words('sync.other', { action: humanize(row.action.slice('sync.'.length)), environment }),
    changes: fieldChanges(row.action, detail),
  };
}

function describeWebhooks(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const kind = 'webhooks' as const;
  if (row.action === 'webhooks.replay' && !changesOf(detail)) {
    const ids = Array.isArray(detail.eventIds) ? detail.eventIds.map(plainText) : [];
    const reasonOf = (reason: unknown) =>
      reason === 'not_dead'
        ? words('values.notDead')
        : reason === 'not_found'
          ? words('values.notFound')
          : plainText(reason);
    const skipped = Array.isArray(detail.skipped)
      ? detail.skipped.map((s) =>
          isRecord(s)
            ? words('webhooks.skippedEvent', { id: plainText(s.eventId), reason: reasonOf(s.reason) })
            : plainText(s),
        )
      : [];
    const changes: ActivityChange[] = [];
    if (ids.length) changes.push({ field: words('fields.eventsReplayed'), from: NOT_RECORDED, to: { list: ids } });
    if (skipped.length) changes.push({ field: words('fields.skipped'), from: NOT_RECORDED, to: { list: skipped } });
    const summary = skipped.length
      ? words('webhooks.replayedSkipped', { count: ids.length, skipped: skipped.length })
      : words('webhooks.replayed', { count: ids.length });
    return { kind, summary, changes };
  }
  return {
    kind,
    summary: words('webhooks.other', { action: humanize(row.action.slice('webhooks.'.length)) }),
    changes: fieldChanges(row.action, detail),
  };
}

function describeReports(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const summary =
    row.action === 'reports.settings'
      ? words('reports.settings')
      : words('reports.other', { action: humanize(row.action.slice('reports.'.length)) });
  return { kind: 'reports', summary, changes: fieldChanges(row.action, detail) };
}

/** The kind, sentence and changes of one audit_log row. Pure: the same row always reads the same. */
export function describeActivity(row: ActivityRow): ActivityDescription {
  const detail = isRecord(row.detail) ? row.detail : {};
  const group = row.action.split('.')[0];
  if (group === 'user') return describeUser(row, detail);
  if (group === 'connection') return describeConnection(row, detail);
  if (group === 'sync') return describeSync(row, detail);
  if (group === 'webhooks') return describeWebhooks(row, detail);
  if (group === 'reports') return describeReports(row, detail);
  const summary =
    row.action === 'settings.site_locale'
      ? words('other.siteLanguage')
      : words('other.action', { action: maskText(row.action), subject: maskText(row.subject) });
  return { kind: null, summary, changes: fieldChanges(row.action, detail) };
}
