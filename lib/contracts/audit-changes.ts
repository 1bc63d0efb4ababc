// What an audited change did, field by field, as the audit log keeps it (detail.changes) and Admin → Activity
// shows it: from what to what. Secrets are recorded only as "changed", never with a value.

export interface AuditChange {
  from: unknown;
  to: unknown;
}
export type AuditChanges = Record<string, AuditChange>;

/** The value kept for a secret field instead of the secret. */
export const SECRET_CHANGED = '(changed)';

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  ) ?? 'undefined';

/**
 * The fields of `after` that differ from `before` (everything of `after` when there was nothing before), each as
 * { from, to }. A field listed in `secrets` is recorded as changed without either value, and only when `after`
 * sets it (secrets are write-only: absent means "keep").
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  secrets: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    if (secrets.includes(field)) {
      changes[field] = { from: before ? SECRET_CHANGED : null, to: SECRET_CHANGED };
      continue;
    }
    const from = before ? (before[field] ?? null) : null;
    if (canonical(from) !== canonical(to)) changes[field] = { from, to };
  }
  return changes;
}
