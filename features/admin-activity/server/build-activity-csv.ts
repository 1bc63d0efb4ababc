import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Papa from 'papaparse';
import { type ActivityEntry } from '../contract';
import { CSV_FORMULA_START, type Locale } from '@/lib/contracts';
import { activityInWords, type ActivityTranslate } from '../logic/activity-text';

// The trail as a spreadsheet reads it: headers a person reads, in the requester's language like every word of it, the
// time both in UTC and on the chosen clock, the changes as "Field: from → to", and the quoting Papa Parse does
// (commas, quotes and line breaks survive).

/** The columns, each headed by messages' activity.csv.<column>. */
export const ACTIVITY_CSV_COLUMNS = [
  'whenUtc',
  'localTime',
  'who',
  'email',
  'kind',
  'what',
  'changes',
  'action',
  'entry',
] as const;

/** The language the file is written in: next-intl's translator of the `activity` namespace, and its locale. */
export interface ActivityCsvLanguage {
  t: ActivityTranslate;
  locale: Locale;
}

/** "Ann (ann@example.com)", "System" or "Unknown user": who an entry names as its actor. */
export function actorText(actor: ActivityEntry['actor'], t: ActivityTranslate): string {
  if (!actor) return t('system');
  if (!actor.known) return t('unknownUser');
  return actor.name || actor.email;
}

/** "Role: planner → admin; Password: changed" ("Field: to" where the entry did not record the old value). */
export function changesText(changes: { field: string; from: string; to: string }[]): string {
  return changes.map((c) => (c.from === '' ? `${c.field}: ${c.to}` : `${c.field}: ${c.from} → ${c.to}`)).join('; ');
}

function cells(entry: ActivityEntry, timeZone: string, { t, locale }: ActivityCsvLanguage): string[] {
  const read = activityInWords(entry, t, locale);
  return [
    entry.at,
    format(new TZDate(Date.parse(entry.at), timeZone), 'yyyy-MM-dd HH:mm:ss xxx'),
    actorText(entry.actor, t),
    entry.actor?.email ?? '',
    read.kindLabel,
    read.summary,
    changesText(read.changes),
    entry.action,
    String(entry.id),
  ];
}

/**
 * Lines of the CSV, ending in CRLF (RFC 4180), the header first when asked. Text a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: names and e-mails are typed by
 * people.
 */
export function activityCsvLines(
  entries: ActivityEntry[],
  timeZone: string,
  withHeader: boolean,
  language: ActivityCsvLanguage,
): string {
  const text = Papa.unparse(
    {
      fields: ACTIVITY_CSV_COLUMNS.map((column) => language.t(`csv.${column}`)),
      data: entries.map((e) => cells(e, timeZone, language)),
    },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START, header: withHeader },
  );
  return text === '' ? '' : `${text}\r\n`;
}
