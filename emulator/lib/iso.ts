// Input formats the service accepts: ISO 8601 date-times that carry Z or an offset, and GUIDs.

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an ISO 8601 date-time that carries Z or an offset; returns null otherwise. */
export function parseIsoWithOffset(text: string): number | null {
  if (!ISO_WITH_OFFSET.test(text)) return null;
  // Date.parse rolls 2026-02-30 over to March; a calendar date must exist as written.
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

export const GUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
