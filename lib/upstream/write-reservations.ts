// Reservation writes (REST v3 endpoints 3-5 and the OData Patch action). Each success is followed by a fresh
// read, since the spec shows no response bodies; a lost answer is settled by reading back, never by re-sending.
import 'server-only';
import { AppError } from '@/lib/errors';
import { odataGuid } from './build-odata-query';
import { confirmWrite, holds, NOT_APPLIED } from './confirm-write';
import type { UpstreamResponse } from './create-transport';
import { reasonOf } from './map-upstream-error';
import { findReservationsAt, getReservation } from './read-reservations';
import {
  CreateFromOrdersSchema,
  ReservationPatchSchema,
  ReservationUpdateSchema,
  ReservationWriteSchema,
  type CreateFromOrders,
  type ReservationPatch,
  type ReservationUpdate,
  type ReservationWrite,
} from '@/lib/contracts';
import { OrderSchema, ReservationSchema, type Reservation } from './schemas';
import { findCreatedId, oneOf, parseInput, type UpstreamContext } from './upstream-context';

/**
 * Clock difference we tolerate between Slotboard and the service when telling our new record from one that was
 * moved into the slot after the snapshot (that one keeps its old Created).
 */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The written reservation, read fresh; if that read fails, the write's own answer when it is a whole reservation. */
async function reread(ctx: UpstreamContext, id: string, res: UpstreamResponse<unknown>): Promise<Reservation> {
  try {
    return await getReservation(ctx, id);
  } catch (e) {
    const fromBody = oneOf(ReservationSchema).safeParse(res.body);
    if (fromBody.success) return fromBody.data;
    throw new AppError(
      'upstream_unavailable',
      `The change to reservation ${id} was saved, but reading it back failed: ${(e as Error).message}`,
      {
        reason: 'service_error',
        outcome: 'applied',
        id,
      },
    );
  }
}

async function createReservation(ctx: UpstreamContext, input: ReservationWrite): Promise<Reservation> {
  const body = parseInput(ReservationWriteSchema, input);
  // What is at that ramp and start already, so a read-back never mistakes someone else's reservation for ours.
  const before = new Set((await findReservationsAt(ctx, body.ResourceId, body.Start)).map((r) => r.Id.toLowerCase()));
  const sentAt = Date.now();
  const findOurs = async (): Promise<Reservation | null> => {
    const found = await findReservationsAt(ctx, body.ResourceId, body.Start);
    return (
      found.find(
        (r) => !before.has(r.Id.toLowerCase()) && r.Created !== null && Date.parse(r.Created) >= sentAt - CLOCK_SKEW_MS,
      ) ?? null
    );
  };
  return confirmWrite({
    what: `the reservation at ${body.Start}`,
    check: 'the schedule at that time and ramp',
    sleep: ctx.sleep,
    write: async () => {
      const res = await ctx.transport.send({ method: 'POST', path: `${ctx.rest}/Reservations`, body });
      const id = findCreatedId(res.body, res.headers) ?? (await findOurs())?.Id;
      if (!id)
        throw new AppError(
          'upstream_error',
          'The reservation service accepted the reservation but did not say which one it created',
          { reason: 'bad_response' },
        );
      return reread(ctx, id, res);
    },
    readBack: async () => (await findOurs()) ?? NOT_APPLIED,
  });
}

/**
 * The PUT body: only the fields the caller changed (spec §4 row 4, "any of the fields of 2.2"). Never the rest
 * of a record read earlier: a stale ResourceId/Start would move back a reservation someone else just moved,
 * and would make the service re-check the slot on edits that do not touch it.
 */
export function updateBody(change: ReservationUpdate): ReservationUpdate {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as ReservationUpdate;
}

