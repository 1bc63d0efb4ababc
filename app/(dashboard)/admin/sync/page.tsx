import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SyncAdmin } from '@/features/sync';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.sync'))('pageTitle') };
}

export default async function SyncPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.sync');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <SyncAdmin />
    </>
  );
}
