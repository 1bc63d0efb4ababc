// Orders, order rows and companies: the OData ERP entities (spec §2.8). Created and changed entities are
// read fresh after the write; a lost answer is settled by reading back.
import 'server-only';
import { AppError } from '@/lib/errors';
import { compare, odataGuid, odataString } from './build-odata-query';
import { readWithFallback } from './fall-back-query';
import { confirmWrite, holds, NOT_APPLIED } from './confirm-write';
import { reasonOf } from './map-upstream-error';
import { readODataCollection } from './read-odata-collection';
import {
  CompanyWriteSchema,
  OrderRowWriteSchema,
  OrderWriteSchema,
  type CompanyWrite,
  type OrderRowWrite,
  type OrderWrite,
} from '@/lib/contracts';
import { inContractNames, orderQueries } from './find-orders';
import { propertyFor, type OrderFieldMap } from './map-order-fields';
import { toServiceBody } from './translate-order-entities';
import { CompanySchema, OrderRowSchema, OrderSchema, type Company, type Order, type OrderRow } from './schemas';
import { findCreatedId, oneOf, parseInput, type UpstreamContext } from './upstream-context';
import type { z } from 'zod';

/** Ask for the entity in the answer; a service that ignores this answers 204 and we read it ourselves. */
const RETURN_REPRESENTATION = { prefer: 'return=representation' };

async function getEntity<T extends z.ZodType>(
  ctx: UpstreamContext,
  set: string,
  id: string,
  schema: T,
): Promise<z.infer<T>> {
  return (
    await ctx.transport.send({
      method: 'GET',
      path: `${ctx.odata}/${set}(${odataGuid(id).odata})`,
      schema: oneOf(schema),
    })
  ).data;
}

/** Null when the entity does not exist (404), so read-backs can tell "gone" from "failed". */
async function findEntity<T extends z.ZodType>(
  ctx: UpstreamContext,
  set: string,
  id: string,
  schema: T,
): Promise<z.infer<T> | null> {
  try {
    return await getEntity(ctx, set, id, schema);
  } catch (e) {
    if (reasonOf(e) === 'not_found') return null;
    throw e;
  }
}

/** The entity sets written here; each is read fresh after a write and named in messages by its label. */
const ENTITIES = {
  Order: { schema: OrderSchema, label: 'order' },
  OrderRow: { schema: OrderRowSchema, label: 'order row' },
  Company: { schema: CompanySchema, label: 'company' },
} as const;
type EntitySet = keyof typeof ENTITIES;
type EntityOf<S extends EntitySet> = z.infer<(typeof ENTITIES)[S]['schema']>;

/** The set's schema, reading the service's names as the contract's. */
async function schemaOf<S extends EntitySet>(ctx: UpstreamContext, set: S): Promise<(typeof ENTITIES)[S]['schema']> {
  return inContractNames(await ctx.orders.map(), set, ENTITIES[set].schema);
}

async function readEntity<S extends EntitySet>(ctx: UpstreamContext, set: S, id: string): Promise<EntityOf<S>> {
  return getEntity(ctx, set, id, await schemaOf(ctx, set)) as Promise<EntityOf<S>>;
}

const getOrder = (ctx: UpstreamContext, id: string): Promise<Order> => readEntity(ctx, 'Order', id);
const getOrderRow = (ctx: UpstreamContext, id: string): Promise<OrderRow> => readEntity(ctx, 'OrderRow', id);

/** The contract's body in the service's names, and what of it a read-back can compare (the fields the service has). */
async function serviceBody(
  ctx: UpstreamContext,
  set: EntitySet,
  body: Record<string, unknown>,
): Promise<{ sent: Record<string, unknown>; check: Record<string, unknown> }> {
  const map = await ctx.orders.map();
  const sent = toServiceBody(map, set, body);
  const check = Object.fromEntries(
    Object.entries(body).filter(([field]) => map.fields[`${set}.${field}` as keyof OrderFieldMap['fields']]),
  );
  return { sent, check };
}

interface NewEntity<S extends EntitySet> {
  what: string;
  check: string;
  /** Where a new one would show: read before the write and after a lost answer, and what appeared is ours. */
  candidates: () => Promise<EntityOf<S>[]>;
  /** Narrows what appeared to what matches the body sent. */
  matches?: (entity: EntityOf<S>) => boolean;
}

/** POSTs a new entity; after a lost answer, the candidate that was not there before is the one this write made. */
async function createEntity<S extends EntitySet>(
  ctx: UpstreamContext,
  set: S,
  contractBody: Record<string, unknown>,
  created: NewEntity<S>,
): Promise<EntityOf<S>> {
  const { label } = ENTITIES[set];
  const { sent: body } = await serviceBody(ctx, set, contractBody);
  const before = new Set((await created.candidates()).map((e) => e.Id.toLowerCase()));
  const findNew = async () =>
    (await created.candidates()).find((e) => !before.has(e.Id.toLowerCase()) && (created.matches?.(e) ?? true));
  return confirmWrite({
    what: created.what,
    check: created.check,
    sleep: ctx.sleep,
    write: async () => {
      const res = await ctx.transport.send({
        method: 'POST',
        path: `${ctx.odata}/${set}`,
        body,
        headers: RETURN_REPRESENTATION,
      });
      const id = findCreatedId(res.body, res.headers) ?? (await findNew())?.Id;
      if (!id)
        throw new AppError(
          'upstream_error',
          `The reservation service accepted the ${label} but did not say which one it created`,
          { reason: 'bad_response' },
        );
      return readEntity(ctx, set, id);
    },
    readBack: async () => (await findNew()) ?? NOT_APPLIED,
  });
}

/** PATCHes the fields given; a lost answer is settled by reading the entity and comparing those fields. */
async function updateEntity<S extends EntitySet>(
  ctx: UpstreamContext,
  set: S,
  id: string,
  contractBody: Record<string, unknown>,
  check: string,
): Promise<EntityOf<S>> {
  const { label } = ENTITIES[set];
  const key = odataGuid(id).odata;
  const { sent: body, check: expected } = await serviceBody(ctx, set, contractBody);
  const read = () => readEntity(ctx, set, key);
  return confirmWrite({
    what: `the change to ${label} ${key}`,
    check,
    sleep: ctx.sleep,
    write: async () => {
      await ctx.transport.send({
        method: 'PATCH',
        path: `${ctx.odata}/${set}(${key})`,
        body,
        headers: RETURN_REPRESENTATION,
      });
      return read();
    },
    readBack: async () => {
      const now = await read();
      return holds(now, expected) ? now : NOT_APPLIED;
    },
  });
}

async function deleteEntity(ctx: UpstreamContext, set: EntitySet, id: string): Promise<void> {
  const { label } = ENTITIES[set];
  const key = odataGuid(id).odata;
  const schema = await schemaOf(ctx, set);
  await confirmWrite({
    what: `the deletion of ${label} ${key}`,
    check: `the ${label}`,
    sleep: ctx.sleep,
    write: async () => {
      await ctx.transport.send({ method: 'DELETE', path: `${ctx.odata}/${set}(${key})` });
      return true;
    },
    readBack: async () => ((await findEntity(ctx, set, key, schema)) === null ? true : NOT_APPLIED),
  });
}

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
