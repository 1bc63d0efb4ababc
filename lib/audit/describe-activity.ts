import { ENVIRONMENT_LABELS, type ActivityChange, type ActivityKind, ACTIVITY_KIND_LABELS, personLabel } from '@/lib/contracts';

// An audit_log row as a person reads it: its kind, one sentence, and each field from what to what. It reads every
// shape the writers have used: `detail.changes` ({ field: { from, to } }, lib/contracts/audit-changes.ts) and the
// older ones still in databases (flat fields holding the new value; sync.settings { before, after };
// connection.activated { from, to }; webhooks.replay { eventIds, skipped }).
//
// Defence in depth: a field whose name looks like a secret (password, secret, token) shows only "set", "changed" or
// "removed", whatever the row holds, at any depth; a URL's user info and secret-named query parameters are masked.

/** An audit_log row with the people it names, as lib/audit/list-activity.ts selects it. */
export interface ActivityRow {
  action: string;
  subject: string;
  detail: Record<string, unknown> | null;
  /** The user the subject names, for user.* actions; null when it names no (known) user. */
  subjectUser: { name: string; email: string } | null;
}

export interface ActivityDescription {
  kind: ActivityKind | null;
  kindLabel: string;
  summary: string;
  changes: ActivityChange[];
}

const SECRET_KEY = /password|secret|token/i;
/** What a change shows for a value the row does not have: the old flat shapes kept only the new value. */
const NOT_RECORDED = '';
const NOTHING = '—';

const LABELS: Record<string, string> = {
  email: 'E-mail',
  name: 'Name',
  role: 'Role',
  disabled: 'Status',
  password: 'Password',
  baseUrl: 'Address',
  tenant: 'Tenant',
  authMethod: 'Sign-in method',
  username: 'API user',
  units: 'Units',
  branchTimeZones: 'Branch time zones',
  webhookSecrets: 'Webhook secrets',
  environment: 'Environment',
  intervalMinutes: 'Run every (minutes)',
  backfillDaysBack: 'First download: days back',
  backfillDaysAhead: 'First download: days ahead',
  toleranceMinutes: 'On time within (minutes)',
  locale: 'Language',
};
const CONNECTION_LABELS: Record<string, string> = { password: 'API password', passwordChanged: 'API password' };

