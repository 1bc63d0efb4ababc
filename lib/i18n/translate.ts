// The words features/schedule/logic writes (a reservation block's accessible name, the printed day plan) come from the
// messages: the caller hands in a translator of one namespace, as next-intl makes it (useTranslations in a
// component, getTranslations on the server, createTranslator in a test), and the reader's language. Only types of
// next-intl are imported here: features/schedule/logic runs in the browser and on the server alike.
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import type { Locale } from '@/lib/contracts';

/** A translator of `Namespace` of messages/en.json: `t('key', { value })`. */
export type Translate<Namespace extends keyof Messages> = (
  key: MessageKeys<Messages[Namespace], NestedKeyOf<Messages[Namespace]>>,
  values?: Record<string, string | number>,
) => string;

/**
 * What a function needs to write in the reader's language: the namespace's translator and the language (dates, times).
 */
export interface Words<Namespace extends keyof Messages> {
  t: Translate<Namespace>;
  locale: Locale;
}
