import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

describe.each(databaseTargets)('the site language on $name', (target) => {
  let siteLocale: typeof import('./manage-site-locale');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    siteLocale = await import('./manage-site-locale');
    db = await import('@/lib/db');
  });

  const audits = async () =>
    (await db.getDb()).select().from(db.schema.auditLog).where(eq(db.schema.auditLog.action, 'settings.site_locale'));

  it('is English until an administrator sets it, then theirs, each change audited from what to what', async () => {
    expect(await siteLocale.readSiteLocale()).toBe('en');
    expect(await siteLocale.saveSiteLocale('cs', null)).toBe('cs');
    expect(await siteLocale.readSiteLocale()).toBe('cs');
    await siteLocale.saveSiteLocale('cs', null);
    expect((await audits()).map((a) => a.detail)).toEqual([{ changes: { locale: { from: 'en', to: 'cs' } } }]);
  });

  it('falls back to English when the stored value is no longer a language Slotboard has', async () => {
    await (
      await db.getDb()
    )
      .update(db.schema.appState)
      .set({ value: 'xx' })
      .where(eq(db.schema.appState.key, 'site_locale'));
    expect(await siteLocale.readSiteLocale()).toBe('en');
  });
});
