// Reading and writing one OData ERP entity (an order, an order row, a company) in the service's own names.
// Created and changed entities are read fresh after the write; a lost answer is settled by reading back.
import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { odataGuid } from './build-odata-query';
import { confirmWrite, holds, NOT_APPLIED } from './confirm-write';
import { inContractNames } from './find-orders';
import { reasonOf } from './map-upstream-error';
import type { OrderFieldMap } from './map-order-fields';
import { CompanySchema, OrderRowSchema, OrderSchema } from './schemas';
import { toServiceBody } from './translate-order-entities';
import { findCreatedId, oneOf, type UpstreamContext } from './upstream-context';

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
export async function findEntity<T extends z.ZodType>(
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
export const ENTITIES = {
  Order: { schema: OrderSchema, label: 'order' },
  OrderRow: { schema: OrderRowSchema, label: 'order row' },
  Company: { schema: CompanySchema, label: 'company' },
} as const;
export type EntitySet = keyof typeof ENTITIES;
export type EntityOf<S extends EntitySet> = z.infer<(typeof ENTITIES)[S]['schema']>;

/** The set's schema, reading the service's names as the contract's. */
export async function schemaOf<S extends EntitySet>(
  ctx: UpstreamContext,
  set: S,
): Promise<(typeof ENTITIES)[S]['schema']> {
  return inContractNames(await ctx.orders.map(), set, ENTITIES[set].schema);
}

export async function readEntity<S extends EntitySet>(ctx: UpstreamContext, set: S, id: string): Promise<EntityOf<S>> {
  return getEntity(ctx, set, id, await schemaOf(ctx, set)) as Promise<EntityOf<S>>;
}

/**
 * The contract's body in the service's names, and what of it a read-back can compare (the fields the service has).
 */
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
export async function createEntity<S extends EntitySet>(
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
export async function updateEntity<S extends EntitySet>(
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

export async function deleteEntity(ctx: UpstreamContext, set: EntitySet, id: string): Promise<void> {
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
