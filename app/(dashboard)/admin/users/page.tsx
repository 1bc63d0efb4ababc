import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteLanguage, UsersAdmin } from '@/features/admin-users';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';
import { readSiteLocale } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.users'))('pageTitle') };
}

export default async function UsersPage() {
  const me = await requirePageRole('admin');
  if (!me) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.users');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <UsersAdmin currentUserId={me.id} />
      <SiteLanguage initial={await readSiteLocale()} />
    </>
  );
}
