// The field-by-field difference between two versions of a reservation, for its change history.

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

// Bookkeeping the service updates on every change; listing it would add a line to every entry.
const IGNORED = new Set(['Updated', 'Created']);

export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (IGNORED.has(field)) continue;
    const a = normalise(before[field]);
    const b = normalise(after[field]);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}

// A field that is absent, null or empty reads the same to a planner; the service sends all three.
function normalise(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/** Whether `incoming` is older than `stored` by the service's own Updated time (an out-of-order read). */
export function isOlder(incoming: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const a = Date.parse(String(incoming.Updated ?? ''));
  const b = Date.parse(String(stored.Updated ?? ''));
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}
