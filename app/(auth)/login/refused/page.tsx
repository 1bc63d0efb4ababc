import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/lib/auth';
import { isSsoRefusal } from '@/lib/contracts';
import { readSignInOptions } from '@/lib/settings';

// Where a company sign-in ends that the account rules refused (no role for the person's groups, a disabled account):
// what happened and whom to ask. Public: the person has no session (one who has is sent on, as the sign-in page does).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sso.refused');
  return { title: t('pageTitle') };
}

const CARD =
  'w-full max-w-md rounded-xl border border-zinc-200 bg-white p-8 shadow-sm ' + 'dark:border-zinc-800 dark:bg-zinc-900';
const BACK_LINK =
  'mt-6 inline-block text-sm font-medium text-indigo-700 underline-offset-2 hover:underline ' + 'dark:text-indigo-300';

export default async function SignInRefusedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason } = await searchParams;
  if (await getCurrentUser()) redirect('/');
  const t = await getTranslations('sso.refused');
  const { accessContact } = await readSignInOptions();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className={CARD}>
        <h1 className="text-xl font-semibold">{t('heading')}</h1>
        <p className="mt-3 text-sm" data-testid="sign-in-refused">
          {t('reason', { reason: isSsoRefusal(reason) ? reason : 'other' })}
        </p>
        <p className="mt-3 text-sm font-medium">
          {accessContact ? t('askContact', { contact: accessContact }) : t('askAdmin')}
        </p>
        <Link href="/login" className={BACK_LINK}>
          {t('back')}
        </Link>
      </div>
    </main>
  );
}
