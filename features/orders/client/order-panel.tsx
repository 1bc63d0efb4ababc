'use client';

// The order cart beside the schedule: orders not yet in a reservation, dragged onto a ramp and time (one, or every
// ticked one), or put into the conversion form with the keyboard. Reads one page of the cart, soonest delivery first.
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState, type DragEvent } from 'react';
import { Checkbox, Input } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { Order, OrderRowSummary } from '@/lib/contracts';
import { useOrderPage, useOrderRowSummaries } from './queries';
import { toConvert, type OrderToConvert } from './convert-orders-form';
import { formatDay } from './format-order-dates';

/** What the order panel puts on a drag: only such a drag is taken (not a file, not text from elsewhere). */
export const ORDER_DRAG_TYPE = 'application/x-slotboard-orders';

const PAGE = 25;

export interface DraggedOrders {
  orders: OrderToConvert[];
  /** Their row sums, which propose the reservation's unit and length. */
  summaries: OrderRowSummary[];
}

interface OrderPanelProps {
  onDrag: (dragged: DraggedOrders | null) => void;
  onConvert: (dragged: DraggedOrders) => void;
}

const PANEL =
  'flex h-[calc(100vh-17rem)] min-h-96 w-64 shrink-0 flex-col gap-2 rounded-lg ' +
  'border border-zinc-300 bg-white p-2 dark:border-zinc-700 dark:bg-zinc-950';

const ORDER_ITEM =
  'flex cursor-grab items-start gap-2 rounded-md border border-zinc-200 bg-zinc-50 ' +
  'px-2 py-1.5 text-sm active:cursor-grabbing dark:border-zinc-800 dark:bg-zinc-900';

export function OrderPanel({ onDrag, onConvert }: OrderPanelProps) {
  const t = useTranslations('orders.panel');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const page = useOrderPage({
    inCart: true,
    search: search || undefined,
    sort: 'deliveryDate',
    dir: 'asc',
    page: 0,
    pageSize: PAGE,
  });
  const orders = page.data?.orders ?? [];
  const sums = useOrderRowSummaries(orders.map((o) => o.Id));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());

  const bundle = (list: Order[]): DraggedOrders => ({
    orders: list.map(toConvert),
    summaries: list.map((o) => sums.data?.[o.Id.toLowerCase()] ?? { rows: 0, quantity: 0, byUnit: {} }),
  });
  // Dragging a ticked order takes every ticked one with it; an unticked one goes alone.
  const draggedWith = (order: Order) => (ticked.has(order.Id) ? orders.filter((o) => ticked.has(o.Id)) : [order]);
  const tickedOrders = orders.filter((o) => ticked.has(o.Id));

  const onDragStart = (event: DragEvent, order: Order) => {
    const dragged = bundle(draggedWith(order));
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.setData(ORDER_DRAG_TYPE, JSON.stringify(dragged.orders.map((o) => o.Id)));
    event.dataTransfer.setData('text/plain', dragged.orders.map((o) => o.OrderNumber).join(', '));
    onDrag(dragged);
  };

  return (
    <section aria-label={t('title')} className={PANEL}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">{t('title')}</h2>
        <Link href="/orders" className="text-xs text-indigo-700 underline dark:text-indigo-300">
          {t('open')}
        </Link>
      </div>
      <Input
        type="search"
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        size="xs"
        className="text-sm"
      />
      <p className="text-xs text-zinc-700 dark:text-zinc-300">{t('hint')}</p>
      {tickedOrders.length > 0 ? (
        <Button size="sm" onClick={() => onConvert(bundle(tickedOrders))}>
          {t('convert', { count: tickedOrders.length })}
        </Button>
      ) : null}
      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto" aria-busy={page.isFetching}>
        {orders.map((order) => {
          const sum = sums.data?.[order.Id.toLowerCase()];
          return (
            <li
              key={order.Id}
              draggable
              onDragStart={(e) => onDragStart(e, order)}
              onDragEnd={() => onDrag(null)}
              data-order-id={order.Id}
              className={ORDER_ITEM}
            >
              <Checkbox
                className="mt-1"
                aria-label={t('tick', { number: order.OrderNumber })}
                checked={ticked.has(order.Id)}
                onChange={(e) =>
                  setTicked((old) =>
                    e.target.checked ? new Set([...old, order.Id]) : new Set([...old].filter((id) => id !== order.Id)),
                  )
                }
              />
              <span className="min-w-0">
                <span className="block truncate font-medium">{order.OrderNumber}</span>
                <span className="block text-xs text-zinc-700 dark:text-zinc-300">
                  {formatDay(order.DeliveryDate, locale)} · {sum ? t('rows', { count: sum.rows }) : '…'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {page.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{t('readFailed', { error: errorMessage(page.error) })}</p>
      ) : null}
      {page.data && orders.length === 0 ? <p className="text-sm">{t(search ? 'noMatch' : 'empty')}</p> : null}
      {page.data?.more ? (
        <p className="text-xs text-zinc-700 dark:text-zinc-300">{t('more', { count: PAGE })}</p>
      ) : null}
    </section>
  );
}
