import { z } from 'zod';
import { atMostCharacters, issueText } from './issue-text';

// The value checks every contract and the service's wire schemas share: a GUID, and a date-time with its offset.
const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The one GUID check (8-4-4-4-12 hex digits, any case). */
export const isGuid = (value: unknown): value is string => typeof value === 'string' && GUID_PATTERN.test(value);
/** The one date-time check: ISO 8601 with Z or an offset. */
export const isDateTimeWithOffset = (value: unknown): value is string =>
  typeof value === 'string' && ISO_WITH_OFFSET.test(value);
export const zGuid = z.string().regex(GUID_PATTERN, issueText('mustBeGuid', 'must be a GUID'));
/** ISO 8601 with Z or an offset: what the spec calls DateTime/DateTimeOffset on the wire. */
export const zDateTime = z
  .string()
  .regex(ISO_WITH_OFFSET, issueText('mustBeDateTimeWithOffset', 'must be an ISO 8601 date-time with Z or an offset'));

/** Whether this runtime knows the IANA time zone (Europe/Prague, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone name, trimmed, at most 64 characters. */
export const zTimeZone = z
  .string()
  .trim()
  .max(64, atMostCharacters(64))
  .refine(isTimeZone, issueText('unknownTimeZone', 'not a known time zone (use names like Europe/Prague)'));

/** A calendar day, YYYY-MM-DD, that exists (2026-11-31 does not). */
export const zDay = z.iso.date({ error: issueText('mustBeDay', 'must be a date like 2026-11-23') });

/** A change (PATCH, PUT) must change something: an empty body is a mistake, not a no-op. */
export const atLeastOneField = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema.refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: issueText('changeAtLeastOneField', 'change at least one field'),
  });

/** Free text with a maximum length, the message naming it (the forms show it under the field). */
export const zText = (max: number) => z.string().max(max, atMostCharacters(max));
/** What a search box sends: trimmed, at most 100 characters (a search never needs more, and a filter stays small). */
export const zSearchText = z.string().trim().max(100, atMostCharacters(100));

/**
 * Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. Every CSV export
 * gives such a cell a leading apostrophe (Papa's escapeFormulae). Papa's own default, /^[=+\-@\t\r].*$/, misses text
 * with a line break in it, since `.` stops at the break and `$` then finds no end.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;
