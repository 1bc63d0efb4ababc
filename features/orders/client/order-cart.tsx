'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { SidePanel } from '@/components/ui/side-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import {
  isGuid,
  MAX_ORDER_PAGE,
  MAX_ORDERS_PER_RESERVATION,
  ORDER_PAGE_SIZES,
  ORDER_SORTS,
  type Order,
  type OrderSort,
  type OrdersQuery,
} from '@/lib/contracts';
import { formatNumber } from '@/lib/i18n';
import { useCompanies, useDeleteOrder, useOrderFeatures, useOrderPage, useOrderRowSummaries } from './queries';
import { useLiveUpdates } from '@/lib/queries';
import { FeaturesOff } from './features-off';
import { OrderCartToolbar, type CartFilters } from './order-cart-toolbar';
import { ListPageTop } from './list-page-top';
import { OrderForm } from './order-form';
import { OrderRows } from './order-rows';
import { COLUMNS, OrderTableHead } from './order-table-head';
import { ConvertOrdersForm, toConvert, type OrderToConvert } from './convert-orders-form';
import { ConvertedNotes } from './converted-notes';
import { formatDay, formatStamp } from './format-order-dates';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';
import { Options } from '@/components/ui/field';

/** The cart's state lives in the URL, so a link (from the schedule's panel, a colleague) opens the same view. */
function readState(params: URLSearchParams) {
  const sort = ORDER_SORTS.find((s) => s === params.get('sort')) ?? 'number';
  const pageSize = ORDER_PAGE_SIZES.find((s) => String(s) === params.get('pageSize')) ?? 50;
  // Within what the route accepts, so a hand-edited URL shows a page rather than an error.
  const page = Math.min(MAX_ORDER_PAGE, Math.max(0, Math.floor(Number(params.get('page')) || 0)));
  const filters: CartFilters = {
    search: params.get('search') ?? '',
    all: params.get('all') === '1',
    supplierId: isGuid(params.get('supplierId')) ? params.get('supplierId')! : '',
    deliveryFrom: params.get('deliveryFrom') ?? '',
    deliveryTo: params.get('deliveryTo') ?? '',
  };
  return { filters, sort, dir: params.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const), page, pageSize };
}

