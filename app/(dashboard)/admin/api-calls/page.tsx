import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UpstreamCallsTable } from '@/features/admin-api-calls';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.apiCalls'))('pageTitle') };
}

export default async function ApiCallsPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.apiCalls');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <UpstreamCallsTable />
    </>
  );
}
