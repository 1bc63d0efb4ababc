import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConnectionAdmin } from '@/features/admin-connection';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.connection'))('pageTitle') };
}

export default async function ConnectionPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.connection');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ConnectionAdmin />
    </>
  );
}
