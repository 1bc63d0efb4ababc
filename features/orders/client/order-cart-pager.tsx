'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Options, Select } from '@/components/ui/field';
import { ORDER_PAGE_SIZES } from '@/lib/contracts';
import { formatNumber } from '@/lib/i18n';

// Below and in place of the cart's table: the pager, and the words when no order is shown.

/** Which orders of how many are shown, the page size, and the previous and next pages. */
export function OrderCartPager({
  first,
  shown,
  total,
  more,
  page,
  pageSize,
  onChange,
}: {
  /** The index of the first order shown. */
  first: number;
  shown: number;
  /** Null when the service does not count them. */
  total: number | null;
  more: boolean;
  page: number;
  pageSize: number;
  onChange: (change: { page?: number; pageSize?: number }) => void;
}) {
  const t = useTranslations('orders.cart');
  const common = useTranslations('common');
  const locale = useLocale();
  const range = `${formatNumber(first + 1, locale)}–${formatNumber(first + shown, locale)}`;
  return (
    <nav aria-label={common('pages')} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status">{total !== null ? t('statusOfTotal', { range, total }) : t('status', { range })}</p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2">
          {common('perPage')}
          <Select size="xs" value={pageSize} onChange={(e) => onChange({ pageSize: Number(e.target.value) })}>
            <Options items={ORDER_PAGE_SIZES} value={(s) => s} label={(s) => s} />
          </Select>
        </label>
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onChange({ page: page - 1 })}>
          {common('previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!more} onClick={() => onChange({ page: page + 1 })}>
          {common('next')}
        </Button>
      </div>
    </nav>
  );
}

/** What the cart says with no order to show: none matches the filters, none at all, or none left to convert. */
export function EmptyCart({
  why,
  canEdit,
  onClearFilters,
}: {
  why: 'filtered' | 'noOrders' | 'empty';
  canEdit: boolean;
  onClearFilters: () => void;
}) {
  const t = useTranslations('orders.cart');
  return (
    <div className="p-6 text-sm text-zinc-700 dark:text-zinc-300">
      {why === 'filtered' ? (
        <p>
          {t('noMatch')}{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
            onClick={onClearFilters}
          >
            {t('clearFilters')}
          </button>
        </p>
      ) : why === 'noOrders' ? (
        <p>{t('noOrders', { canEdit: String(canEdit) })}</p>
      ) : (
        <p>{t('empty')}</p>
      )}
    </div>
  );
}
