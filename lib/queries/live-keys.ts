// The keys the live channel (live.ts) updates or invalidates; the hooks that fill them live with their feature.
import type { OrdersQuery } from '@/lib/contracts';

export const orderKeys = {
  all: ['orders'] as const,
  pages: () => [...orderKeys.all, 'page'] as const,
  page: (query: OrdersQuery) => [...orderKeys.pages(), query] as const,
  summaries: (ids: string[]) => [...orderKeys.all, 'summaries', ids] as const,
  rows: (orderId: string) => [...orderKeys.all, 'rows', orderId] as const,
};

export const deletedKeys = {
  all: ['deleted'] as const,
  pages: () => [...deletedKeys.all, 'page'] as const,
  page: <Query extends object>(query: Query) => [...deletedKeys.pages(), query] as const,
};
