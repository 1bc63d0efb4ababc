import { isGuid, MAX_ORDER_PAGE, ORDER_PAGE_SIZES, ORDER_SORTS } from '@/lib/contracts';
import type { CartFilters } from './order-cart-toolbar';

/** The cart's state lives in the URL, so a link (from the schedule's panel, a colleague) opens the same view. */
export function readCartState(params: URLSearchParams) {
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
