'use client';

import { useTranslations } from 'next-intl';
import type { OrderSort } from '@/lib/contracts';

/** The columns, each by its key in messages (orders.columns). */
export const COLUMNS: {
  key: 'order' | 'supplier' | 'delivery' | 'rows' | 'quantity' | 'created' | 'updated';
  sort?: OrderSort;
  numeric?: boolean;
}[] = [
  { key: 'order', sort: 'number' },
  { key: 'supplier' },
  { key: 'delivery', sort: 'deliveryDate' },
  { key: 'rows', numeric: true },
  { key: 'quantity', numeric: true },
  { key: 'created', sort: 'created' },
  { key: 'updated', sort: 'updated' },
];

/** Column headers; a sortable one is a button that sorts by it, or turns the direction when it already does. */
interface OrderTableHeadProps {
  sort: OrderSort;
  dir: 'asc' | 'desc';
  onSort: (sort: OrderSort, dir: 'asc' | 'desc') => void;
  /** Sorts the service's fields cannot give: their headers are plain text. */
  sortOff?: Partial<Record<OrderSort, boolean>>;
  canEdit: boolean;
  /** Selecting every order of the page that can still be converted; null when none can. */
  selectPage: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

export function OrderTableHead({ sort, dir, onSort, sortOff = {}, canEdit, selectPage }: OrderTableHeadProps) {
  const t = useTranslations('orders.columns');
  return (
    <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
      <tr>
        {canEdit ? (
          <th className="w-8 px-2 py-2">
            {selectPage ? (
              <input
                type="checkbox"
                aria-label={t('selectPage')}
                checked={selectPage.checked}
                onChange={(e) => selectPage.onChange(e.target.checked)}
              />
            ) : (
              <span className="sr-only">{t('select')}</span>
            )}
          </th>
        ) : null}
        <th className="w-8 px-2 py-2">
          <span className="sr-only">{t('expand')}</span>
        </th>
        {COLUMNS.map((c) => {
          const active = c.sort === sort;
          return (
            <th
              key={c.key}
              scope="col"
              aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              className={`px-3 py-2 font-medium ${c.numeric ? 'text-right' : ''}`}
            >
              {c.sort && !sortOff[c.sort] ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
                  onClick={() => onSort(c.sort!, active && dir === 'asc' ? 'desc' : 'asc')}
                >
                  {t(c.key)}
                  <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              ) : (
                t(c.key)
              )}
            </th>
          );
        })}
        {canEdit ? (
          <th className="px-3 py-2">
            <span className="sr-only">{t('actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
