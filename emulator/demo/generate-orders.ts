// A bulk order book for benchmarks: the ERP's whole order set replaced by `total` orders, `inCart` of them not yet
// in a reservation, each with one to four rows. Orders in reservations point at existing reservations; those keep
// their OrderNumbers text, which names orders of the book replaced (the cart does not read it).
import type { Order, OrderRow } from '../domain/types';
import { createPrng } from '../lib/create-prng';
import { EmulatorError } from '../lib/emulator-error';
import type { EmulatorState } from '../store/emulator-state';
import { ITEMS } from './demo-catalog';

const DAY = 86_400_000;
export const MAX_ORDERS = 100_000;

export function replaceOrders(
  state: EmulatorState,
  opts: { total: number; inCart: number; seed: number; now: number },
): { orders: number; inCart: number; rows: number } {
  const prng = createPrng(opts.seed);
  const suppliers = [...state.companies.values()].filter((c) => c.IsSupplier);
  if (suppliers.length === 0) throw new EmulatorError(409, 'SITE_NOT_READY', 'the site has no supplier to order from');
  const reservations = state.reservations.all();
  if (reservations.length === 0 && opts.inCart < opts.total)
    throw new EmulatorError(409, 'SITE_NOT_READY', 'the site has no reservation for orders to be in');
  state.orders.clear();
  state.orderRows.clear();
  // Cart orders are spread through the book, as they arrive among the others.
  const cartEvery = opts.inCart > 0 ? opts.total / opts.inCart : Infinity;
  let inCart = 0;
  for (let i = 0; i < opts.total; i++) {
    const toCart = inCart < opts.inCart && Math.floor(inCart * cartEvery) === i;
    const reservation = toCart ? null : prng.pick(reservations);
    const created = opts.now - prng.int(1, 90 * 24 * 60) * 60_000;
    const order: Order = {
      Id: prng.guid(),
      OrderNumber: `PO-B${String(i + 1).padStart(6, '0')}`,
      SupplierId: prng.pick(suppliers).Id,
      DeliveryDate: new Date(created + prng.int(2, 30) * DAY).toISOString().slice(0, 10),
      Confirmed: prng.chance(0.6),
      Note: null,
      ExistsInReservation: !toCart,
      ReservationId: reservation?.Id ?? null,
      Created: created,
      Updated: created,
    };
    state.orders.set(order.Id, order);
    if (toCart) inCart += 1;
    const count = prng.int(1, 4);
    for (let line = 1; line <= count; line++) {
      const item = prng.pick(ITEMS);
      const row: OrderRow = {
        Id: prng.guid(),
        OrderId: order.Id,
        LineNumber: line * 10,
        ItemCode: item[0],
        ItemName: item[1],
        Quantity: prng.int(1, 40),
        UnitOfMeasure: item[2],
      };
      state.orderRows.set(row.Id, row);
    }
  }
  return { orders: state.orders.size, inCart, rows: state.orderRows.size };
}
