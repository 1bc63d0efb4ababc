// Finding orders for the cart: one page of one query, answered by the service ($filter, $orderby, $top/$skip,
// $count), so 10,000 orders cost what 50 do. Row counts and quantities come apart, for the orders on a page.
import 'server-only';
import type { OrderRowSummary, OrderSort, OrdersQuery } from '@/lib/contracts';
import { and, compare, containsText, inGuids, odataBoolean, odataDate, odataGuid, or, type ODataExpr } from './build-odata-query';
import { readODataCollection, readODataPage, type ODataPage } from './read-odata-collection';
import { OrderRowSchema, OrderSchema, type Order } from './schemas';
import type { UpstreamContext } from './upstream-context';

/** What a sum needs of a row, and all that is asked for ($select). */
const RowForSum = OrderRowSchema.pick({ OrderId: true, Quantity: true, UnitOfMeasure: true });

const SORT_FIELD: Record<OrderSort, string> = { number: 'OrderNumber', deliveryDate: 'DeliveryDate', created: 'Created', updated: 'Updated' };

export interface OrderSearch extends Omit<OrdersQuery, 'page' | 'pageSize'> {
  /** Suppliers whose name matches the search: their orders match it too. */
  matchingSupplierIds?: string[];
  skip: number;
  top: number;
}

function orderFilter(q: OrderSearch): ODataExpr | undefined {
  const parts: ODataExpr[] = [];
  if (q.search) {
    const byNumber = containsText('OrderNumber', q.search);
    parts.push(q.matchingSupplierIds?.length ? or(byNumber, inGuids('SupplierId', q.matchingSupplierIds)) : byNumber);
  }
  if (q.inCart !== undefined) parts.push(compare('ExistsInReservation', 'eq', odataBoolean(!q.inCart)));
  if (q.supplierId) parts.push(compare('SupplierId', 'eq', odataGuid(q.supplierId)));
  if (q.deliveryFrom) parts.push(compare('DeliveryDate', 'ge', odataDate(q.deliveryFrom)));
  if (q.deliveryTo) parts.push(compare('DeliveryDate', 'le', odataDate(q.deliveryTo)));
  return parts.length ? and(...parts) : undefined;
}

/** One page of orders; Id breaks ties so that pages neither repeat nor skip an order. */
async function findOrders(ctx: UpstreamContext, q: OrderSearch): Promise<ODataPage<Order>> {
  return readODataPage(ctx, 'Order', OrderSchema, { filter: orderFilter(q), orderby: `${SORT_FIELD[q.sort]} ${q.dir}, Id asc`, skip: q.skip, top: q.top });
}

/** Rows and summed quantity per order, in one read of the rows of every order named. */
async function summarizeOrderRows(ctx: UpstreamContext, orderIds: string[]): Promise<Map<string, OrderRowSummary>> {
  const summaries = new Map<string, OrderRowSummary>(orderIds.map((id) => [id.toLowerCase(), { rows: 0, quantity: 0, byUnit: {} }]));
  if (orderIds.length === 0) return summaries;
  const rows = await readODataCollection(ctx, 'OrderRow', RowForSum, { filter: inGuids('OrderId', orderIds), select: ['OrderId', 'Quantity', 'UnitOfMeasure'] });
  for (const row of rows) {
    const summary = summaries.get(row.OrderId.toLowerCase());
    if (!summary) continue;
    const unit = (row.UnitOfMeasure ?? '').trim().toUpperCase();
    summary.rows += 1;
    summary.quantity += row.Quantity ?? 0;
    summary.byUnit[unit] = (summary.byUnit[unit] ?? 0) + (row.Quantity ?? 0);
  }
  return summaries;
}

export const orderQueries = { findOrders, summarizeOrderRows };
