import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Papa from 'papaparse';
import { type ActivityEntry, CSV_FORMULA_START } from '@/lib/contracts';

// The trail as a spreadsheet reads it: headers a person reads, the time both in UTC and on the chosen clock, the
// changes as "Field: from → to", and the quoting Papa Parse does (commas, quotes and line breaks survive).

export const ACTIVITY_CSV_HEADERS = ['When (UTC)', 'Local time', 'Who', 'E-mail', 'Kind', 'What', 'Changes', 'Action', 'Entry'] as const;

/** "Ann (ann@example.com)", "System" or "Unknown user": who an entry names as its actor. */
export function actorText(actor: ActivityEntry['actor']): string {
  if (!actor) return 'System';
  if (!actor.known) return 'Unknown user';
  return actor.name || actor.email;
}

/** "Role: planner → admin; Password: changed" ("Field: to" where the entry did not record the old value). */
export function changesText(changes: ActivityEntry['changes']): string {
  return changes.map((c) => (c.from === '' ? `${c.field}: ${c.to}` : `${c.field}: ${c.from} → ${c.to}`)).join('; ');
}

function cells(entry: ActivityEntry, timeZone: string): string[] {
  return [
    entry.at,
    format(new TZDate(Date.parse(entry.at), timeZone), 'yyyy-MM-dd HH:mm:ss xxx'),
    actorText(entry.actor),
    entry.actor?.email ?? '',
    entry.kindLabel,
    entry.summary,
    changesText(entry.changes),
    entry.action,
    String(entry.id),
  ];
}

/**
 * Lines of the CSV, ending in CRLF (RFC 4180), the header first when asked. Text a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: names and e-mails are typed by people.
 */
export function activityCsvLines(entries: ActivityEntry[], timeZone: string, withHeader: boolean): string {
  const text = Papa.unparse(
    { fields: [...ACTIVITY_CSV_HEADERS], data: entries.map((e) => cells(e, timeZone)) },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START, header: withHeader },
  );
  return text === '' ? '' : `${text}\r\n`;
}