export function OrderCart({ canEdit, branchTimeZones }: { canEdit: boolean; branchTimeZones: Record<string, string> }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('orders.cart');
  const names = useTranslations('orders.deletion');
  const common = useTranslations('common');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  // Created and Updated on the planner's own clock (UTC while the page hydrates, before any order is loaded).
  const zone = useOwnZone() ?? 'UTC';
  const number = (n: number) => formatNumber(n, locale);
  const state = useMemo(() => readState(new URLSearchParams(params.toString())), [params]);
  const { filters, sort, dir, page, pageSize } = state;

  const query: OrdersQuery = {
    search: filters.search || undefined,
    inCart: filters.all ? undefined : true,
    supplierId: filters.supplierId || undefined,
    deliveryFrom: filters.deliveryFrom || undefined,
    deliveryTo: filters.deliveryTo || undefined,
    sort,
    dir,
    page,
    pageSize,
  };
  const orders = useOrderPage(query);
  const companies = useCompanies();
  // What the service's order fields switch off: said once above the table, and not offered below.
  const features = useOrderFeatures();
  const off = new Set(features.data?.off.map((f) => f.feature));
  const ids = orders.data?.orders.map((o) => o.Id) ?? [];
  const sums = useOrderRowSummaries(ids);
  const remove = useDeleteOrder();
  // Orders converted or changed by anyone leave or change here without a reload.
  useLiveUpdates();

  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Order | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept across pages and searches, so orders found one by one go into one reservation.
  const [selected, setSelected] = useState<ReadonlyMap<string, OrderToConvert>>(new Map());
  const [converting, setConverting] = useState<OrderToConvert[] | null>(null);
  const deletion = useConfirmedDelete({
    kind: 'order',
    name: (order: Order) => order.OrderNumber,
    consequence: t('deleteConsequence'),
    remove: (order) => remove.mutateAsync(order.Id),
    notify: setNotice,
  });

  const go = useCallback(
    (change: Partial<CartFilters> & { sort?: OrderSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number }) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(change)) {
        const text = key === 'all' ? (value ? '1' : '') : String(value ?? '');
        if (text === '' || (key === 'page' && text === '0')) next.delete(key);
        else next.set(key, text);
      }
      // A new search, filter or order starts again at the first page.
      if (!('page' in change)) next.delete('page');
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    },
    [params, pathname, router],
  );

  const suppliers = (companies.data ?? []).filter((c) => c.IsSupplier !== false);
  const companyName = new Map((companies.data ?? []).map((c) => [c.Id.toLowerCase(), c.CompanyName]));
  const filtered =
    filters.search !== '' || filters.supplierId !== '' || filters.deliveryFrom !== '' || filters.deliveryTo !== '';
  const data = orders.data;
  // From the answer, not the URL: while the next page loads, the status still describes the rows on screen.
  const first = data ? data.page * data.pageSize : 0;
  // An order that went into a reservation meanwhile (here or elsewhere) cannot be converted again.
  const taken = new Set((data?.orders ?? []).filter((o) => o.ExistsInReservation).map((o) => o.Id));
  const chosen = [...selected.values()].filter((o) => !taken.has(o.Id));
  const selectable = (data?.orders ?? []).filter((o) => !o.ExistsInReservation);
  const select = (orders: Order[], on: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      for (const o of orders) {
        if (on) next.set(o.Id, toConvert(o));
        else next.delete(o.Id);
      }
      return next;
    });

  return (
    <>
      <ListPageTop
        title={t('title')}
        description={t(filters.all ? 'descriptionAll' : 'descriptionCart')}
        link={{ href: '/orders/companies', label: t('companies') }}
        newLabel={canEdit ? t('new') : null}
        onNew={() => setEditing('new')}
        notice={notice}
        editor={
          canEdit && editing ? (
            <OrderForm
              key={editing === 'new' ? 'new' : editing.Id}
              order={editing === 'new' ? undefined : editing}
              suppliers={suppliers}
              onCancel={() => setEditing(null)}
              onDone={(order) => {
                setEditing(null);
                setNotice({
                  tone: 'success',
                  text: t(editing === 'new' ? 'added' : 'saved', { number: order.OrderNumber }),
                });
              }}
            />
          ) : null
        }
      />
      <FeaturesOff off={features.data?.off ?? []} />
      <OrderCartToolbar
        filters={filters}
        suppliers={suppliers}
        onChange={go}
        deliveryOff={off.has('deliveryDate')}
        supplierOff={off.has('searchBySupplier')}
      />
      <ConvertedNotes />
      {canEdit && chosen.length > 0 ? (
        <div
          role="region"
          aria-label={t('selected')}
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm dark:border-indigo-800 dark:bg-indigo-950"
        >
          <p>
            {t.rich('selectedOrders', {
              count: chosen.length,
              numbers: chosen.map((o) => o.OrderNumber).join(', '),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Button
            size="sm"
            disabled={chosen.length > MAX_ORDERS_PER_RESERVATION}
            aria-describedby={chosen.length > MAX_ORDERS_PER_RESERVATION ? 'too-many-orders' : undefined}
            onClick={() => setConverting(chosen)}
          >
            {t('createReservation')}
          </Button>
          {chosen.length > MAX_ORDERS_PER_RESERVATION ? (
            <p id="too-many-orders" className="text-red-700 dark:text-red-300">
              {t('tooMany', { max: MAX_ORDERS_PER_RESERVATION, excess: chosen.length - MAX_ORDERS_PER_RESERVATION })}
            </p>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setSelected(new Map())}>
            {t('clearSelection')}
          </Button>
        </div>
      ) : null}

      {orders.isError ? (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(orders.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void orders.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800"
          aria-busy={orders.isFetching}
        >
          <table className="w-full text-sm" aria-label={t(filters.all ? 'title' : 'cart')}>
            <OrderTableHead
              sort={sort}
              dir={dir}
              onSort={(s, d) => go({ sort: s, dir: d })}
              sortOff={{
                number: off.has('searchByNumber'),
                deliveryDate: off.has('deliveryDate'),
                created: off.has('sortCreated'),
                updated: off.has('sortUpdated'),
              }}
              canEdit={canEdit}
              selectPage={
                selectable.length > 0
                  ? { checked: selectable.every((o) => selected.has(o.Id)), onChange: (on) => select(selectable, on) }
                  : null
              }
            />
            <tbody>
              {data?.orders.map((order) => {
                const open = expanded.has(order.Id);
                const sum = sums.data?.[order.Id.toLowerCase()];
                return (
                  <Fragment key={order.Id}>
                    <tr className="border-t border-zinc-200 dark:border-zinc-800" data-order-id={order.Id}>
                      {canEdit ? (
                        <td className="px-2 py-2">
                          {order.ExistsInReservation ? null : (
                            <input
                              type="checkbox"
                              aria-label={t('select', { number: order.OrderNumber })}
                              checked={selected.has(order.Id)}
                              onChange={(e) => select([order], e.target.checked)}
                            />
                          )}
                        </td>
                      ) : null}
                      <td className="px-2 py-2">
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-label={t(open ? 'hideRows' : 'showRows', { number: order.OrderNumber })}
                          className="rounded px-1 text-zinc-600 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
                          onClick={() =>
                            setExpanded((s) =>
                              s.has(order.Id)
                                ? new Set([...s].filter((x) => x !== order.Id))
                                : new Set([...s, order.Id]),
                            )
                          }
                        >
                          {open ? '▾' : '▸'}
                        </button>
                      </td>
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        {order.OrderNumber}
                        {order.ExistsInReservation ? (
                          <span className="ml-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-normal dark:bg-zinc-700">
                            {t('inReservation')}
                          </span>
                        ) : null}
                      </th>
                      <td className="px-3 py-2">
                        {order.SupplierName ||
                          (order.SupplierId && companyName.get(order.SupplierId.toLowerCase())) ||
                          '—'}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDay(order.DeliveryDate, locale)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{sum ? number(sum.rows) : '…'}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{sum ? number(sum.quantity) : '…'}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatStamp(order.Created, locale, zone)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatStamp(order.Updated, locale, zone)}</td>
                      {canEdit ? (
                        <td className="px-3 py-2 text-right whitespace-nowrap">
                          <RowActions
                            name={names('itemName', { kind: 'order', name: order.OrderNumber })}
                            onEdit={() => setEditing(order)}
                            onDelete={() => deletion.ask(order)}
                            deleteDisabled={order.ExistsInReservation}
                          />
                        </td>
                      ) : null}
                    </tr>
                    {open ? (
                      <tr className="bg-zinc-50 dark:bg-zinc-900/60">
                        <td colSpan={COLUMNS.length + (canEdit ? 3 : 1)}>
                          <OrderRows
                            orderId={order.Id}
                            orderNumber={order.OrderNumber}
                            canEdit={canEdit && !order.ExistsInReservation}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          {data && data.orders.length === 0 ? (
            <div className="p-6 text-sm text-zinc-700 dark:text-zinc-300">
              {filtered ? (
                <p>
                  {t('noMatch')}{' '}
                  <button
                    type="button"
                    className="font-medium text-indigo-700 underline dark:text-indigo-300"
                    onClick={() => go({ search: '', supplierId: '', deliveryFrom: '', deliveryTo: '' })}
                  >
                    {t('clearFilters')}
                  </button>
                </p>
              ) : filters.all ? (
                <p>{t('noOrders', { canEdit: String(canEdit) })}</p>
              ) : (
                <p>{t('empty')}</p>
              )}
            </div>
          ) : null}
          {!data && orders.isPending ? (
            <p className="p-6 text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
          ) : null}
        </div>
      )}

      {data && data.orders.length > 0 ? (
        <nav aria-label={common('pages')} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p role="status">
            {data.total !== null
              ? t('statusOfTotal', {
                  range: `${number(first + 1)}–${number(first + data.orders.length)}`,
                  total: data.total,
                })
              : t('status', { range: `${number(first + 1)}–${number(first + data.orders.length)}` })}
          </p>
          <div className="flex items-center gap-2">
            <label className="flex items-center gap-2">
              {common('perPage')}
              <select
                className="rounded-md border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
                value={pageSize}
                onChange={(e) => go({ pageSize: Number(e.target.value) })}
              >
                <Options items={ORDER_PAGE_SIZES} value={(s) => s} label={(s) => s} />
              </select>
            </label>
            <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => go({ page: page - 1 })}>
              {common('previous')}
            </Button>
            <Button variant="secondary" size="sm" disabled={!data.more} onClick={() => go({ page: page + 1 })}>
              {common('next')}
            </Button>
          </div>
        </nav>
      ) : null}

      {deletion.dialog}
      {converting ? (
        <SidePanel
          title={t('convertTitle')}
          shownKey={converting.map((o) => o.Id).join()}
          onClose={() => setConverting(null)}
        >
          <ConvertOrdersForm
            key={converting.map((o) => o.Id).join()}
            orders={converting}
            branchTimeZones={branchTimeZones}
            onCancel={() => setConverting(null)}
            onDone={(reservation, orders, href) => {
              setConverting(null);
              setSelected(new Map());
              setNotice({
                tone: 'success',
                text: t.rich('converted', {
                  reservation: reservation.ReservationNumber,
                  count: orders.length,
                  numbers: orders.map((o) => o.OrderNumber).join(', '),
                  link: (chunks) => (
                    <Link href={href} className="font-medium underline">
                      {chunks}
                    </Link>
                  ),
                }),
              });
            }}
          />
        </SidePanel>
      ) : null}
    </>
  );
}
