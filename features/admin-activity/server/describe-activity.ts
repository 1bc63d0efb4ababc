import { type ActivityChange, type ActivityKind, type ActivityText } from '../contract';
import { personLabel } from '@/lib/contracts';
import type { ActivityCode } from '../logic/activity-text';
import {
  SECRET_KEY,
  NOT_RECORDED,
  NOTHING,
  words,
  isWords,
  humanize,
  labelOf,
  maskText,
  inSentence,
  isRecord,
  hasValue,
  plainText,
  secretChange,
  secretWords,
  change,
  changesOf,
  fieldChanges,
  environmentName,
  count,
  withReason,
} from './build-activity-changes';

export { maskText };

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