async function updateReservation(ctx: UpstreamContext, id: string, input: ReservationUpdate): Promise<Reservation> {
  const body = updateBody(parseInput(ReservationUpdateSchema, input));
  const key = odataGuid(id).odata;
  return confirmWrite({
    what: `the change to reservation ${key}`,
    check: 'the reservation',
    sleep: ctx.sleep,
    write: async () =>
      reread(ctx, key, await ctx.transport.send({ method: 'PUT', path: `${ctx.rest}/Reservations/${key}`, body })),
    readBack: async () => {
      const now = await getReservation(ctx, key);
      return holds(now, body) ? now : NOT_APPLIED;
    },
  });
}

/** OData bound action Reservation(id)/Patch: the note and the writable custom fields only (spec §1). */
async function patchReservation(ctx: UpstreamContext, id: string, fields: ReservationPatch): Promise<Reservation> {
  const body = parseInput(ReservationPatchSchema, fields);
  const key = odataGuid(id).odata;
  return confirmWrite({
    what: `the note and custom fields of reservation ${key}`,
    check: 'the reservation',
    sleep: ctx.sleep,
    write: async () => reread(ctx, key, await sendPatch(ctx, key, body)),
    readBack: async () => {
      const now = await getReservation(ctx, key);
      return holds(now, body) ? now : NOT_APPLIED;
    },
  });
}

/**
 * The bound action by its bare name; if the service answers 404, by its namespace-qualified name from
 * $metadata (OData services differ in which they accept). A 404 means nothing was done, so resending is safe.
 */
async function sendPatch(ctx: UpstreamContext, key: string, body: ReservationPatch) {
  const path = (action: string) => `${ctx.odata}/Reservation(${key})/${action}`;
  try {
    return await ctx.transport.send({ method: 'POST', path: path('Patch'), body });
  } catch (e) {
    if (reasonOf(e) !== 'not_found') throw e;
    const metadata = await ctx.transport
      .send({ method: 'GET', path: `${ctx.odata}/$metadata`, headers: { accept: 'application/xml' } })
      .catch(() => null);
    const namespace =
      typeof metadata?.body === 'string' ? /<Schema\b[^>]*\bNamespace="([^"]+)"/.exec(metadata.body)?.[1] : undefined;
    if (!namespace) throw e;
    return ctx.transport.send({ method: 'POST', path: path(`${namespace}.Patch`), body });
  }
}

async function createReservationFromOrders(ctx: UpstreamContext, input: CreateFromOrders): Promise<Reservation> {
  const body = parseInput(CreateFromOrdersSchema, input);
  const orderReservation = async (): Promise<string | null | 'mixed'> => {
    const orders = await Promise.all(
      body.OrderIds.map(
        async (oid) =>
          (
            await ctx.transport.send({
              method: 'GET',
              path: `${ctx.odata}/Order(${odataGuid(oid).odata})`,
              schema: oneOf(OrderSchema),
            })
          ).data,
      ),
    );
    const ids = new Set(orders.map((o) => (o.ExistsInReservation ? (o.ReservationId ?? 'unknown') : null)));
    if (ids.size !== 1) return 'mixed';
    return [...ids][0] ?? null;
  };
  return confirmWrite({
    what: `the reservation from orders at ${body.Date}`,
    check: 'the order cart and the schedule',
    sleep: ctx.sleep,
    write: async () => {
      const res = await ctx.transport.send({ method: 'POST', path: `${ctx.rest}/Reservations/CreateFromOrders`, body });
      let id = findCreatedId(res.body, res.headers);
      if (!id) {
        const fromOrders = await orderReservation();
        id = fromOrders && fromOrders !== 'mixed' && fromOrders !== 'unknown' ? fromOrders : null;
      }
      if (!id)
        throw new AppError(
          'upstream_error',
          'The reservation service accepted the orders but did not say which reservation it created',
          { reason: 'bad_response' },
        );
      return reread(ctx, id, res);
    },
    readBack: async () => {
      const id = await orderReservation();
      if (id === null) return NOT_APPLIED;
      if (id === 'mixed' || id === 'unknown') throw new Error('orders are in different states');
      return getReservation(ctx, id);
    },
  });
}

export const reservationWrites = {
  createReservation,
  updateReservation,
  patchReservation,
  createReservationFromOrders,
};
