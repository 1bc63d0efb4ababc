import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/contracts';

// Which language a request is answered in. No locale in the URL: a signed-in app's links are passed between
// colleagues, and a link should open in the language of whoever opens it, not of whoever sent it.

/**
 * No match: intl-localematcher answers with the default it is given, and "und" (undetermined) is no language we have.
 */
const NO_MATCH = 'und';

/**
 * An Accept-Language header's language tags, most wanted first (by q, then by order); "*", q=0 and malformed tags left
 * out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const tag = rawTag?.trim() ?? '';
    if (!tag || tag === '*' || !(weight > 0)) return;
    try {
      tags.push({ tag: Intl.getCanonicalLocales(tag)[0]!, q: weight, at });
    } catch {
      // Not a language tag: ignored, as a browser would never send it.
    }
  });
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/**
 * The best language we have for an Accept-Language header, or null when it names none of ours. "Best fit" matching
 * (CLDR language distance): cs-CZ and cs find Czech, en-US and en-AU English, and Slovak finds Czech, which a Slovak
 * reads far more easily than English.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  const requested = parseAcceptLanguage(header);
  if (requested.length === 0) return null;
  const found = match(requested, LOCALES, NO_MATCH, { algorithm: 'best fit' });
  return (LOCALES as readonly string[]).includes(found) ? (found as Locale) : null;
}

/**
 * The language of one request: the person's own setting, else the best one their browser asks for, else the site
 * default an administrator set (read only when needed), else English.
 */
export async function chooseLocale(input: {
  userLocale: Locale | null;
  acceptLanguage: string | null;
  siteDefault: () => Promise<Locale | null>;
}): Promise<Locale> {
  return input.userLocale ?? matchAcceptLanguage(input.acceptLanguage) ?? (await input.siteDefault()) ?? DEFAULT_LOCALE;
}
