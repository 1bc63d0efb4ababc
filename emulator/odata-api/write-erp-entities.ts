// OData writes for the ERP entities Company, Order and OrderRow: validate fully, then change, then announce order.*
// events.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseBody } from '../domain/reservation-schemas';
import type { Company, Order, OrderRow } from '../domain/types';
import { badRequest, EmulatorError, notFound, unprocessable } from '../lib/emulator-error';
import { GUID_RE } from '../lib/iso';
import type { Services } from '../services';
import { orderEventData } from '../webhooks/event-data';

const guid = z.string().regex(GUID_RE, 'must be a GUID');
const text = (max: number) => z.string().max(max).nullable().optional();

const companyFields = {
  CompanyName: z.string().min(1).max(200),
  CompanyNumber: text(50),
  City: text(100),
  CountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code')
    .nullable()
    .optional(),
  IsCarrier: z.boolean().optional(),
  IsSupplier: z.boolean().optional(),
};
const orderFields = {
  OrderNumber: z.string().min(1).max(50),
  SupplierId: guid,
  DeliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an Edm.Date, YYYY-MM-DD')
    .nullable()
    .optional(),
  Note: text(2000),
  Confirmed: z.boolean().optional(),
};
const editableRowFields = {
  LineNumber: z.number().int().min(1).optional(),
  ItemCode: z.string().min(1).max(50),
  ItemName: text(200),
  Quantity: z.number().positive(),
  UnitOfMeasure: text(10),
};
const rowFields = { OrderId: guid, ...editableRowFields };

/** Properties the service maintains itself; writing them is a 400, not silently ignored. */
const READ_ONLY: Record<string, string[]> = {
  Company: ['Created', 'Updated'],
  Order: ['ExistsInReservation', 'ReservationId', 'Created', 'Updated'],
  OrderRow: ['OrderId'],
};

export const ERP_SETS = ['Company', 'Order', 'OrderRow'] as const;
export type ErpSet = (typeof ERP_SETS)[number];

function refuseReadOnly(set: ErpSet, body: unknown, creating: boolean): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The request body must be a JSON object', [{ field: '', message: 'must be an object' }]);
  const readOnly = READ_ONLY[set]!.filter((k) => k in body && !(creating && k === 'OrderId'));
  if (!creating && 'Id' in body) readOnly.push('Id');
  if (readOnly.length > 0) {
    throw new EmulatorError(
      400,
      'READ_ONLY_PROPERTY',
      `Read-only properties cannot be written: ${readOnly.join(', ')}`,
      readOnly.map((field) => ({ field, message: 'is read-only' })),
    );
  }
}

