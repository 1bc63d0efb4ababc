import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInSettingsForm } from '@/features/admin-sign-in';
import { PageHeader } from '@/components/ui/page-header';
import { oidcRedirectUri, requirePageRole } from '@/lib/auth';
import { readSignInSettings } from '@/lib/settings';
import { NotAllowed } from '@/components/shell/not-allowed';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sso.admin'))('pageTitle') };
}

export default async function SignInAdminPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('sso.admin');
  return (
    <>
      <PageHeader title={t('heading')} description={t('description')} />
      <SignInSettingsForm initial={{ settings: await readSignInSettings(), redirectUri: oidcRedirectUri() }} />
    </>
  );
}
