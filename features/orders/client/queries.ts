'use client';

// The order cart: one cache entry per page asked for (search, filters, sorting, page), row sums per page, rows
// per order, and the company list. Live `order` frames mark them stale; writes refetch what they touch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type {
  Company,
  CompanyAnswer,
  CompanyList,
  CompanyWrite,
  CreateFromOrders,
  Environment,
  Order,
  OrderAnswer,
  OrderFeatures,
  OrderFieldMapping,
  OrderFieldMappingInput,
  OrderPage,
  OrderRowList,
  OrderRowSummaries,
  OrderRowWrite,
  OrdersQuery,
  OrderWrite,
  ReservationAnswer,
} from '@/lib/contracts';
import { orderKeys, putReservationInCaches } from '@/lib/queries';

/** Under Admin → Service connection's keys, so that its invalidations reach it too. */
export const orderFieldKeys = {
  of: (environment: Environment) => ['connection', 'order-fields', environment] as const,
};

/** Apart from orderKeys.all: order events (every conversion) must not refetch the company list. */
export const companyKeys = { all: ['companies'] as const };

/**
 * Apart from orderKeys.all too: which features the service's fields allow changes with the mapping, not with orders.
 */
export const orderFeatureKeys = { all: ['order-features'] as const };

export function useOrderFeatures() {
  return useQuery({
    queryKey: orderFeatureKeys.all,
    queryFn: ({ signal }) => fetchJson<OrderFeatures>('/api/orders/features', { signal }),
    staleTime: 60_000,
  });
}

/** The query as URL parameters, leaving out what is empty, so a URL a planner shares stays short. */
function ordersSearchParams(query: Partial<OrdersQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export function useOrderPage(query: OrdersQuery) {
  return useQuery({
    queryKey: orderKeys.page(query),
    queryFn: ({ signal }) => fetchJson<OrderPage>(`/api/orders?${ordersSearchParams(query).toString()}`, { signal }),
    // The previous page stays on screen while the next loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useOrderRowSummaries(ids: string[]) {
  return useQuery<OrderRowSummaries['summaries']>({
    queryKey: orderKeys.summaries(ids),
    queryFn: ({ signal }) =>
      fetchJson<OrderRowSummaries>(`/api/orders/row-summaries?ids=${ids.join(',')}`, { signal }).then(
        (r) => r.summaries,
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useOrderRows(orderId: string) {
  return useQuery({
    queryKey: orderKeys.rows(orderId),
    queryFn: ({ signal }) => fetchJson<OrderRowList>(`/api/orders/${orderId}/rows`, { signal }).then((r) => r.rows),
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: companyKeys.all,
    queryFn: ({ signal }) => fetchJson<CompanyList>('/api/companies', { signal }).then((r) => r.companies),
    staleTime: 60_000,
  });
}

/** Any order write: afterwards every cart page, sum and row list is refetched when shown. */
function useOrderWrite<I, O>(write: (input: I) => Promise<O>, alsoStale?: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orderKeys.all });
      if (alsoStale) await client.invalidateQueries({ queryKey: alsoStale });
    },
  });
}

/** Create when there is no id yet, change otherwise: the one call a form needs. */
function useSave<W, A, O>(path: string, unwrap: (answer: A) => O, alsoStale?: readonly unknown[]) {
  return useOrderWrite(
    ({ id, values }: { id?: string; values: W }) =>
      fetchJson<A>(id ? `${path}/${id}` : path, { method: id ? 'PATCH' : 'POST', body: values }).then(unwrap),
    alsoStale,
  );
}

export const useSaveOrder = () => useSave<OrderWrite, OrderAnswer, Order>('/api/orders', (a) => a.order);
export const useSaveCompany = () =>
  useSave<CompanyWrite, CompanyAnswer, Company>('/api/companies', (a) => a.company, companyKeys.all);
export const useDeleteOrder = () =>
  useOrderWrite((id: string) => fetchJson<void>(`/api/orders/${id}`, { method: 'DELETE' }));
export const useCreateOrderRow = () =>
  useOrderWrite(({ orderId, row }: { orderId: string; row: OrderRowWrite }) =>
    fetchJson(`/api/orders/${orderId}/rows`, { method: 'POST', body: row }),
  );
export const useUpdateOrderRow = () =>
  useOrderWrite(({ id, changes }: { id: string; changes: Partial<OrderRowWrite> }) =>
    fetchJson(`/api/order-rows/${id}`, { method: 'PATCH', body: changes }),
  );
export const useDeleteOrderRow = () =>
  useOrderWrite((id: string) => fetchJson<void>(`/api/order-rows/${id}`, { method: 'DELETE' }));
export const useDeleteCompany = () =>
  useOrderWrite((id: string) => fetchJson<void>(`/api/companies/${id}`, { method: 'DELETE' }), companyKeys.all);

/**
 * Orders into one reservation. On success the orders leave every cart page shown at once (the refetch that
 * follows confirms it) and the reservation lands in every range that shows its time.
 */
export function useCreateFromOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFromOrders) =>
      fetchJson<ReservationAnswer>('/api/reservations/from-orders', { method: 'POST', body: input }).then(
        (r) => r.reservation,
      ),
    onSuccess: (reservation, input) => {
      const gone = new Set(input.OrderIds.map((id) => id.toLowerCase()));
      for (const [key, page] of client.getQueriesData<OrderPage>({ queryKey: orderKeys.pages() })) {
        if (!page) continue;
        const inCart = (key[2] as OrdersQuery | undefined)?.inCart === true;
        const left = page.orders.filter((o) => gone.has(o.Id.toLowerCase())).length;
        const orders = inCart
          ? page.orders.filter((o) => !gone.has(o.Id.toLowerCase()))
          : page.orders.map((o) =>
              gone.has(o.Id.toLowerCase()) ? { ...o, ExistsInReservation: true, ReservationId: reservation.Id } : o,
            );
        client.setQueryData<OrderPage>(key, {
          ...page,
          orders,
          total: inCart && page.total !== null ? page.total - left : page.total,
        });
      }
      putReservationInCaches(client, reservation);
    },
    // Refused too: an order someone else converted meanwhile shows as such. Not awaited, so the form is done at once.
    onSettled: () => void client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Admin → Service connection: the order cart's fields as the service's $metadata and the admin's choices map them. */
export function useOrderFieldMapping(environment: Environment, enabled: boolean) {
  return useQuery({
    queryKey: orderFieldKeys.of(environment),
    queryFn: ({ signal }) =>
      fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields`, { signal }),
    enabled,
    retry: false,
  });
}

/** Saves the choices (or, with `refresh`, reads the metadata again); the cart's features and pages follow. */
export function useSaveOrderFieldMapping(environment: Environment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { refresh: true } | OrderFieldMappingInput) =>
      'refresh' in change
        ? fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields/refresh`, { method: 'POST' })
        : fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields`, {
            method: 'PUT',
            body: change,
          }),
    onSuccess: (mapping) => {
      client.setQueryData(orderFieldKeys.of(environment), mapping);
      void client.invalidateQueries({ queryKey: orderFeatureKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.all });
      // Admin → Service connection's overview, its key spelt out: that feature imports this one.
      void client.invalidateQueries({ queryKey: ['connection', 'overview'] });
    },
  });
}
