import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConnectionAdmin } from '@/features/admin-connection';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.connection'))('pageTitle') };
}

export default async function ConnectionPage() {
  const t = await getTranslations('admin.connection');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ConnectionAdmin />
    </>
  );
}
