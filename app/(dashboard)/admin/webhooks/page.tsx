import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WebhooksAdmin } from '@/features/webhooks';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.webhooks'))('pageTitle') };
}

export default async function WebhooksPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin.webhooks');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <WebhooksAdmin />
    </>
  );
}
