// Finding orders for the cart: one page of one query, answered by the service ($filter, $orderby, $top/$skip,
// $count), so 10,000 orders cost what 50 do. Row counts and quantities come apart, for the orders on a page.
// Every property named is the one the connection's $metadata maps the cart's need to (map-order-fields.ts), and
// every refusable option goes through the dialect of what the service accepts (fall-back-query.ts).
import 'server-only';
import { z } from 'zod';
import type { OrderRowSummary, OrderSort, OrdersQuery } from '@/lib/contracts';
import {
  and,
  compare,
  odataBoolean,
  odataDate,
  odataDateTime,
  odataGuid,
  odataString,
  or,
  type ODataExpr,
} from './build-odata-query';
import { readWithFallback, type QueryDialect } from './fall-back-query';
import { isFeatureOn, propertyFor, type OrderFieldMap } from './map-order-fields';
import { readODataCollection, readODataPage, type ODataPage } from './read-odata-collection';
import { OrderRowSchema, OrderSchema, type Order } from './schemas';
import { nextDay, toContractEntity } from './translate-order-entities';
import type { UpstreamContext } from './upstream-context';

/** What a sum needs of a row. */
const RowForSum = OrderRowSchema.pick({ OrderId: true, Quantity: true, UnitOfMeasure: true });

const SORT_FIELD = {
  number: 'Order.OrderNumber',
  deliveryDate: 'Order.DeliveryDate',
  created: 'Order.Created',
  updated: 'Order.Updated',
} as const satisfies Record<OrderSort, string>;

export interface OrderSearch extends Omit<OrdersQuery, 'page' | 'pageSize'> {
  /** Suppliers whose name matches the search: their orders match it too. */
  matchingSupplierIds?: string[];
  /** The name of `supplierId`'s company, for a service that names the supplier on the order. */
  supplierName?: string;
  skip: number;
  top: number;
}

/** Reads the service's entity in the contract's names before the schema checks it. */
export const inContractNames = <T extends z.ZodType>(
  map: OrderFieldMap,
  entity: 'Order' | 'OrderRow' | 'Company',
  schema: T,
) => z.preprocess((v) => toContractEntity(map, entity, v), schema) as unknown as T;

/** Null when the search can match nothing the service has (no number, no supplier field). */
function searchFilter(q: OrderSearch, map: OrderFieldMap, d: QueryDialect): ODataExpr | null {
  const alternatives: ODataExpr[] = [];
  const number = propertyFor(map, 'Order.OrderNumber');
  if (number) alternatives.push(d.search(number, q.search!));
  const supplierId = propertyFor(map, 'Order.SupplierId');
  const supplierName = propertyFor(map, 'Order.SupplierName');
  if (supplierId) {
    if (q.matchingSupplierIds?.length) alternatives.push(d.anyOfGuids(supplierId, q.matchingSupplierIds));
  } else if (supplierName) alternatives.push(d.search(supplierName, q.search!));
  return alternatives.length ? or(...alternatives) : null;
}

function deliveryFilter(q: OrderSearch, map: OrderFieldMap): ODataExpr[] {
  const delivery = map.fields['Order.DeliveryDate'];
  if (!delivery) return [];
  const parts: ODataExpr[] = [];
  // A DateTimeOffset delivery is a day's half-open window of midnights UTC, the days its dates read as.
  const instant = (day: string) => odataDateTime(`${day}T00:00:00Z`);
  if (delivery.type === 'Edm.Date') {
    if (q.deliveryFrom) parts.push(compare(delivery.property, 'ge', odataDate(q.deliveryFrom)));
    if (q.deliveryTo) parts.push(compare(delivery.property, 'le', odataDate(q.deliveryTo)));
  } else {
    if (q.deliveryFrom) parts.push(compare(delivery.property, 'ge', instant(odataDate(q.deliveryFrom).odata)));
    if (q.deliveryTo) parts.push(compare(delivery.property, 'lt', instant(nextDay(odataDate(q.deliveryTo).odata))));
  }
  return parts;
}

