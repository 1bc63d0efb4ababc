// Orders, order rows and companies: the OData ERP entities (spec §2.8). Created and changed entities are
// read fresh after the write; a lost answer is settled by reading back.
import 'server-only';
import { compare, odataGuid, odataString } from './build-odata-query';
import { readWithFallback } from './fall-back-query';
import { readODataCollection } from './read-odata-collection';
import {
  CompanyWriteSchema,
  OrderRowWriteSchema,
  OrderWriteSchema,
  type CompanyWrite,
  type OrderRowWrite,
  type OrderWrite,
} from '@/lib/contracts';
import { orderQueries } from './find-orders';
import { propertyFor } from './map-order-fields';
import type { Company, Order, OrderRow } from './schemas';
import { parseInput, type UpstreamContext } from './upstream-context';
import {
  createEntity,
  deleteEntity,
  ENTITIES,
  readEntity,
  schemaOf,
  updateEntity,
  type EntityOf,
} from './write-erp-entity';

const getOrder = (ctx: UpstreamContext, id: string): Promise<Order> => readEntity(ctx, 'Order', id);
const getOrderRow = (ctx: UpstreamContext, id: string): Promise<OrderRow> => readEntity(ctx, 'OrderRow', id);

/**
 * Creates an entity a text field names. After a lost answer only a new one of that name is ours: an older one
 * means the name was taken (an order number is unique) or belongs to another company of the same name.
 */
async function createNamed<S extends 'Order' | 'Company', B extends Record<string, unknown>>(
  ctx: UpstreamContext,
  set: S,
  body: B,
  field: keyof B & string,
): Promise<EntityOf<S>> {
  const { label } = ENTITIES[set];
  const name = String(body[field]);
  const map = await ctx.orders.map();
  const property = propertyFor(map, `${set}.${field}` as 'Order.OrderNumber') ?? field;
  const schema = await schemaOf(ctx, set);
  return createEntity(ctx, set, body, {
    what: `${label} ${name}`,
    check: `the ${label} list`,
    candidates: () =>
      readODataCollection(ctx, set, schema, { filter: compare(property, 'eq', odataString(name)) }) as Promise<
        EntityOf<S>[]
      >,
  });
}

/**
 * A service that names the supplier on the order (no Company key) is sent the name of the company chosen; the
 * contract's SupplierId stays the form's field.
 */
async function withSupplierName<B extends { SupplierId?: string | null }>(
  ctx: UpstreamContext,
  body: B,
): Promise<B & { SupplierName?: string }> {
  const map = await ctx.orders.map();
  if (!body.SupplierId || propertyFor(map, 'Order.SupplierId') || !propertyFor(map, 'Order.SupplierName')) return body;
  const company = await readEntity(ctx, 'Company', body.SupplierId);
  return { ...body, SupplierName: company.CompanyName };
}

const createOrder = async (ctx: UpstreamContext, input: OrderWrite): Promise<Order> =>
  createNamed(ctx, 'Order', await withSupplierName(ctx, parseInput(OrderWriteSchema, input)), 'OrderNumber');

const updateOrder = async (ctx: UpstreamContext, id: string, fields: Partial<OrderWrite>): Promise<Order> =>
  updateEntity(
    ctx,
    'Order',
    id,
    await withSupplierName(ctx, parseInput(OrderWriteSchema.partial(), fields)),
    'the order',
  );

const deleteOrder = (ctx: UpstreamContext, id: string) => deleteEntity(ctx, 'Order', id);

async function listOrderRows(ctx: UpstreamContext, orderId: string): Promise<OrderRow[]> {
  const map = await ctx.orders.map();
  const link = propertyFor(map, 'OrderRow.OrderId');
  // Rows that name no order cannot be told apart: the order shows none.
  if (!link) return [];
  const line = propertyFor(map, 'OrderRow.LineNumber');
  return readODataCollection(ctx, 'OrderRow', await schemaOf(ctx, 'OrderRow'), {
    filter: compare(link, 'eq', odataGuid(orderId)),
    orderby: line ? `${line} asc` : 'Id asc',
  });
}

async function createOrderRow(ctx: UpstreamContext, orderId: string, input: OrderRowWrite): Promise<OrderRow> {
  const body = { ...parseInput(OrderRowWriteSchema, input), OrderId: odataGuid(orderId).odata };
  return createEntity(ctx, 'OrderRow', body, {
    what: `the row ${body.ItemCode} of order ${body.OrderId}`,
    check: 'the rows of the order',
    candidates: () => listOrderRows(ctx, orderId),
    matches: (row) => row.ItemCode === body.ItemCode && row.Quantity === body.Quantity,
  });
}

const updateOrderRow = (ctx: UpstreamContext, id: string, fields: Partial<OrderRowWrite>): Promise<OrderRow> =>
  updateEntity(ctx, 'OrderRow', id, parseInput(OrderRowWriteSchema.partial(), fields), 'the rows of the order');

const deleteOrderRow = (ctx: UpstreamContext, id: string) => deleteEntity(ctx, 'OrderRow', id);

async function listCompanies(ctx: UpstreamContext, search?: string): Promise<Company[]> {
  const map = await ctx.orders.map();
  const name = propertyFor(map, 'Company.CompanyName');
  const schema = await schemaOf(ctx, 'Company');
  return readWithFallback(
    ctx.orders.refused,
    (dialect) =>
      readODataCollection(ctx, 'Company', schema, {
        filter: search?.trim() && name ? dialect.search(name, search.trim()) : undefined,
        orderby: name ? `${name} asc` : 'Id asc',
      }),
    ctx.orders.learnt,
  );
}

const createCompany = (ctx: UpstreamContext, input: CompanyWrite): Promise<Company> =>
  createNamed(ctx, 'Company', parseInput(CompanyWriteSchema, input), 'CompanyName');

const updateCompany = (ctx: UpstreamContext, id: string, fields: Partial<CompanyWrite>): Promise<Company> =>
  updateEntity(ctx, 'Company', id, parseInput(CompanyWriteSchema.partial(), fields), 'the company');

const deleteCompany = (ctx: UpstreamContext, id: string) => deleteEntity(ctx, 'Company', id);

export const orderCalls = {
  ...orderQueries,
  getOrder,
  createOrder,
  updateOrder,
  deleteOrder,
  listOrderRows,
  getOrderRow,
  createOrderRow,
  updateOrderRow,
  deleteOrderRow,
  listCompanies,
  createCompany,
  updateCompany,
  deleteCompany,
};
