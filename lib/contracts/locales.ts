import { z } from 'zod';
import { oneOf } from './issue-text';

// The languages Slotboard speaks. Adding one: its messages file (messages/<code>.json, every key of en.json), its
// code and own name here, and its date-fns locale in lib/i18n/date-locale.ts (the type check asks for it).

export const LOCALES = ['en', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];
/** What a person gets when neither their setting, their browser nor the site default names a language we have. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language in its own words, as the language menu lists it (a person who cannot read the current one finds
 * theirs).
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', cs: 'Čeština' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const ZLocale = z.enum(LOCALES, { error: oneOf(LOCALES) });

/** The signed-in person's language: a language, or null to follow the browser (then the site default). */
export const ZUserLocale = z.object({ locale: ZLocale.nullable() }).strict();
export type UserLocale = z.infer<typeof ZUserLocale>;

/** The site default an administrator sets: the language of anyone whose own setting and browser name none we have. */
export const ZSiteLocale = z.object({ locale: ZLocale }).strict();
export type SiteLocale = z.infer<typeof ZSiteLocale>;