/** "lastSignedInAt" → "Last signed in at", for a field this version has no label for. */
function humanize(field: string): string {
  const words = field
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

function labelOf(field: string, action: string): string {
  // One per branch office, keyed by its id (a GUID): named by its start, as a branch without ramps is.
  if (action.startsWith('reports.') && field.startsWith('openingHours.')) return `Opening hours, branch ${field.slice('openingHours.'.length, 'openingHours.'.length + 8)}`;
  return (action.startsWith('connection.') ? CONNECTION_LABELS[field] : undefined) ?? LABELS[field] ?? humanize(field);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const hasValue = (v: unknown) => v !== null && v !== undefined && v !== false && v !== 0 && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A URL's user info and secret-named query parameters replaced, so a credential pasted into an address never shows. */
export function maskText(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/gi, '$1***@')
    .replace(/([?&;][^=&#\s]*(?:password|secret|token)[^=&#\s]*=)[^&#\s]*/gi, '$1***');
}

/** Any value as text; keys that look like secrets say only "set" at any depth. */
function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? NOTHING : value.map(plainText).join(', ');
  if (isRecord(value)) {
    // A unit ({ id, name }) or a similar named thing reads as its name.
    if (typeof value.name === 'string' && value.name !== '') return maskText(value.name);
    const entries = Object.entries(value);
    if (entries.length === 0) return NOTHING;
    return entries.map(([k, v]) => `${maskText(k)}: ${SECRET_KEY.test(k) ? (hasValue(v) ? 'set' : NOTHING) : plainText(v)}`).join(', ');
  }
  return NOTHING;
}

function valueText(field: string, value: unknown): string {
  if (field === 'disabled' && typeof value === 'boolean') return value ? 'disabled' : 'active';
  if (field === 'authMethod' && value === 'bearer') return 'Bearer token';
  if (field === 'authMethod' && value === 'basic') return 'Basic';
  if (field === 'environment' && typeof value === 'string') return environmentName(value);
  return plainText(value);
}

/** A change of a field that looks like a secret: only whether it was there and that it changed. */
function secretChange(label: string, from: unknown, to: unknown, recorded: boolean): ActivityChange {
  return {
    field: label,
    from: recorded ? (hasValue(from) ? 'set' : NOTHING) : NOT_RECORDED,
    to: hasValue(to) ? 'changed' : recorded && hasValue(from) ? 'removed' : NOTHING,
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
  for (const [field, c] of Object.entries(detail.changes)) out[field] = isRecord(c) ? { from: c.from, to: c.to } : { from: undefined, to: c };
  return out;
}

/** Every field of the row as a change: from `changes` when it has them, else the flat fields with only their new value. */
function fieldChanges(action: string, detail: Record<string, unknown>, skip: readonly string[] = []): ActivityChange[] {
  const changes = changesOf(detail);
  if (changes) {
    return Object.entries(changes)
      .map(([field, c]) => change(action, field, c.from, c.to, true))
      // Null before and '' after (a new user without a name) read the same: no change worth a line.
      .filter((c) => c.from !== c.to || c.to === 'changed');
  }
  return Object.entries(detail)
    .filter(([field]) => !skip.includes(field))
    .map(([field, value]) => change(action, field, undefined, value, false));
}

function environmentName(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'no';
  return ENVIRONMENT_LABELS[value as keyof typeof ENVIRONMENT_LABELS] ?? maskText(value);
}

/** A label inside a sentence: "Webhook secrets" → "webhook secrets", "API password" stays. */
const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label[0]!.toLowerCase() + label.slice(1));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);
const reasonOf = (detail: Record<string, unknown>) => (typeof detail.reason === 'string' && detail.reason.trim() ? ` (${maskText(detail.reason.trim())})` : '');

function userLabel(row: ActivityRow, detail: Record<string, unknown>): string {
  const user = row.subjectUser;
  if (user) return personLabel(user);
  const changes = changesOf(detail);
  const email = changes?.email?.to ?? detail.email;
  return typeof email === 'string' && email ? maskText(email) : 'an unknown user';
}

function describeUser(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const who = userLabel(row, detail);
  const changes = fieldChanges(row.action, detail, ['reason']);
  const base = { kind: 'users' as const, kindLabel: ACTIVITY_KIND_LABELS.users, changes };
  if (row.action === 'user.created') {
    const role = changesOf(detail)?.role?.to ?? detail.role;
    return { ...base, summary: `Added ${who}${typeof role === 'string' && role ? ` as ${maskText(role)}` : ''}` };
  }
  if (row.action !== 'user.updated') return { ...base, summary: `${humanize(row.action.slice('user.'.length)) || 'Changed'}: ${who}${reasonOf(detail)}` };

  const fields = Object.keys(changesOf(detail) ?? detail).filter((f) => f !== 'reason');
  const valueOf = (field: string) => {
    const changes = changesOf(detail);
    return changes ? changes[field]?.to : detail[field];
  };
  const only = fields.length === 1 ? fields[0]! : null;
  const reason = reasonOf(detail);
  if (only && SECRET_KEY.test(only)) return { ...base, summary: `Reset the password of ${who}${reason}` };
  if (only === 'disabled') return { ...base, summary: `${valueOf('disabled') === true ? 'Disabled' : 'Enabled'} ${who}${reason}` };
  if (only === 'name') return { ...base, summary: `Renamed ${who}${reason}` };
  if (only === 'role' && typeof valueOf('role') === 'string') return { ...base, summary: `Made ${who} ${maskText(String(valueOf('role')))}${reason}` };
  if (fields.length === 0) return { ...base, summary: `Saved ${who} without changes${reason}` };
  const labels = fields.map((f) => inSentence(labelOf(f, row.action)));
  return { ...base, summary: `Changed the ${labels.slice(0, -1).join(', ')}${labels.length > 1 ? ' and ' : ''}${labels.at(-1)} of ${who}${reason}` };
}

/**
 * What a connection save did to secrets, in words: "API password changed, 1 webhook secret added". The current shape
 * keeps the counts of added and removed webhook secrets beside its `changes` (a rotation leaves their number as it
 * was), the older one a flag for the password besides.
 */
function secretWords(detail: Record<string, unknown>): string[] {
  const added = count(detail.webhookSecretsAdded);
  const removed = count(detail.webhookSecretsRemoved);
  const changes = changesOf(detail);
  const words = changes
    ? Object.keys(changes)
        .filter((f) => SECRET_KEY.test(f) && !(/webhook/i.test(f) && (added || removed)))
        .map((f) => `${inSentence(labelOf(f, 'connection.saved'))} changed`)
    : detail.passwordChanged === true
      ? ['API password changed']
      : [];
  if (added) words.push(`${plural(added, 'webhook secret')} added`);
  if (removed) words.push(`${plural(removed, 'webhook secret')} removed`);
  return words;
}

function describeConnection(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  if (row.action === 'connection.activated') {
    const from = detail.from;
    return {
      kind: 'environment',
      kindLabel: ACTIVITY_KIND_LABELS.environment,
      summary: hasValue(from)
        ? `Switched the active environment from ${environmentName(from)} to ${environmentName(detail.to ?? row.subject)}`
        : `Made ${environmentName(detail.to ?? row.subject)} the active environment`,
      changes: [{ field: 'Active environment', from: hasValue(from) ? environmentName(from) : NOTHING, to: environmentName(detail.to ?? row.subject) }],
    };
  }
  const env = environmentName(row.subject);
  const changes = changesOf(detail)
    ? fieldChanges(row.action, detail, ['reason'])
    : Object.entries(detail).flatMap(([field, value]): ActivityChange[] => {
        // The old shape's password is a flag, never a value.
        if (field === 'passwordChanged') return value === true ? [secretChange(labelOf(field, row.action), undefined, true, false)] : [];
        if (field === 'webhookSecretsAdded' || field === 'webhookSecretsRemoved') return [];
        return [change(row.action, field, undefined, value, false)];
      });
  // Webhook secrets added or removed (both shapes count them) and not already a change of their own.
  if ((count(detail.webhookSecretsAdded) || count(detail.webhookSecretsRemoved)) && !changes.some((c) => c.field === LABELS.webhookSecrets)) {
    changes.push(secretChange(LABELS.webhookSecrets!, undefined, true, false));
  }
  const secrets = secretWords(detail);
  const summary =
    row.action === 'connection.saved'
      ? `Saved the ${env} connection${secrets.length ? `: ${secrets.join(', ')}` : changesOf(detail) && changes.length === 0 ? ' without changes' : ''}`
      : `${humanize(row.action.slice('connection.'.length))}: the ${env} connection`;
  return { kind: 'connection', kindLabel: ACTIVITY_KIND_LABELS.connection, summary, changes };
}

function describeSync(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const env = environmentName(row.subject);
  const base = { kind: 'sync' as const, kindLabel: ACTIVITY_KIND_LABELS.sync };
  if (row.action === 'sync.requested') {
    const run = typeof detail.runId === 'number' ? ` (run ${detail.runId})` : '';
    return { ...base, summary: `Asked for a sync of the ${env} connection now${run}`, changes: [] };
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
    return { ...base, summary: changes.length ? `Changed the sync schedule of the ${env} connection` : `Saved the sync schedule of the ${env} connection without changes`, changes };
  }
  return { ...base, summary: `${humanize(row.action.slice('sync.'.length))}: the ${env} connection`, changes: fieldChanges(row.action, detail) };
}

function describeWebhooks(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const base = { kind: 'webhooks' as const, kindLabel: ACTIVITY_KIND_LABELS.webhooks };
  if (row.action === 'webhooks.replay' && !changesOf(detail)) {
    const ids = Array.isArray(detail.eventIds) ? detail.eventIds.map(plainText) : [];
    const skipped = Array.isArray(detail.skipped)
      ? detail.skipped.map((s) => (isRecord(s) ? `${plainText(s.eventId)} (${s.reason === 'not_dead' ? 'not dead' : s.reason === 'not_found' ? 'not found' : plainText(s.reason)})` : plainText(s)))
      : [];
    const changes: ActivityChange[] = [];
    if (ids.length) changes.push({ field: 'Events replayed', from: NOT_RECORDED, to: ids.join(', ') });
    if (skipped.length) changes.push({ field: 'Skipped', from: NOT_RECORDED, to: skipped.join(', ') });
    return { ...base, summary: `Replayed ${plural(ids.length, 'dead webhook event')}${skipped.length ? ` (${skipped.length} skipped)` : ''}`, changes };
  }
  return { ...base, summary: `${humanize(row.action.slice('webhooks.'.length))}: webhooks`, changes: fieldChanges(row.action, detail) };
}

function describeReports(row: ActivityRow, detail: Record<string, unknown>): ActivityDescription {
  const changes = fieldChanges(row.action, detail);
  const summary = row.action === 'reports.settings' ? 'Changed the report settings' : `${humanize(row.action.slice('reports.'.length))}: reports`;
  return { kind: 'reports', kindLabel: ACTIVITY_KIND_LABELS.reports, summary, changes };
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
  const summary = row.action === 'settings.site_locale' ? 'Changed the site language' : `${maskText(row.action)} on ${maskText(row.subject)}`;
  return { kind: null, kindLabel: 'Other', summary, changes: fieldChanges(row.action, detail) };
}
