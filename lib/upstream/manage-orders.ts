// Orders, order rows and companies: the OData ERP entities (spec §2.8). Created and changed entities are
// read fresh after the write; a lost answer is settled by reading back.
import 'server-only';
import { AppError } from '@/lib/errors';
import { and, compare, containsText, odataBoolean, odataGuid, odataString, type ODataExpr } from './build-odata-query';
import { confirmWrite, holds, NOT_APPLIED } from './confirm-write';
import { reasonOf } from './map-upstream-error';
import { readODataCollection } from './read-odata-collection';
import {
  CompanySchema,
  OrderRowSchema,
  OrderRowWriteSchema,
  OrderSchema,
  OrderWriteSchema,
  type Company,
  type Order,
  type OrderRow,
  type OrderRowWrite,
  type OrderWrite,
} from './schemas';
import { findCreatedId, oneOf, parseInput, type UpstreamContext } from './upstream-context';
import type { z } from 'zod';

/** Ask for the entity in the answer; a service that ignores this answers 204 and we read it ourselves. */
const RETURN_REPRESENTATION = { prefer: 'return=representation' };

async function getEntity<T extends z.ZodType>(ctx: UpstreamContext, set: string, id: string, schema: T): Promise<z.infer<T>> {
  return (await ctx.transport.send({ method: 'GET', path: `${ctx.odata}/${set}(${odataGuid(id).odata})`, schema: oneOf(schema) })).data;
}

/** Null when the entity does not exist (404), so read-backs can tell "gone" from "failed". */
async function findEntity<T extends z.ZodType>(ctx: UpstreamContext, set: string, id: string, schema: T): Promise<z.infer<T> | null> {
  try {
    return await getEntity(ctx, set, id, schema);
  } catch (e) {
    if (reasonOf(e) === 'not_found') return null;
    throw e;
  }
}

export async function listOrders(ctx: UpstreamContext, query: { search?: string; inCart?: boolean } = {}): Promise<Order[]> {
  const parts: ODataExpr[] = [];
  if (query.search?.trim()) parts.push(containsText('OrderNumber', query.search.trim()));
  if (query.inCart !== undefined) parts.push(compare('ExistsInReservation', 'eq', odataBoolean(!query.inCart)));
  return readODataCollection(ctx, 'Order', OrderSchema, { filter: parts.length ? and(...parts) : undefined, orderby: 'OrderNumber asc' });
}

export const getOrder = (ctx: UpstreamContext, id: string): Promise<Order> => getEntity(ctx, 'Order', id, OrderSchema);

export async function createOrder(ctx: UpstreamContext, input: OrderWrite): Promise<Order> {
  const body = parseInput(OrderWriteSchema, input);
  const withNumber = () => readODataCollection(ctx, 'Order', OrderSchema, { filter: compare('OrderNumber', 'eq', odataString(body.OrderNumber)) });
  // The orders with this number before sending: after a lost answer only a new one is ours (an older one means
  // the number was taken, and the service refused or never got our order).
  const before = new Set((await withNumber()).map((o) => o.Id.toLowerCase()));
  const newOrder = async () => (await withNumber()).find((o) => !before.has(o.Id.toLowerCase()));
  return confirmWrite({
    what: `order ${body.OrderNumber}`,
    check: 'the order list',
    sleep: ctx.sleep,
    write: async () => {
      const res = await ctx.transport.send({ method: 'POST', path: `${ctx.odata}/Order`, body, headers: RETURN_REPRESENTATION });
      const id = findCreatedId(res.body, res.headers) ?? (await newOrder())?.Id;
      if (!id) throw new AppError('upstream_error', 'The reservation service accepted the order but did not say which one it created', { reason: 'bad_response' });
      return getOrder(ctx, id);
    },
    readBack: async () => (await newOrder()) ?? NOT_APPLIED,
  });
}

