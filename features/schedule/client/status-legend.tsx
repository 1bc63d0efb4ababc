import { useTranslations } from 'next-intl';
import { STATUS_CLASSES } from './grid-geometry';

/** What the colours and marks mean, in words. */
export function StatusLegend() {
  const t = useTranslations('schedule.legend');
  const items = [
    ['Approved', t('approved')],
    ['Pending', t('pending')],
    ['Rejected', t('rejected')],
  ] as const;
  return (
    <ul aria-label={t('label')} className="flex flex-wrap items-center gap-3 text-xs text-zinc-700 dark:text-zinc-300">
      {items.map(([status, text]) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block h-3 w-5 border-2 ${STATUS_CLASSES[status]}`} />
          {text}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-1.5 w-5 rounded-full bg-sky-700 dark:bg-sky-300" />
        {t('actualStay')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-5 border-2 border-red-600 outline-2 outline-red-600" />
        {t('overlap')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-0.5 bg-red-600" />
        {t('now')}
      </li>
    </ul>
  );
}
