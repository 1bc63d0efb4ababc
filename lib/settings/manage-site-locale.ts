import 'server-only';
import { eq } from 'drizzle-orm';
import { auditChanges, DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';

// The site's language: what a person reads when neither their own setting nor their browser names a language
// Slotboard has. One value for every instance, in app_state; an admin sets it under Admin → Users.

const KEY = 'site_locale';

/** The language an administrator set for the site, or English where none was set (or it is no longer offered). */
export async function readSiteLocale(): Promise<Locale> {
  const db = await getDb();
  const [row] = await db
    .select({ value: schema.appState.value })
    .from(schema.appState)
    .where(eq(schema.appState.key, KEY));
  return isLocale(row?.value) ? row.value : DEFAULT_LOCALE;
}

/** Sets the site's language and records who changed it from what, in one transaction. */
export async function saveSiteLocale(locale: Locale, actorId: string | null): Promise<Locale> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: schema.appState.value })
      .from(schema.appState)
      .where(eq(schema.appState.key, KEY))
      .for('update');
    const before = isLocale(row?.value) ? row.value : DEFAULT_LOCALE;
    await tx
      .insert(schema.appState)
      .values({ key: KEY, value: locale })
      .onConflictDoUpdate({ target: schema.appState.key, set: { value: locale, updatedAt: new Date() } });
    const changes = auditChanges({ locale: before }, { locale });
    if (Object.keys(changes).length > 0)
      await tx
        .insert(schema.auditLog)
        .values({ actorId, action: 'settings.site_locale', subject: 'site', detail: { changes } });
  });
  return locale;
}
