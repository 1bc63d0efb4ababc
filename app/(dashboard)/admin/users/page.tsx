import { SiteLanguage } from '@/components/admin/site-language';
import { UsersAdmin } from '@/components/admin/users-admin';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageUser } from '@/lib/auth';
import { readSiteLocale } from '@/lib/settings';

export const metadata = { title: 'Users · Admin · Slotboard' };

export default async function UsersPage() {
  const me = await requirePageUser();
  return (
    <>
      <PageHeader title="Users" description="Administrators configure Slotboard, planners book and move reservations, viewers only look." />
      <UsersAdmin currentUserId={me.id} />
      <SiteLanguage initial={await readSiteLocale()} />
    </>
  );
}
