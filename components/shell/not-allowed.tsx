import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** What a person sees on a page their role does not open: which area it is (for the sentence), and the way back. */
const BOX =
  'mx-auto max-w-lg rounded-lg border border-zinc-200 bg-white p-8 text-center ' +
  'dark:border-zinc-800 dark:bg-zinc-900';

export function NotAllowed({ area }: { area: 'admin' }) {
  const t = useTranslations('shell.notAllowed');
  return (
    <section className={BOX}>
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t('text', { area })}</p>
      <Link
        href="/schedule"
        className="mt-4 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        {t('back')}
      </Link>
    </section>
  );
}
