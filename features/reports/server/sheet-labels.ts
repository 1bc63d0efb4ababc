import { PUNCTUALITY_OUTCOMES, type PunctualityOutcome } from '../contract';
import { MAX_EXPORTED_RESERVATIONS } from './export-report';
import { ABOUT_KEYS, COLUMN_KEYS, NAME_KEYS, SHEET_KEYS, type SheetLabels, STATUS_KEYS } from './report-sheets';

// The words of a report's files, in one language, from the messages reports.file and reports.names. The route
// translates them (next-intl's getTranslations in the requester's language) and hands exportReport the strings:
// features/reports/server knows no language and imports no translator.

export type SheetLabelKey =
  | `file.sheets.${(typeof SHEET_KEYS)[number]}`
  | `file.columns.${(typeof COLUMN_KEYS)[number]}`
  | `file.about.${(typeof ABOUT_KEYS)[number]}`
  | `file.outcomes.${PunctualityOutcome}`
  | `file.statuses.${(typeof STATUS_KEYS)[number]}`
  | `names.${(typeof NAME_KEYS)[number]}`;

/**
 * A translator of the `reports` namespace: next-intl's getTranslations({ locale, namespace: 'reports' }), or
 * createTranslator in a test.
 */
export type ReportsTranslator = (key: SheetLabelKey, values?: { count: number }) => string;

export function sheetLabels(t: ReportsTranslator): SheetLabels {
  const words = <K extends string>(keys: readonly K[], key: (k: K) => SheetLabelKey) =>
    Object.fromEntries(keys.map((k) => [k, t(key(k))])) as Record<K, string>;
  return {
    sheets: words(SHEET_KEYS, (k) => `file.sheets.${k}`),
    columns: words(COLUMN_KEYS, (k) => `file.columns.${k}`),
    about: {
      ...words(
        ABOUT_KEYS.filter((k) => k !== 'firstOnly'),
        (k) => `file.about.${k}`,
      ),
      firstOnly: t('file.about.firstOnly', { count: MAX_EXPORTED_RESERVATIONS }),
    },
    outcomes: words(PUNCTUALITY_OUTCOMES, (k) => `file.outcomes.${k}`),
    statuses: words(STATUS_KEYS, (k) => `file.statuses.${k}`),
    names: words(NAME_KEYS, (k) => `names.${k}`),
  };
}
