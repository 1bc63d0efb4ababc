'use client';

// A report's downloads: plain links to the BFF with the same scope as on screen.
import { useTranslations } from 'next-intl';
import type { ReportQuery } from '../contract';
import { reportExportUrl, type ReportKind } from './queries';

const LINK =
  'rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm font-medium ' +
  'text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 ' +
  'dark:text-zinc-100 dark:hover:bg-zinc-800';

export function ExportLinks({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const t = useTranslations('reports.download');
  return (
    <div role="group" aria-label={t('group', { kind })} className="flex items-center gap-2 text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">{t('label')}</span>
      <a href={reportExportUrl(kind, query, 'csv')} download className={LINK} aria-label={t('csv', { kind })}>
        {t('csvLink')}
      </a>
      <a href={reportExportUrl(kind, query, 'xlsx')} download className={LINK} aria-label={t('xlsx', { kind })}>
        {t('xlsxLink')}
      </a>
    </div>
  );
}
