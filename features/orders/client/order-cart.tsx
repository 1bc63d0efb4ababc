'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { SidePanel } from '@/components/ui/side-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { type Order, type OrderSort, type OrdersQuery } from '@/lib/contracts';
import { useCompanies, useDeleteOrder, useOrderFeatures, useOrderPage, useOrderRowSummaries } from './queries';
import { useLiveUpdates } from '@/lib/queries';
import { FeaturesOff } from './features-off';
import { OrderCartToolbar, type CartFilters } from './order-cart-toolbar';
import { ListPageTop } from './list-page-top';
import { OrderForm } from './order-form';
import { OrderCartTable } from './order-cart-table';
import { readCartState } from './read-cart-state';
import { EmptyCart, OrderCartPager } from './order-cart-pager';
import { SelectedOrdersBar } from './selected-orders-bar';
import { ConvertOrdersForm, toConvert, type OrderToConvert } from './convert-orders-form';
import { ConvertedNotes } from './converted-notes';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';

export function OrderCart({ canEdit, branchTimeZones }: { canEdit: boolean; branchTimeZones: Record<string, string> }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('orders.cart');
  const errorMessage = useErrorMessage();
  // Created and Updated on the planner's own clock (UTC while the page hydrates, before any order is loaded).
  const zone = useOwnZone() ?? 'UTC';
  const state = useMemo(() => readCartState(new URLSearchParams(params.toString())), [params]);
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
        <SelectedOrdersBar chosen={chosen} onConvert={setConverting} onClear={() => setSelected(new Map())} />
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
          <OrderCartTable
            orders={data?.orders ?? []}
            label={t(filters.all ? 'title' : 'cart')}
            canEdit={canEdit}
            sort={sort}
            dir={dir}
            onSort={(s, d) => go({ sort: s, dir: d })}
            sortOff={{
              number: off.has('searchByNumber'),
              deliveryDate: off.has('deliveryDate'),
              created: off.has('sortCreated'),
              updated: off.has('sortUpdated'),
            }}
            selected={selected}
            onSelect={select}
            expanded={expanded}
            onToggle={(id) =>
              setExpanded((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])))
            }
            sums={sums.data}
            supplierOf={(order) =>
              order.SupplierName || (order.SupplierId && companyName.get(order.SupplierId.toLowerCase())) || '—'
            }
            zone={zone}
            onEdit={setEditing}
            onDelete={(order) => deletion.ask(order)}
          />
          {data && data.orders.length === 0 ? (
            <EmptyCart
              why={filtered ? 'filtered' : filters.all ? 'noOrders' : 'empty'}
              canEdit={canEdit}
              onClearFilters={() => go({ search: '', supplierId: '', deliveryFrom: '', deliveryTo: '' })}
            />
          ) : null}
          {!data && orders.isPending ? (
            <p className="p-6 text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
          ) : null}
        </div>
      )}

      {data && data.orders.length > 0 ? (
        <OrderCartPager
          first={first}
          shown={data.orders.length}
          total={data.total}
          more={data.more}
          page={page}
          pageSize={pageSize}
          onChange={go}
        />
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
