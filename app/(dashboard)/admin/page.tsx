import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { NotAllowed } from '@/components/shell/not-allowed';
import { requirePageRole } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin'))('pageTitle') };
}

const SECTIONS = [
  { href: '/admin/users', key: 'users' },
  { href: '/admin/connection', key: 'connection' },
  { href: '/admin/api-calls', key: 'apiCalls' },
  { href: '/admin/webhooks', key: 'webhooks' },
  { href: '/admin/sync', key: 'sync' },
  { href: '/admin/activity', key: 'activity' },
  { href: '/admin/sign-in', key: 'signIn' },
] as const;

const AREA_LINK = 'text-base font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

export default async function AdminPage() {
  if (!(await requirePageRole('admin'))) return <NotAllowed area="admin" />;
  const t = await getTranslations('admin');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((s) => (
          <li
            key={s.href}
            className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <Link href={s.href} className={AREA_LINK}>
              {t(`sections.${s.key}.title`)}
            </Link>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t(`sections.${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
