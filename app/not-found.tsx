import Link from 'next/link';
import { useTranslations } from 'next-intl';

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t('text')}</p>
      <Link
        href="/schedule"
        className="mt-4 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        {t('link')}
      </Link>
    </main>
  );
}
