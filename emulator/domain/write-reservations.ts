// Every change to a reservation: validate fully, then mutate in one synchronous step, then announce it (webhooks,
// snapshot).
import { EmulatorError, notFound, unprocessable } from '../lib/emulator-error';
import { parseIsoWithOffset } from '../lib/iso';
import type { EmulatorState } from '../store/emulator-state';
import { newReservation } from '../store/reservation-record';
import { orderEventData, reservationEventData } from '../webhooks/event-data';
import { applyLifecycleStep, type LifecycleStep } from './apply-lifecycle-step';
import { checkCarrierFields } from './check-carrier-fields';
import { checkSlot, MAX_SLOT_MINUTES, type SlotRequest } from './check-slot';
import { describeChange } from './describe-change';
import type { CreateFromOrdersBody, CreateReservationBody, UpdateReservationBody } from './reservation-schemas';
import { BIT_FIELDS, VARCHAR_FIELDS, type Order, type Reservation } from './types';

export interface Effects {
  emit(event: string, data: Record<string, unknown>): void;
  changed(): void;
  now(): number;
}

/** The fields of the OData Patch action: Note and the writable custom fields, by name. */
export type PatchFields = Record<string, string | boolean | null>;

export const PATCHABLE_FIELDS = new Set(['Note', ...VARCHAR_FIELDS, ...BIT_FIELDS]);

export type ReservationWriter = ReturnType<typeof createReservationWriter>;