export function createErpWriter(s: Services) {
  const { state } = s;
  const newId = (given: string | undefined, taken: Map<string, unknown>) => {
    const id = (given ?? randomUUID()).toLowerCase();
    if (taken.has(id))
      throw new EmulatorError(409, 'DUPLICATE_KEY', `An entity with Id ${id} already exists`, [
        { field: 'Id', message: 'already exists' },
      ]);
    return id;
  };
  const checkSupplier = (id: string) => {
    if (!state.companies.get(id.toLowerCase()))
      throw unprocessable('UNKNOWN_COMPANY', 'SupplierId', `SupplierId ${id} is not a known company`);
  };
  const checkOrderNumber = (num: string, ownId?: string) => {
    const other = [...state.orders.values()].find((o) => o.OrderNumber === num && o.Id !== ownId);
    if (other)
      throw new EmulatorError(
        409,
        'DUPLICATE_ORDER_NUMBER',
        `Order number ${num} is already used by order ${other.Id}`,
        [{ field: 'OrderNumber', message: 'already used' }],
      );
  };
  /** The entity with that id, or a 404. */
  const find = <T>(map: Map<string, T>, what: string, id: string): T => {
    const found = map.get(id);
    if (!found) throw notFound(`${what} ${id}`);
    return found;
  };
  const findOrder = (id: string) => find(state.orders, 'Order', id);
  const touchOrder = (order: Order) => {
    order.Updated = s.now();
    s.emit('order.updated', orderEventData(order));
  };

  return {
    create(set: ErpSet, body: unknown): object {
      refuseReadOnly(set, body, true);
      const now = s.now();
      if (set === 'Company') {
        const b = parseBody(z.strictObject({ Id: guid.optional(), ...companyFields }), body);
        const c: Company = {
          CompanyNumber: null,
          City: null,
          CountryCode: null,
          IsCarrier: false,
          IsSupplier: false,
          ...b,
          Id: newId(b.Id, state.companies),
          Created: now,
          Updated: now,
        } as Company;
        state.companies.set(c.Id, c);
        s.snapshots.schedule();
        return c;
      }
      if (set === 'Order') {
        const b = parseBody(z.strictObject({ Id: guid.optional(), ...orderFields }), body);
        checkSupplier(b.SupplierId);
        checkOrderNumber(b.OrderNumber);
        const o: Order = {
          DeliveryDate: null,
          Note: null,
          Confirmed: false,
          ...b,
          Id: newId(b.Id, state.orders),
          SupplierId: b.SupplierId.toLowerCase(),
          ExistsInReservation: false,
          ReservationId: null,
          Created: now,
          Updated: now,
        } as Order;
        state.orders.set(o.Id, o);
        s.emit('order.created', orderEventData(o));
        if (o.Confirmed) s.emit('order.confirmed', orderEventData(o));
        s.snapshots.schedule();
        return o;
      }
      const b = parseBody(z.strictObject({ Id: guid.optional(), ...rowFields }), body);
      const order = state.orders.get(b.OrderId.toLowerCase());
      if (!order) throw unprocessable('UNKNOWN_ORDER', 'OrderId', `OrderId ${b.OrderId} is not a known order`);
      const siblings = [...state.orderRows.values()].filter((r) => r.OrderId === order.Id);
      const row: OrderRow = {
        ItemName: null,
        UnitOfMeasure: null,
        ...b,
        Id: newId(b.Id, state.orderRows),
        OrderId: order.Id,
        LineNumber: b.LineNumber ?? siblings.reduce((m, r) => Math.max(m, r.LineNumber), 0) + 10,
      } as OrderRow;
      state.orderRows.set(row.Id, row);
      touchOrder(order);
      s.snapshots.schedule();
      return row;
    },

    update(set: ErpSet, id: string, body: unknown): object {
      refuseReadOnly(set, body, false);
      if (set === 'Company') {
        const c = find(state.companies, 'Company', id);
        const b = parseBody(z.strictObject(companyFields).partial(), body);
        Object.assign(c, b, { Updated: s.now() });
        s.snapshots.schedule();
        return c;
      }
      if (set === 'Order') {
        const o = findOrder(id);
        const b = parseBody(z.strictObject(orderFields).partial(), body);
        if (b.SupplierId) checkSupplier(b.SupplierId);
        if (b.OrderNumber) checkOrderNumber(b.OrderNumber, o.Id);
        const wasConfirmed = o.Confirmed;
        Object.assign(o, b, b.SupplierId ? { SupplierId: b.SupplierId.toLowerCase() } : {});
        touchOrder(o);
        if (o.Confirmed !== wasConfirmed)
          s.emit(o.Confirmed ? 'order.confirmed' : 'order.confirmation.canceled', orderEventData(o));
        s.snapshots.schedule();
        return o;
      }
      const row = find(state.orderRows, 'OrderRow', id);
      const b = parseBody(z.strictObject(editableRowFields).partial(), body);
      Object.assign(row, b);
      touchOrder(findOrder(row.OrderId));
      s.snapshots.schedule();
      return row;
    },

    remove(set: ErpSet, id: string): void {
      if (set === 'Company') {
        find(state.companies, 'Company', id);
        const user =
          [...state.orders.values()].find((o) => o.SupplierId === id) ??
          state.reservations.all().find((r) => r.CarrierId === id);
        if (user)
          throw new EmulatorError(
            409,
            'COMPANY_IN_USE',
            `Company ${id} is still referenced by ` +
              `${'OrderNumber' in user ? `order ${user.OrderNumber}` : `reservation ${user.ReservationNumber}`}`,
          );
        state.companies.delete(id);
      } else if (set === 'Order') {
        const o = findOrder(id);
        if (o.ExistsInReservation) {
          const r = state.reservations.get(o.ReservationId ?? '');
          throw new EmulatorError(
            409,
            'ORDER_IN_RESERVATION',
            `Order ${o.OrderNumber} is in reservation ${r?.ReservationNumber ?? o.ReservationId}; delete the ` +
              `reservation first`,
          );
        }
        for (const row of [...state.orderRows.values()]) if (row.OrderId === o.Id) state.orderRows.delete(row.Id);
        state.orders.delete(o.Id);
        s.emit('order.deleted', { id: o.Id });
      } else {
        const row = find(state.orderRows, 'OrderRow', id);
        state.orderRows.delete(row.Id);
        touchOrder(findOrder(row.OrderId));
      }
      s.snapshots.schedule();
    },
  };
}
