'use client';

// The cart's table: a tick to convert, a toggle for the order's rows, the order's figures, its actions. Sorted by the
// service (the URL holds the sort); a sortable header is a button that sorts by it, or turns the direction.
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Order, OrderRowSummary, OrderSort } from '@/lib/contracts';
import { formatNumber } from '@/lib/i18n';
import { formatDay, formatStamp } from './format-order-dates';
import { OrderRows } from './order-rows';

type ColumnKey = 'order' | 'supplier' | 'delivery' | 'rows' | 'quantity' | 'created' | 'updated';

/** The sorts a column's header offers; their words are messages orders.columns.<key>. */
const SORT_OF: Partial<Record<ColumnKey, OrderSort>> = {
  order: 'number',
  delivery: 'deliveryDate',
  created: 'created',
  updated: 'updated',
};

const HEAD = 'bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400';
const HEADER = 'px-3 py-2 font-medium';
const NARROW = 'w-8 px-2 py-2';
const CELL = 'px-3 py-2';

interface OrderCartTableProps {
  orders: Order[];
  label: string;
  canEdit: boolean;
  sort: OrderSort;
  dir: 'asc' | 'desc';
  onSort: (sort: OrderSort, dir: 'asc' | 'desc') => void;
  /** Sorts the service's fields cannot give: their headers are plain text. */
  sortOff: Partial<Record<OrderSort, boolean>>;
  /** Ticked orders, kept across pages. */
  selected: ReadonlyMap<string, unknown>;
  onSelect: (orders: Order[], on: boolean) => void;
  /** Orders whose rows are shown under them. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  sums: Record<string, OrderRowSummary> | undefined;
  supplierOf: (order: Order) => string;
  /** Created and Updated are shown in this zone. */
  zone: string;
  onEdit: (order: Order) => void;
  onDelete: (order: Order) => void;
}

export function OrderCartTable(props: OrderCartTableProps) {
  const { orders, canEdit, sort, dir, expanded } = props;
  const sortKey = (Object.keys(SORT_OF) as ColumnKey[]).find((key) => SORT_OF[key] === sort);
  return (
    <Table
      className="w-full text-sm"
      aria-label={props.label}
      rows={orders}
      columns={useOrderColumns(props)}
      getRowId={(order) => order.Id}
      sort={sortKey ? { id: sortKey, desc: dir === 'desc' } : null}
      onSortChange={(next) => {
        const by = next && SORT_OF[next.id as ColumnKey];
        if (by) props.onSort(by, next.desc ? 'desc' : 'asc');
      }}
      headClassName={HEAD}
      rowClassName="border-t border-zinc-200 dark:border-zinc-800"
      rowProps={(order) => ({ 'data-order-id': order.Id })}
      sortButtonClassName="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      detail={(order) =>
        expanded.has(order.Id)
          ? {
              className: 'bg-zinc-50 dark:bg-zinc-900/60',
              content: (
                <OrderRows
                  orderId={order.Id}
                  orderNumber={order.OrderNumber}
                  canEdit={canEdit && !order.ExistsInReservation}
                />
              ),
            }
          : null
      }
    />
  );
}

function useOrderColumns(props: OrderCartTableProps): TableColumn<Order>[] {
  const { orders, canEdit, selected, expanded, sums, sortOff } = props;
  const t = useTranslations('orders.cart');
  const columnName = useTranslations('orders.columns');
  const names = useTranslations('orders.deletion');
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const sumOf = (order: Order) => sums?.[order.Id.toLowerCase()];
  const selectable = orders.filter((o) => !o.ExistsInReservation);
  const column = (key: ColumnKey, cell: (order: Order) => ReactNode, more: Partial<TableColumn<Order>> = {}) => {
    const by = SORT_OF[key];
    const sortable = Boolean(by && !sortOff[by]);
    return { id: key, header: columnName(key), headerClassName: HEADER, cellClassName: CELL, cell, sortable, ...more };
  };
  const figure = { align: 'right', cellClassName: `${CELL} tabular-nums` } as const;
  const day = { cellClassName: `${CELL} whitespace-nowrap` };
  const columns: TableColumn<Order>[] = [
    {
      id: 'expand',
      header: <span className="sr-only">{columnName('expand')}</span>,
      headerClassName: NARROW,
      cellClassName: 'px-2 py-2',
      cell: (order) => {
        const open = expanded.has(order.Id);
        return (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'hideRows' : 'showRows', { number: order.OrderNumber })}
            className="rounded px-1 text-zinc-600 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
            onClick={() => props.onToggle(order.Id)}
          >
            {open ? '▾' : '▸'}
          </button>
        );
      },
    },
    column(
      'order',
      (order) => (
        <>
          {order.OrderNumber}
          {order.ExistsInReservation ? (
            <span className="ml-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-normal dark:bg-zinc-700">
              {t('inReservation')}
            </span>
          ) : null}
        </>
      ),
      { rowHeader: true, cellClassName: `${CELL} text-left font-medium` },
    ),
    column('supplier', props.supplierOf),
    column('delivery', (order) => formatDay(order.DeliveryDate, locale), day),
    column('rows', (order) => (sumOf(order) ? number(sumOf(order)!.rows) : '…'), figure),
    column('quantity', (order) => (sumOf(order) ? number(sumOf(order)!.quantity) : '…'), figure),
    column('created', (order) => formatStamp(order.Created, locale, props.zone), day),
    column('updated', (order) => formatStamp(order.Updated, locale, props.zone), day),
  ];
  if (!canEdit) return columns;
  return [
    {
      id: 'select',
      header:
        selectable.length > 0 ? (
          <Checkbox
            aria-label={columnName('selectPage')}
            checked={selectable.every((o) => selected.has(o.Id))}
            onChange={(e) => props.onSelect(selectable, e.target.checked)}
          />
        ) : (
          <span className="sr-only">{columnName('select')}</span>
        ),
      headerClassName: NARROW,
      cellClassName: 'px-2 py-2',
      cell: (order) =>
        order.ExistsInReservation ? null : (
          <Checkbox
            aria-label={t('select', { number: order.OrderNumber })}
            checked={selected.has(order.Id)}
            onChange={(e) => props.onSelect([order], e.target.checked)}
          />
        ),
    },
    ...columns,
    {
      id: 'actions',
      header: <span className="sr-only">{columnName('actions')}</span>,
      headerClassName: CELL,
      cellClassName: `${CELL} text-right whitespace-nowrap`,
      cell: (order) => (
        <RowActions
          name={names('itemName', { kind: 'order', name: order.OrderNumber })}
          onEdit={() => props.onEdit(order)}
          onDelete={() => props.onDelete(order)}
          deleteDisabled={order.ExistsInReservation}
        />
      ),
    },
  ];
}
