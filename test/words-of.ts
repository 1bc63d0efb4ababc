import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/contracts';
import type { Words } from '@/lib/i18n';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

// The words a page or route hands to features/schedule/logic (getTranslations, getLocale), for tests: a namespace in a
// language.
const MESSAGES: Record<Locale, Messages> = { en, cs };

export const printWords = (locale: Locale): Words<'print'> => ({
  t: createTranslator({ locale, messages: MESSAGES[locale], namespace: 'print' }),
  locale,
});

export const scheduleWords = (locale: Locale): Words<'schedule'> => ({
  t: createTranslator({ locale, messages: MESSAGES[locale], namespace: 'schedule' }),
  locale,
});
