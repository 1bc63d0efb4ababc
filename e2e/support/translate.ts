import { createTranslator } from 'next-intl';
import { LOCALES, type Locale } from '../../lib/contracts';
import cs from '../../messages/cs.json';
import en from '../../messages/en.json';

// Specs that run in every language name what they click by its English text, as the other specs do; this finds that
// text's key in messages/en.json and says it in the spec's language, ICU arguments and plurals included. A text that
// is no message, or one that two keys say differently in the language, fails the spec at once.

const MESSAGES: Record<Locale, Record<string, unknown>> = { en, cs };

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : keysOf(v, `${prefix}${k}.`),
  );
}

const ENGLISH = keysOf(en as Tree);

export type Say = (english: string, args?: Record<string, string | number | Date>) => string;

/**
 * `say('Create reservation')` in the language; `say('Reservation {number} saved', { number })` with arguments;
 * `say('orders.convert.submit')` by key.
 */
export function sayIn(locale: Locale): Say {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never });
  return (english, args) => {
    // A key itself, where one English text is said two ways in a language.
    const keys = ENGLISH.some(([key]) => key === english)
      ? [english]
      : ENGLISH.filter(([, text]) => text === english).map(([key]) => key);
    if (keys.length === 0) throw new Error(`"${english}" is no message of messages/en.json`);
    const said = [...new Set(keys.map((key) => (t as unknown as (k: string, a?: object) => string)(key, args)))];
    if (said.length > 1)
      throw new Error(
        `"${english}" is said ${said.length} ways in ${locale}: ${said.join(' / ')} (keys ${keys.join(', ')})`,
      );
    return said[0]!;
  };
}

/** Every message of a language, arguments left out: what the walk of the pages looks for. */
export function messagesOf(locale: Locale): [key: string, text: string][] {
  return keysOf(MESSAGES[locale] as Tree);
}

/** The browser locale that makes Slotboard pick the language for a person who chose none. */
export const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-GB', cs: 'cs-CZ' };

export { LOCALES };
