// Admin: the site's language, for everyone whose own setting and browser name none Slotboard speaks. Audited.
import { route } from '@/lib/api';
import { type SiteLocale, ZSiteLocale } from '@/lib/contracts';
import { readSiteLocale, saveSiteLocale } from '@/lib/settings';

export const GET = route({ role: 'admin' }, async () => ({ locale: await readSiteLocale() }) satisfies SiteLocale);

export const PUT = route(
  { role: 'admin', body: ZSiteLocale },
  async ({ body, user }) => ({ locale: await saveSiteLocale(body.locale, user.id) }) satisfies SiteLocale,
);
