'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n';
import { Button } from './button';
import { Options, Select } from './field';

interface PageNavProps {
  /**
   * The page the rows on screen came from (not the URL's: while the next one loads, the status still describes
   * them).
   */
  shown: { page: number; pageSize: number; total: number; rows: number };
  /** The page and page size the URL asks for. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The status line from the range ("1–50") and the total, both formatted. */
  describe: (range: string, total: string) => string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Below a paged table: which rows are shown of how many, the page size, and Previous / Next. */
export function PageNav({ shown, page, pageSize, pageSizes, describe, onPage, onPageSize }: PageNavProps) {
  const t = useTranslations('common');
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const first = shown.page * shown.pageSize;
  const last = first + shown.rows;
  return (
    <nav aria-label={t('pages')} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status">{describe(`${number(first + 1)}–${number(last)}`, number(shown.total))}</p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2">
          {t('perPage')}
          <Select size="xs" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            <Options items={pageSizes} value={(s) => s} label={(s) => s} />
          </Select>
        </label>
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= shown.total} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