export async function updateOrder(ctx: UpstreamContext, id: string, fields: Partial<OrderWrite>): Promise<Order> {
  const body = parseInput(OrderWriteSchema.partial(), fields);
  const key = odataGuid(id).odata;
  return confirmWrite({
    what: `the change to order ${key}`,
    check: 'the order',
    sleep: ctx.sleep,
    write: async () => {
      await ctx.transport.send({ method: 'PATCH', path: `${ctx.odata}/Order(${key})`, body, headers: RETURN_REPRESENTATION });
      return getOrder(ctx, key);
    },
    readBack: async () => {
      const now = await getOrder(ctx, key);
      return holds(now, body) ? now : NOT_APPLIED;
    },
  });
}

async function deleteEntity(ctx: UpstreamContext, set: string, id: string, label: string): Promise<void> {
  const key = odataGuid(id).odata;
  await confirmWrite({
    what: `the deletion of ${label} ${key}`,
    check: `the ${label}`,
    sleep: ctx.sleep,
    write: async () => {
      await ctx.transport.send({ method: 'DELETE', path: `${ctx.odata}/${set}(${key})` });
      return true;
    },
    readBack: async () => ((await findEntity(ctx, set, key, set === 'Order' ? OrderSchema : OrderRowSchema)) === null ? true : NOT_APPLIED),
  });
}

export const deleteOrder = (ctx: UpstreamContext, id: string) => deleteEntity(ctx, 'Order', id, 'order');

export async function listOrderRows(ctx: UpstreamContext, orderId: string): Promise<OrderRow[]> {
  return readODataCollection(ctx, 'OrderRow', OrderRowSchema, { filter: compare('OrderId', 'eq', odataGuid(orderId)), orderby: 'LineNumber asc' });
}

export async function createOrderRow(ctx: UpstreamContext, orderId: string, input: OrderRowWrite): Promise<OrderRow> {
  const body = { ...parseInput(OrderRowWriteSchema, input), OrderId: odataGuid(orderId).odata };
  const before = new Set((await listOrderRows(ctx, orderId)).map((r) => r.Id.toLowerCase()));
  return confirmWrite({
    what: `the row ${body.ItemCode} of order ${body.OrderId}`,
    check: 'the rows of the order',
    sleep: ctx.sleep,
    write: async () => {
      const res = await ctx.transport.send({ method: 'POST', path: `${ctx.odata}/OrderRow`, body, headers: RETURN_REPRESENTATION });
      const id = findCreatedId(res.body, res.headers) ?? (await newRow())?.Id;
      if (!id) throw new AppError('upstream_error', 'The reservation service accepted the order row but did not say which one it created', { reason: 'bad_response' });
      return getEntity(ctx, 'OrderRow', id, OrderRowSchema);
    },
    readBack: async () => (await newRow()) ?? NOT_APPLIED,
  });

  /** A row that was not there before the write and matches what we sent. */
  async function newRow() {
    const rows = await listOrderRows(ctx, orderId);
    return rows.find((r) => !before.has(r.Id.toLowerCase()) && r.ItemCode === body.ItemCode && r.Quantity === body.Quantity);
  }
}

export async function updateOrderRow(ctx: UpstreamContext, id: string, fields: Partial<OrderRowWrite>): Promise<OrderRow> {
  const body = parseInput(OrderRowWriteSchema.partial(), fields);
  const key = odataGuid(id).odata;
  return confirmWrite({
    what: `the change to order row ${key}`,
    check: 'the rows of the order',
    sleep: ctx.sleep,
    write: async () => {
      await ctx.transport.send({ method: 'PATCH', path: `${ctx.odata}/OrderRow(${key})`, body, headers: RETURN_REPRESENTATION });
      return getEntity(ctx, 'OrderRow', key, OrderRowSchema);
    },
    readBack: async () => {
      const now = await getEntity(ctx, 'OrderRow', key, OrderRowSchema);
      return holds(now, body) ? now : NOT_APPLIED;
    },
  });
}

export const deleteOrderRow = (ctx: UpstreamContext, id: string) => deleteEntity(ctx, 'OrderRow', id, 'order row');

export async function listCompanies(ctx: UpstreamContext, search?: string): Promise<Company[]> {
  return readODataCollection(ctx, 'Company', CompanySchema, { filter: search?.trim() ? containsText('CompanyName', search.trim()) : undefined, orderby: 'CompanyName asc' });
}
