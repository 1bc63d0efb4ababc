import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { SignInForm, SsoSignInButton, SsoSignInError } from '@/features/sign-in';
import { getCurrentUser, safeCallbackUrl } from '@/lib/auth';
import { Alert } from '@/components/ui/alert';
import { readSignInOptions } from '@/lib/settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('pageTitle') };
}

const CARD =
  'w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-8 shadow-sm ' + 'dark:border-zinc-800 dark:bg-zinc-900';

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string; ended?: string }>;
}) {
  const query = await searchParams;
  const callbackUrl = safeCallbackUrl(query.callbackUrl);
  if (await getCurrentUser()) redirect(callbackUrl);
  const t = await getTranslations('auth');
  const tSso = await getTranslations('sso.signIn');
  const { provider, passwordOnlyForAdmins } = await readSignInOptions();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className={CARD}>
        <h1 className="text-xl font-semibold">{t('heading')}</h1>
        <p className="mb-6 mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('tagline')}</p>
        {query.ended === '1' ? <Alert className="mb-4">{t('sessionEnded')}</Alert> : null}
        <SsoSignInError code={typeof query.error === 'string' ? query.error : undefined} />
        {provider ? (
          <div className="mb-6 space-y-3">
            <SsoSignInButton name={provider.name} callbackUrl={callbackUrl} />
            <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
              {passwordOnlyForAdmins ? tSso('passwordOnlyForAdmins', { name: provider.name }) : tSso('or')}
            </p>
          </div>
        ) : null}
        <SignInForm callbackUrl={callbackUrl} />
      </div>
    </main>
  );
}
