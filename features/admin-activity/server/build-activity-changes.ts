import { type ActivityChange, type ActivityText } from '../contract';
import { ENVIRONMENTS } from '@/lib/contracts';
import type { ActivityCode } from '../logic/activity-text';

// The pieces of an activity sentence: field names, values as text (secrets masked at any depth), and changes from
// what to what, in every shape the audit_log rows have used (see describe-activity.ts).

export const SECRET_KEY = /password|secret|token/i;
/** What a change shows for a value the row does not have: the old flat shapes kept only the new value. */
export const NOT_RECORDED = '';
export const NOTHING = '—';

export const words = (code: ActivityCode, values?: Record<string, ActivityText | number>): ActivityText =>
  values ? { code, values } : { code };
export const isWords = (text: ActivityText, code: ActivityCode) =>
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
  'companySignIn',
  'companySignInLinkAllowed',
] as const;
type NamedField = (typeof FIELDS)[number] | 'apiPassword';

/**
 * The name of a field in messages, or null for one this version has no name for. The connection's password is the
 * API's.
 */
function nameOf(field: string, action: string): NamedField | null {
  if (action.startsWith('connection.') && (field === 'password' || field === 'passwordChanged')) return 'apiPassword';
  return (FIELDS as readonly string[]).includes(field) ? (field as NamedField) : null;
}

/** "lastSignedInAt" → "Last signed in at", for a field this version has no name for. */
export function humanize(field: string): string {
  const words = field
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

export function labelOf(field: string, action: string): ActivityText {
  // One per branch office, keyed by its id (a GUID): named by its start, as a branch without ramps is.
  if (action.startsWith('reports.') && field.startsWith('openingHours.'))
    return words('fields.openingHours', { branch: field.slice('openingHours.'.length, 'openingHours.'.length + 8) });
  const name = nameOf(field, action);
  return name ? words(`fields.${name}`) : humanize(field);
}

/** A field's name inside a sentence: "webhook secrets", "API password". */
export function inSentence(field: string, action: string): ActivityText {
  const name = nameOf(field, action);
  if (name) return words(`fieldsInSentence.${name}`);
  const label = humanize(field);
  return /^[A-Z]{2}/.test(label) ? label : label[0]!.toLowerCase() + label.slice(1);
}

export const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
export const hasValue = (v: unknown) =>
  v !== null && v !== undefined && v !== false && v !== 0 && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A URL's user info and secret-named query parameters replaced, so a credential pasted into an address never shows. */
export function maskText(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/gi, '$1***@')
    .replace(/([?&;][^=&#\s]*(?:password|secret|token)[^=&#\s]*=)[^&#\s]*/gi, '$1***');
}

/** Any value as text; keys that look like secrets say only "set" at any depth. */
export function plainText(value: unknown): ActivityText {
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
export function secretChange(label: ActivityText, from: unknown, to: unknown, recorded: boolean): ActivityChange {
  return {
    field: label,
    from: recorded ? (hasValue(from) ? SET : NOTHING) : NOT_RECORDED,
    to: hasValue(to) ? CHANGED : recorded && hasValue(from) ? words('values.removed') : NOTHING,
  };
}

export function change(action: string, field: string, from: unknown, to: unknown, recorded: boolean): ActivityChange {
  const label = labelOf(field, action);
  if (SECRET_KEY.test(field)) return secretChange(label, from, to, recorded);
  return { field: label, from: recorded ? valueText(field, from) : NOT_RECORDED, to: valueText(field, to) };
}

/** The `changes` of the new shape, or null when the row is of an older one. */
export function changesOf(detail: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> | null {
  if (!isRecord(detail.changes)) return null;
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, c] of Object.entries(detail.changes))
    out[field] = isRecord(c) ? { from: c.from, to: c.to } : { from: undefined, to: c };
  return out;
}

const sameText = (a: ActivityText, b: ActivityText) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field of the row as a change: from `changes` when it has them, else the flat fields with only their new value.
 */
export function fieldChanges(
  action: string,
  detail: Record<string, unknown>,
  skip: readonly string[] = [],
): ActivityChange[] {
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
export function environmentName(value: unknown): ActivityText {
  if (typeof value !== 'string' || value === '') return words('environment', { environment: 'none' });
  return (ENVIRONMENTS as readonly string[]).includes(value)
    ? words('environment', { environment: value })
    : maskText(value);
}

export const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** A sentence with the reason Slotboard gave for a change it made by itself, if any. */
export function withReason(summary: ActivityText, detail: Record<string, unknown>): ActivityText {
  return typeof detail.reason === 'string' && detail.reason.trim()
    ? words('withReason', { summary, reason: maskText(detail.reason.trim()) })
    : summary;
}

/**
 * What a connection save did to secrets, in words: "API password changed, 1 webhook secret added". The current shape
 * keeps the counts of added and removed webhook secrets beside its `changes` (a rotation leaves their number as it
 * was), the older one a flag for the password besides.
 */
export function secretWords(detail: Record<string, unknown>): ActivityText[] {
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