/** Undefined: the filter; null: nothing can match. */
function orderFilter(q: OrderSearch, map: OrderFieldMap, d: QueryDialect): ODataExpr | undefined | null {
  const parts: ODataExpr[] = [];
  if (q.search) {
    const search = searchFilter(q, map, d);
    if (!search) return null;
    parts.push(search);
  }
  const inReservation = propertyFor(map, 'Order.ExistsInReservation');
  if (q.inCart !== undefined && inReservation) parts.push(compare(inReservation, 'eq', odataBoolean(!q.inCart)));
  if (q.supplierId) {
    const supplierId = propertyFor(map, 'Order.SupplierId');
    const supplierName = propertyFor(map, 'Order.SupplierName');
    if (supplierId) parts.push(compare(supplierId, 'eq', odataGuid(q.supplierId)));
    else if (supplierName && q.supplierName !== undefined)
      parts.push(compare(supplierName, 'eq', odataString(q.supplierName)));
    else return null;
  }
  parts.push(...deliveryFilter(q, map));
  return parts.length ? and(...parts) : undefined;
}

/** One page of orders; Id breaks ties so that pages neither repeat nor skip an order. */
async function findOrders(ctx: UpstreamContext, q: OrderSearch): Promise<ODataPage<Order>> {
  const map = await ctx.orders.map();
  const schema = inContractNames(map, 'Order', OrderSchema);
  // A sort the service cannot give falls back to the order number (the cart offers it no more).
  const sortBy = propertyFor(map, SORT_FIELD[q.sort]) ?? propertyFor(map, 'Order.OrderNumber');
  const orderby = sortBy ? `${sortBy} ${q.dir}, Id asc` : 'Id asc';
  return readWithFallback(
    ctx.orders.refused,
    async (dialect) => {
      const filter = orderFilter(q, map, dialect);
      if (filter === null) return { items: [], total: 0, more: false };
      return readODataPage(ctx, 'Order', schema, { filter, orderby, skip: q.skip, top: q.top }, dialect);
    },
    ctx.orders.learnt,
  );
}

/**
 * Rows and summed quantity per order, in one read of the rows of every order named. A service whose rows name no
 * order or no quantity gives no sums (the cart says so); without a unit of measure, no sums per unit.
 */
async function summarizeOrderRows(ctx: UpstreamContext, orderIds: string[]): Promise<Map<string, OrderRowSummary>> {
  const map = await ctx.orders.map();
  if (orderIds.length === 0 || !isFeatureOn(map, 'rowSums')) return new Map();
  const summaries = new Map<string, OrderRowSummary>(
    orderIds.map((id) => [id.toLowerCase(), { rows: 0, quantity: 0, byUnit: {} }]),
  );
  const orderId = propertyFor(map, 'OrderRow.OrderId')!;
  const unit = propertyFor(map, 'OrderRow.UnitOfMeasure');
  const select = [orderId, propertyFor(map, 'OrderRow.Quantity')!, ...(unit ? [unit] : [])];
  const schema = inContractNames(map, 'OrderRow', RowForSum);
  const rows = await readWithFallback(
    ctx.orders.refused,
    (dialect) =>
      readODataCollection(ctx, 'OrderRow', schema, { filter: dialect.anyOfGuids(orderId, orderIds), select }),
    ctx.orders.learnt,
  );
  for (const row of rows) {
    const summary = summaries.get(row.OrderId.toLowerCase());
    if (!summary) continue;
    summary.rows += 1;
    summary.quantity += row.Quantity ?? 0;
    if (!unit) continue;
    const name = (row.UnitOfMeasure ?? '').trim().toUpperCase();
    summary.byUnit[name] = (summary.byUnit[name] ?? 0) + (row.Quantity ?? 0);
  }
  return summaries;
}

export const orderQueries = { findOrders, summarizeOrderRows };