export function createReservationWriter(state: EmulatorState, fx: Effects) {
  const find = (id: string) => {
    const r = state.reservations.get(id);
    if (!r) throw notFound(`Reservation ${id}`);
    return r;
  };

  const insertNew = (
    fields: Omit<Parameters<typeof newReservation>[0], 'Id' | 'ReservationNumber' | 'Created' | 'Updated'>,
  ) => {
    const now = fx.now();
    const r = newReservation({
      ...fields,
      Id: crypto.randomUUID(),
      ReservationNumber: state.takeReservationNumber(),
      Created: now,
      Updated: now,
    });
    state.reservations.insert(r);
    return r;
  };

  const announce = (events: string[], r: Reservation) => {
    for (const e of events) fx.emit(e, reservationEventData(r));
    fx.changed();
  };

  /** Checks a slot (422/409 when refused) and returns the record fields it sets. */
  const placeSlot = (req: SlotRequest, fields?: { start: string }) => {
    const slot = checkSlot(req, state, fields);
    const { start, resourceId, unitId, numberOfUnits } = req;
    return {
      StartUtc: start,
      EndUtc: slot.end,
      ResourceId: resourceId.toLowerCase(),
      BranchOfficeId: slot.branchOfficeId,
      UnitId: unitId.toLowerCase(),
      NumberOfUnits: numberOfUnits,
    };
  };

  /**
   * A copy of `old` with the PUT body applied: carrier fields, and the slot checked again when any slot field is given.
   */
  const withUpdate = (old: Reservation, body: UpdateReservationBody): Reservation => {
    const next: Reservation = { ...old, ...checkCarrierFields(state, body) };
    if (
      body.ResourceId !== undefined ||
      body.Start !== undefined ||
      body.UnitId !== undefined ||
      body.NumberOfUnits !== undefined
    ) {
      const start = body.Start !== undefined ? parseIsoWithOffset(body.Start)! : old.StartUtc;
      const req = {
        resourceId: body.ResourceId ?? old.ResourceId,
        start,
        unitId: body.UnitId ?? old.UnitId,
        numberOfUnits: body.NumberOfUnits ?? old.NumberOfUnits,
        ignoreId: old.Id,
      };
      Object.assign(next, placeSlot(req));
    }
    return next;
  };

  /**
   * Sets the note and custom fields on `next` (a copy); custom fields are stored only when set (see newReservation).
   */
  const withPatch = (next: Reservation, fields: PatchFields): Reservation => {
    const record = next as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(fields)) {
      if (k === 'Note') next.Note = (v as string | null) ?? '';
      else if (v === null) delete record[k];
      else record[k] = v;
    }
    return next;
  };

  /** Stores a changed copy and announces it; a copy equal to the stored record changes nothing. */
  const commit = (old: Reservation, next: Reservation): Reservation => {
    const events = describeChange(old, next);
    if (events.length === 0) return old;
    next.Updated = fx.now();
    state.reservations.replace(next);
    announce(events, next);
    return next;
  };

  return {
    create(body: CreateReservationBody): Reservation {
      const slot = placeSlot({
        resourceId: body.ResourceId,
        start: parseIsoWithOffset(body.Start)!,
        unitId: body.UnitId,
        numberOfUnits: body.NumberOfUnits,
      });
      const r = insertNew({ ...slot, ...checkCarrierFields(state, body) });
      announce(['reservation.created'], r);
      return r;
    },

    update(id: string, body: UpdateReservationBody): Reservation {
      const old = find(id);
      return commit(old, withUpdate(old, body));
    },

    /**
     * A change another system (ERP, WMS) makes: the PUT fields and the Patch fields together, announced as one change.
     */
    change(id: string, body: UpdateReservationBody, fields: PatchFields): Reservation {
      const old = find(id);
      return commit(old, withPatch(withUpdate(old, body), fields));
    },

    createFromOrders(body: CreateFromOrdersBody): Reservation {
      const ids = body.OrderIds.map((i) => i.toLowerCase());
      if (new Set(ids).size !== ids.length)
        throw new EmulatorError(400, 'VALIDATION_FAILED', 'OrderIds lists an order twice', [
          { field: 'OrderIds', message: 'must not repeat an order' },
        ]);
      const orders = ids.map((oid, i) => {
        const o = state.orders.get(oid);
        if (!o) throw unprocessable('UNKNOWN_ORDER', `OrderIds.${i}`, `Order ${oid} does not exist`);
        return o;
      });
      const taken = orders.filter((o) => o.ExistsInReservation);
      if (taken.length > 0) {
        const reservationOf = (o: (typeof taken)[number]) =>
          state.reservations.get(o.ReservationId ?? '')?.ReservationNumber ?? 'unknown';
        throw new EmulatorError(
          409,
          'ORDER_ALREADY_IN_RESERVATION',
          `Orders already in a reservation: ` +
            taken.map((o) => `${o.OrderNumber} (reservation ${reservationOf(o)})`).join(', '),
          taken.map((o) => ({
            field: `OrderIds.${ids.indexOf(o.Id)}`,
            message: `order ${o.OrderNumber} is already in a reservation`,
          })),
        );
      }
      const unit = body.UnitId ? { Id: body.UnitId } : [...state.units.values()][0]!;
      const defaultCount = Math.min(
        orders.length,
        Math.floor(MAX_SLOT_MINUTES / (state.units.get(unit.Id.toLowerCase())?.MinutesPerUnit ?? 30)),
      );
      const slot = placeSlot(
        {
          resourceId: body.ResourceId,
          start: parseIsoWithOffset(body.Date)!,
          unitId: unit.Id,
          numberOfUnits: body.NumberOfUnits ?? defaultCount,
        },
        { start: 'Date' },
      );
      const carrier = checkCarrierFields(state, body);
      const r = insertNew({
        ...slot,
        OrderNumbers: orders.map((o) => o.OrderNumber).join(', '),
        SupplierNames: [...new Set(orders.map((o) => state.companies.get(o.SupplierId)?.CompanyName ?? ''))]
          .filter(Boolean)
          .join(', '),
        ...carrier,
      });
      for (const o of orders)
        Object.assign(o, {
          ExistsInReservation: true,
          ReservationId: r.Id,
          Updated: r.Created,
        } satisfies Partial<Order>);
      announce(['reservation.created'], r);
      for (const o of orders) fx.emit('order.updated', orderEventData(o));
      return r;
    },

    /** OData Patch: only the note and the writable custom fields; the caller has checked the field names. */
    patch(id: string, fields: PatchFields): Reservation {
      const old = find(id);
      return commit(old, withPatch({ ...old }, fields));
    },

    remove(id: string): void {
      const r = find(id);
      state.reservations.remove(r.Id);
      state.deleted.set(r.Id, {
        Id: r.Id,
        ReservationNumber: r.ReservationNumber,
        StartUtc: r.StartUtc,
        EndUtc: r.EndUtc,
        ResourceId: r.ResourceId,
        DeletedUtc: fx.now(),
      });
      const freed = [...state.orders.values()].filter((o) => o.ReservationId === r.Id);
      for (const o of freed) Object.assign(o, { ExistsInReservation: false, ReservationId: null, Updated: fx.now() });
      announce(['reservation.deleted'], r);
      for (const o of freed) fx.emit('order.updated', orderEventData(o));
    },

    step(id: string, step: LifecycleStep): Reservation {
      const { next, event } = applyLifecycleStep(find(id), step, fx.now());
      state.reservations.replace(next);
      announce(['reservation.updated', event], next);
      return next;
    },
  };
}
