import 'server-only';
import { headers } from 'next/headers';
import { getCurrentUser } from '@/lib/auth';
import type { Locale } from '@/lib/contracts';
import { chooseLocale } from '@/lib/i18n';
import { readSiteLocale } from '@/lib/settings';

/**
 * The language of this request (lib/i18n/choose-locale.ts): the signed-in person's setting, else their browser's
 * Accept-Language, else the site default. Pages get it through next-intl (i18n/request.ts); a route handler that
 * writes words (an export's headers) passes it to `getTranslations({ locale, namespace })`.
 */
export async function resolveRequestLocale(): Promise<Locale> {
  const user = await getCurrentUser();
  return chooseLocale({
    userLocale: user?.locale ?? null,
    acceptLanguage: (await headers()).get('accept-language'),
    siteDefault: readSiteLocale,
  });
}
