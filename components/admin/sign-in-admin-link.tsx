import Link from 'next/link';
import { useTranslations } from 'next-intl';

// The admin index's card for Admin → Sign-in (company sign-in), in the same form as the other sections.
export function SignInAdminLink() {
  const t = useTranslations('sso.adminCard');
  return (
    <li className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <Link href="/admin/sign-in" className="text-base font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
        {t('title')}
      </Link>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('text')}</p>
    </li>
  );
}
