import { getRequestConfig } from 'next-intl/server';
import { resolveRequestLocale } from './resolve-request-locale';

// next-intl's per-request configuration (found here by createNextIntlPlugin in next.config.ts). No locale in the URL:
// the language comes from the person (lib/i18n/choose-locale.ts). The time zone is UTC on purpose: every date on
// screen is formatted in an explicit zone by lib/i18n's formatInZone, never in a default one.
export default getRequestConfig(async () => {
  const locale = await resolveRequestLocale();
  return {
    locale,
    timeZone: 'UTC',
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
