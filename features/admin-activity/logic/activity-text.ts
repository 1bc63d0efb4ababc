import type { ActivityEntry, ActivityText } from '../contract';
import type { Locale } from '@/lib/contracts';
import type english from '@/messages/en.json';
import { LOCALE_FORMATS } from '@/lib/i18n';

// Admin → Activity in the reader's language: features/admin-activity/server says what an entry did as ActivityText
// (messages of the
// `activity` namespace with their arguments, and text as recorded); the page and the CSV export put it in words
// with the same function, the page with useTranslations('activity'), the export with getTranslations.

type MessageKeys<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKeys<T[K]>}` }[keyof T &
  string];

/**
 * A message of the `activity` namespace, checked against messages/en.json wherever features/admin-activity/server names
 * one.
 */
export type ActivityCode = MessageKeys<(typeof english)['activity']>;

/** The `activity` namespace's translator: next-intl's t of useTranslations('activity') or getTranslations. */
export type ActivityTranslate = (code: ActivityCode, values?: Record<string, string | number>) => string;

/** One piece of an entry as text in `locale`. */
export function activityText(text: ActivityText, t: ActivityTranslate, locale: Locale): string {
  if (typeof text === 'string') return text;
  if ('list' in text) return text.list.map((item) => activityText(item, t, locale)).join(', ');
  if ('and' in text)
    return new Intl.ListFormat(LOCALE_FORMATS[locale].intl, { type: 'conjunction' }).format(
      text.and.map((item) => activityText(item, t, locale)),
    );
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : activityText(value, t, locale),
    ]),
  );
  return t(text.code as ActivityCode, values);
}

/** An entry as a person reads it: its kind, its sentence, and each field from what to what. */
export interface ActivityInWords {
  kindLabel: string;
  summary: string;
  changes: { field: string; from: string; to: string }[];
}

export function activityInWords(
  entry: Pick<ActivityEntry, 'kind' | 'summary' | 'changes'>,
  t: ActivityTranslate,
  locale: Locale,
): ActivityInWords {
  const text = (piece: ActivityText) => activityText(piece, t, locale);
  return {
    kindLabel: t(`kinds.${entry.kind ?? 'other'}`),
    summary: text(entry.summary),
    changes: entry.changes.map((c) => ({ field: text(c.field), from: text(c.from), to: text(c.to) })),
  };
}
