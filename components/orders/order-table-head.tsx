'use client';

import type { OrderSort } from '@/lib/contracts';

export const COLUMNS: { label: string; sort?: OrderSort; numeric?: boolean }[] = [
  { label: 'Order', sort: 'number' },
  { label: 'Supplier' },
  { label: 'Delivery', sort: 'deliveryDate' },
  { label: 'Rows', numeric: true },
  { label: 'Quantity', numeric: true },
  { label: 'Created', sort: 'created' },
  { label: 'Updated', sort: 'updated' },
];

/** Column headers; a sortable one is a button that sorts by it, or turns the direction when it already does. */
interface OrderTableHeadProps {
  sort: OrderSort;
  dir: 'asc' | 'desc';
  onSort: (sort: OrderSort, dir: 'asc' | 'desc') => void;
  canEdit: boolean;
  /** Selecting every order of the page that can still be converted; null when none can. */
  selectPage: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

export function OrderTableHead({ sort, dir, onSort, canEdit, selectPage }: OrderTableHeadProps) {
  return (
    <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
      <tr>
        {canEdit ? (
          <th className="w-8 px-2 py-2">
            {selectPage ? (
              <input type="checkbox" aria-label="Select every order on this page that is in the cart" checked={selectPage.checked} onChange={(e) => selectPage.onChange(e.target.checked)} />
            ) : (
              <span className="sr-only">Select</span>
            )}
          </th>
        ) : null}
        <th className="w-8 px-2 py-2">
          <span className="sr-only">Rows of the order</span>
        </th>
        {COLUMNS.map((c) => {
          const active = c.sort === sort;
          return (
            <th key={c.label} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined} className={`px-3 py-2 font-medium ${c.numeric ? 'text-right' : ''}`}>
              {c.sort ? (
                <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100" onClick={() => onSort(c.sort!, active && dir === 'asc' ? 'desc' : 'asc')}>
                  {c.label}
                  <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              ) : (
                c.label
              )}
            </th>
          );
        })}
        {canEdit ? (
          <th className="px-3 py-2">
            <span className="sr-only">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
